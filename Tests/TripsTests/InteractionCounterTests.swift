import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

/// Work counters of the Trips interactions of issue 19 (the `trips-bench --profile trips-…` scenarios).
///
/// These are RATCHETS, not targets: each bound is the count measured when the test was written (commit
/// message and README's Performance section), so that no change makes an interaction do more work
/// unnoticed. Lower a bound whenever a change lowers the count; never raise one without saying why.
/// The goal is that an interaction re-runs and resolves only what reads the state it changed;
/// today a screen holding navigation or presentation state is resolved again at every update, and
/// these counts are far above that. Placements replayed are noted in comments only: more of them is
/// better, as long as the work above goes down.
///
/// Raised once, in session 6, by one content per update (and two bodies for the editor): the app
/// saves where the person is from a modifier of its own (now `FollowsNavigation`, beside `SavesTrips`,
/// which saves the trips), so that a step of navigation runs that modifier's body instead of the app's
/// whole body. A custom
/// modifier's content was then resolved whenever the view outside it was: one content more, against
/// fewer instructions (README, Performance). Since session 7 a custom modifier's node keeps its
/// content, so an update that changes nothing inside it (rotating) resolves none; since session 8
/// split view columns and tabs are boundaries, and what the modifier wraps keeps its elements.
@MainActor
@Suite("Trips interaction work counters (ratchet, to be lowered)")
struct TripsInteractionCounterTests {
  struct Bounds {
    var bodies: Int
    var nodes: Int
    var rows: Int
    var contents: Int
  }

  func expect(
    _ app: HeadlessApp, atMost bounds: Bounds, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let metrics = app.metrics
    #expect(metrics.bodyEvaluations <= bounds.bodies, "bodies evaluated", sourceLocation: sourceLocation)
    #expect(metrics.nodesCreated <= bounds.nodes, "nodes created", sourceLocation: sourceLocation)
    #expect(metrics.rowsBuilt <= bounds.rows, "rows built", sourceLocation: sourceLocation)
    #expect(
      metrics.contentResolutions <= bounds.contents, "contents resolved", sourceLocation: sourceLocation)
  }

  @Test("Next on an iPad pushes the next trip in the detail column")
  func nextOnIPad() {
    let app = launchTrips(on: .iPadAir11)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.buttons["Next: Vancouver"].tap()
    #expect(app.columns["detail"].navigationBars["Vancouver"].exists)
    // Today: 5 bodies, 3 nodes, 6 contents (session 8: the detail column and each tab are
    // boundaries, so the push resolves the column alone and what holds the split view keeps its
    // elements, 8 before; session 9: the pushed trip's alert is a boundary of its own, 7 before). No
    // row is laid out (7 before session 18, the whole sample list): the sidebar shows its last walk
    // again, with the rows' cells in it. 5 contents since session 29: the navigation follower, a
    // custom modifier that only watches, runs its body where it is, and the app's root keeps its
    // elements (InPlaceResolution).
    expect(app, atMost: Bounds(bodies: 5, nodes: 3, rows: 0, contents: 5))
    #expect(app.metrics.listWalks == 0)
  }

  @Test("Opening the editor and saving on an iPhone")
  func editAndSaveOnIPhone() {
    let app = launchTrips(on: .iPhone17)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.buttons["Edit"].tap()
    app.buttons["Save"].tap()
    #expect(app.sheets.count == 0)
    #expect(app.navigationBars["Seattle"].exists)
    // Today, both taps: 4 bodies, 2 nodes, 4 contents. The trip comes back unchanged, and since
    // session 29 the store takes an equal trip as no change (as an `@Observable` property set to
    // an equal value tells no one): no view that reads the trips runs again (9 bodies and 10
    // contents before; 8 and 11 before session 29 split the app's watchers, 10 bodies before
    // session 9 resolved the sheet apart, 12 contents before session 8); 1 placement replayed.
    expect(app, atMost: Bounds(bodies: 4, nodes: 2, rows: 0, contents: 4))
  }

  @Test("Opening the editor, adding a night and saving on an iPhone")
  func editANightAndSaveOnIPhone() {
    let store = TripStore()
    let app = launchTrips(on: .iPhone17, store: store)
    app.showTrips()
    app.cells["Seattle"].tap()
    let nights = store.trip(id: Trip.seattle.id)!.nights
    app.metrics.reset()
    app.buttons["Edit"].tap()
    app.steppers.buttons["Increment"].tap()
    app.buttons["Save"].tap()
    #expect(app.sheets.count == 0)
    #expect(store.trip(id: Trip.seattle.id)?.nights == nights + 1)
    // Today, the three taps: 10 bodies (the editor's again for the night; at the save every view
    // that reads the trip, and the trips' and the navigation's watchers), 2 nodes, 12 contents
    // (session 29, when this count began).
    expect(app, atMost: Bounds(bodies: 10, nodes: 2, rows: 0, contents: 12))
  }

  @Test(
    "Opening the editor and adding a night shows the screen under the sheet as it was laid out",
    arguments: [Device.iPhone17, .iPadAir11, .mac])
  func editorStepsReplayTheScreenUnder(device: Device) {
    let app = launchTrips(on: device, store: TripStore())
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.buttons["Edit"].tap()
    app.steppers.buttons["Increment"].tap()
    #expect(app.sheets.element.staticTexts["6 nights"].exists)
    // Opening the sheet and stepping in it change nothing outside it: neither update lays out the
    // app under it again (session 30, when this count began).
    #expect(app.metrics.scenesReplayed == 2)
    app.buttons["Save"].tap()
    #expect(app.staticTexts["6 nights"].exists)
    #expect(app.metrics.scenesReplayed == 2)
  }

  @Test("Deleting a trip with the alert on an iPad")
  func deleteOnIPad() {
    let store = TripStore()
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.buttons["Delete trip"].tap()
    app.alerts.firstMatch.buttons["Delete"].tap()
    #expect(store.trip(id: Trip.seattle.id) == nil)
    // Today, both taps: 3 bodies, 13 rows laid out, 5 contents (12 before session 8: the alert and
    // the trip's card are inside the detail column, a boundary, so the app's root, its tab view and
    // the list keep their elements; 7 before session 9, when showing the alert resolved the trip's
    // screen again: the alert is a boundary of its own); 14 placements replayed. 6 contents since
    // session 29: the trips saver's body runs inside the navigation follower's, whose content is then
    // resolved again (see editAndSaveOnIPhone); 4 once that modifier ran its body where it is (the
    // same session), so that neither the follower around it nor the app's root is resolved again.
    expect(app, atMost: Bounds(bodies: 3, nodes: 0, rows: 13, contents: 4))
  }

  @Test("Favouriting a trip from its card on a Mac")
  func favoriteOnMac() {
    let store = TripStore()
    let app = launchTrips(on: .mac, store: store)
    app.showTrips()
    app.cells["Vancouver"].tap()
    app.metrics.reset()
    app.buttons["Favorite"].tap()
    #expect(store.trip(id: Trip.vancouver.id)?.isFavorite == true)
    // Today: 7 bodies (a change to the store re-runs every view on the tab shown that reads `trips`,
    // and the favourited trip's row; the Overview, not shown, waits until it shows), 6 rows rebuilt,
    // 10 contents (10 before session 8, 9 from then until session 29, when the trips saver became a
    // modifier inside the navigation follower's, whose content is resolved again when it changes);
    // 5 placements replayed (the rows that did not change). Of the
    // `ForEach` rows, 6 are made again: the five month sections and the favourited trip's row (12
    // before session 11, when a new `ForEach` value made every row again).
    // 8 once the trips saver runs its body where it is (later in session 29).
    expect(app, atMost: Bounds(bodies: 7, nodes: 0, rows: 6, contents: 8))
    #expect(app.metrics.rowsResolved <= 6)
  }

  @Test("One search keystroke on an iPhone")
  func searchKeystrokeOnIPhone() {
    let app = launchTrips(on: .iPhone17)
    app.showTrips()
    app.metrics.reset()
    app.searchFields["Search"].typeText("k")
    #expect(app.cells["Kyoto"].exists)
    #expect(!app.cells["Seattle"].exists)
    // Today: 1 body, 2 rows built (the two trips found), 1 content: the list's (4 before session 8:
    // the tab is a boundary, so the app's root and the restoration saver keep their elements); 2
    // placements replayed.
    expect(app, atMost: Bounds(bodies: 1, nodes: 0, rows: 2, contents: 1))
  }

  @Test("Rotating an iPad with a trip chosen")
  func rotateIPad() {
    let app = launchTrips(on: .iPadAir11)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.orientation = .landscape
    #expect(app.columns["detail"].navigationBars["Seattle"].exists)
    // Today: no body runs, 6 rows are laid out again for the new size (their contents replayed) and
    // no content is resolved: the split view follows the size as it is laid out, and the restoration
    // saver, a custom modifier, keeps its content (session 7; it resolved 2 before).
    expect(app, atMost: Bounds(bodies: 0, nodes: 0, rows: 6, contents: 0))
  }
}

@MainActor
@Suite("Trips interaction work counters with many trips (ratchet, to be lowered)")
struct TripsManyTripsCounterTests {
  /// The sample trips and, after them, `count` trips more in the months that follow.
  func trips(_ count: Int) -> [Trip] {
    let start = Trip.samples.map(\.start).max()!.addingTimeInterval(90 * 86_400)
    return Trip.samples
      + (0..<count).map { index in
        Trip(
          id: 100 + index, city: "City \(index)", country: "Country",
          start: start.addingTimeInterval(Double(index % 120) * 30.5 * 86_400 + Double(index / 120) * 60),
          nights: 3, price: 500, imageName: "airplane")
      }
  }

  @Test("Selecting a trip on an iPad among 100,000 builds only the rows on screen", arguments: [0, 100_000])
  func selectAmongMany(extra: Int) {
    let app = launchTrips(on: .iPadAir11, store: TripStore(trips: trips(extra)))
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.cells["Vancouver"].tap()
    #expect(app.columns["detail"].navigationBars["Vancouver"].exists)
    // Today: 7 rows rebuilt over the samples (all of them), 10 among 100,000 (the rows on screen),
    // their cells replayed, 5 bodies, 5 contents (8 before the eighth session: the detail column
    // is a boundary, and what holds the split view keeps its elements; 6 before session 29, when
    // the navigation follower began to run its body where it is), no node created, whatever
    // the number of trips; no cell laid out afresh (session 11: the two whose selection moved are
    // shown as they were placed, with the flag moved). Ratchets: lower them.
    #expect(app.metrics.rowsBuilt <= 10)
    #expect(app.metrics.cellsPlacedAfresh == 0)
    #expect(app.metrics.bodyEvaluations <= 5)
    #expect(app.metrics.contentResolutions <= 5)
    #expect(app.metrics.nodesCreated == 0)
  }
}
