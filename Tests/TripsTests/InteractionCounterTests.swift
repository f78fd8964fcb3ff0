import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

/// Work counters of the Trips interactions of issue 19 (the `trips-bench --profile trips-…` scenarios).
///
/// These are RATCHETS, not targets: each bound is the count measured when the test was written (commit
/// message and docs/PERFORMANCE-LOG.md), so that no change makes an interaction do more work
/// unnoticed. Lower a bound whenever a change lowers the count; never raise one without saying why.
/// The goal is that an interaction re-runs and resolves only what reads the state it changed.
/// Every interaction of the budget has a bound on each device, in one table (session 37; one
/// interaction on one device each before). Placements replayed are not bounded: more of them is
/// better, as long as the work above goes down.
///
/// Raised once, in session 6, by one content per update (and two bodies for the editor): the app
/// saves where the person is from a modifier of its own (now `FollowsNavigation`, beside `SavesTrips`,
/// which saves the trips), so that a step of navigation runs that modifier's body instead of the app's
/// whole body. A custom
/// modifier's content was then resolved whenever the view outside it was: one content more, against
/// fewer instructions (docs/PERFORMANCE-LOG.md). Since session 7 a custom modifier's node keeps its
/// content, so an update that changes nothing inside it (rotating) resolves none; since session 8
/// split view columns and tabs are boundaries, and what the modifier wraps keeps its elements.
@MainActor
@Suite("Trips interaction work counters (ratchet, to be lowered)")
struct TripsInteractionCounterTests {
  /// An interaction of the budget: the `trips-bench --profile trips-<interaction>-<device>` scenarios.
  enum Interaction: String, CaseIterable, CustomTestStringConvertible {
    case select, next, allTrips, editAndSave, editANightAndSave, delete, favorite, swipeFavorite, tabs
    case searchKeystroke, rotate

    var testDescription: String { rawValue }
  }

  /// The most work an interaction may do: bodies evaluated, nodes created, rows built and contents
  /// resolved, and lists walked rather than replayed.
  struct Bounds {
    var bodies: Int
    var nodes: Int
    var rows: Int
    var contents: Int
    var walks: Int
    /// Rows whose views were resolved again (a row kept is handed out as it was).
    var rowsResolved = 0
  }

  nonisolated static let devices: [Device] = [.iPhone17, .iPadAir11, .mac]

  /// What each interaction did when its bound was written, on each device (iPhone, iPad, Mac); the
  /// bounds of session 37 are those it measured, when every interaction on every device got one.
  static func bounds(of interaction: Interaction, on device: Device) -> Bounds {
    let isPhone = device == .iPhone17
    // The iPad's sidebar shows 7 rows, the Mac's window 6; an iPhone's list is a screen of its own.
    let rowsOnScreen = device == .iPadAir11 ? 7 : device == .mac ? 6 : 0
    switch interaction {
    case .select:
      // On an iPhone the trip is pushed (3 nodes: its screen). Beside the list, the list's last walk
      // is shown again with the highlight moved to the trip chosen (session 37; the rows on screen
      // were walked again before, their cells replayed).
      return Bounds(bodies: 5, nodes: isPhone ? 3 : 0, rows: 0, contents: 5, walks: 0)
    case .next:
      // 5 bodies, 3 nodes, 5 contents: the detail column is a boundary (session 8), the pushed
      // trip's alert one of its own (session 9), the navigation follower runs its body where it is
      // (session 29); the sidebar shows its last walk again, with the rows' cells in it (session 18).
      return Bounds(bodies: 5, nodes: 3, rows: 0, contents: 5, walks: 0)
    case .allTrips:
      // The selection cleared: the detail column again; the list shows its last walk with no row
      // highlighted (session 37: walked again before), and an iPhone pops to it.
      return Bounds(bodies: 2, nodes: 0, rows: 0, contents: 2, walks: 0)
    case .editAndSave:
      // Both taps. The trip comes back unchanged, and since session 29 the store takes an equal
      // trip as no change (as an `@Observable` property set to an equal value tells no one): no view
      // that reads the trips runs again (9 bodies and 10 contents before); the sheet's two nodes
      // and its form's walk.
      return Bounds(bodies: 4, nodes: 2, rows: 0, contents: 4, walks: 1)
    case .editANightAndSave:
      // The three taps: the editor's body again for the night; at the save every view that reads
      // the trip, and the trips' and the navigation's watchers (session 29, when this began).
      return Bounds(
        bodies: isPhone ? 10 : 12, nodes: 2, rows: rowsOnScreen, contents: isPhone ? 12 : 14,
        walks: isPhone ? 2 : 3, rowsResolved: isPhone ? 0 : 2)
    case .delete:
      // Both taps: the alert and the trip's card are inside the detail column, a boundary (session
      // 8), the alert a boundary of its own (session 9); the trips saver runs its body where it is
      // (session 29). Beside the list, the rows after the deleted one move up; in a Mac's window,
      // which shows 6 of the 7, the one that comes into view is resolved too.
      return Bounds(
        bodies: 3, nodes: 0, rows: max(rowsOnScreen - 1, 0), contents: 4, walks: isPhone ? 0 : 1,
        rowsResolved: device == .mac ? 2 : isPhone ? 0 : 1)
    case .favorite:
      // Every view on the tab shown that reads `trips` runs again, and the favourited trip's row;
      // the Overview, not shown, waits until it shows. Of the `ForEach` rows, the favourited trip's
      // is made again (every row before session 11).
      return Bounds(
        bodies: isPhone ? 5 : 7, nodes: 0, rows: rowsOnScreen, contents: isPhone ? 6 : 8,
        walks: isPhone ? 0 : 1, rowsResolved: isPhone ? 0 : 2)
    case .swipeFavorite:
      // Both gestures. Revealing the row's actions replays the whole screen, the actions shown over
      // the row's cell (session 38: everything was laid out again, the row's cell placed afresh);
      // the action's tap is a favourite, as the card's star is, from the list (which an iPhone shows
      // alone: the 6 rows on its screen are built, and the trip's row is resolved again).
      return Bounds(
        bodies: isPhone ? 4 : 7, nodes: 0, rows: isPhone ? 6 : rowsOnScreen, contents: isPhone ? 4 : 8,
        walks: 1, rowsResolved: 2)
    case .tabs:
      // Both taps, to the Overview and back: the tabs are resolved apart as the tab view is laid
      // out, and the app's root keeps its elements (session 38: 6 contents, the root's with its
      // modifiers at each tap); the navigation follower runs its body for the tab it saves.
      return Bounds(bodies: 2, nodes: 0, rows: 0, contents: 2, walks: 0)
    case .searchKeystroke:
      // 1 body, the two trips found, 1 content: the list's (4 before session 8: the tab is a
      // boundary, so the app's root and the restoration saver keep their elements).
      return Bounds(bodies: 1, nodes: 0, rows: 2, contents: 1, walks: 1, rowsResolved: 1)
    case .rotate:
      // No body runs and no content is resolved: the split view follows the size as it is laid
      // out, and the restoration saver, a custom modifier, keeps its content (session 7); the rows
      // are laid out again for the new size, their cells replayed.
      return Bounds(bodies: 0, nodes: 0, rows: isPhone ? 0 : 6, contents: 0, walks: isPhone ? 0 : 1)
    }
  }

  @Test(
    "Each interaction on each device does no more work than it did",
    arguments: Interaction.allCases, TripsInteractionCounterTests.devices)
  func interactionStaysWithinItsWork(_ interaction: Interaction, on device: Device) {
    let store = TripStore()
    let app = launchTrips(on: device, store: store)
    app.showTrips()
    start(interaction, in: app, on: device)
    app.metrics.reset()
    perform(interaction, in: app, store: store, on: device)
    let metrics = app.metrics
    let bounds = Self.bounds(of: interaction, on: device)
    #expect(metrics.bodyEvaluations <= bounds.bodies, "bodies evaluated")
    #expect(metrics.nodesCreated <= bounds.nodes, "nodes created")
    #expect(metrics.rowsBuilt <= bounds.rows, "rows built")
    #expect(metrics.contentResolutions <= bounds.contents, "contents resolved")
    #expect(metrics.listWalks <= bounds.walks, "lists walked")
    #expect(metrics.rowsResolved <= bounds.rowsResolved, "rows resolved")
  }

  /// Goes to where the interaction starts: Seattle chosen, except for a search, which starts at the
  /// list, and for choosing a trip on an iPhone, whose list is a screen of its own.
  private func start(_ interaction: Interaction, in app: HeadlessApp, on device: Device) {
    switch interaction {
    case .searchKeystroke: return
    case .select where device == .iPhone17, .swipeFavorite where device == .iPhone17: return
    default: app.cells["Seattle"].tap()
    }
  }

  /// Performs the interaction and checks that it did what a person expects to see.
  private func perform(_ interaction: Interaction, in app: HeadlessApp, store: TripStore, on device: Device) {
    switch interaction {
    case .select:
      let trip = device == .iPhone17 ? "Seattle" : "Vancouver"
      app.cells[trip].tap()
      #expect(app.navigationBars[trip].exists)
    case .next:
      app.buttons["Next: Vancouver"].tap()
      #expect(app.navigationBars["Vancouver"].exists)
    case .allTrips:
      app.buttons["All trips"].tap()
      #expect(app.cells["Seattle"].isHittable)
      #expect(!app.navigationBars["Seattle"].exists)
    case .editAndSave:
      app.buttons["Edit"].tap()
      app.buttons["Save"].tap()
      #expect(app.sheets.count == 0)
      #expect(app.navigationBars["Seattle"].exists)
    case .editANightAndSave:
      let nights = store.trip(id: Trip.seattle.id)!.nights
      app.buttons["Edit"].tap()
      app.steppers.buttons["Increment"].tap()
      app.buttons["Save"].tap()
      #expect(app.sheets.count == 0)
      #expect(app.staticTexts["\(nights + 1) nights"].exists)
    case .delete:
      app.buttons["Delete trip"].tap()
      app.alerts.firstMatch.buttons["Delete"].tap()
      #expect(app.alerts.count == 0)
      #expect(store.trip(id: Trip.seattle.id) == nil)
    case .favorite:
      let wasFavorite = store.trip(id: Trip.seattle.id)!.isFavorite
      app.buttons[wasFavorite ? "Unfavorite" : "Favorite"].tap()
      #expect(app.buttons[wasFavorite ? "Favorite" : "Unfavorite"].exists)
    case .swipeFavorite:
      let wasFavorite = store.trip(id: Trip.seattle.id)!.isFavorite
      app.cells["Seattle"].swipeRight()
      app.cells["Seattle"].buttons[wasFavorite ? "Unfavorite" : "Favorite"].tap()
      #expect(store.trip(id: Trip.seattle.id)!.isFavorite != wasFavorite)
      #expect(!app.cells["Seattle"].buttons[wasFavorite ? "Favorite" : "Unfavorite"].exists)
    case .tabs:
      app.tabBars.buttons["Overview"].tap()
      #expect(!app.navigationBars["Seattle"].exists)
      app.tabBars.buttons["Trips"].tap()
      #expect(app.navigationBars["Seattle"].exists)
    case .searchKeystroke:
      app.searchFields["Search"].typeText("k")
      #expect(app.cells["Kyoto"].exists)
      #expect(!app.cells["Seattle"].exists)
    case .rotate:
      if device == .mac {
        app.windowSize = CGSize(width: 1200, height: 800)
      } else {
        app.orientation = .landscape
      }
      #expect(app.navigationBars["Seattle"].exists)
    }
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

  @Test("Selecting a trip on an iPad among 100,000 walks no row of the list", arguments: [0, 100_000])
  func selectAmongMany(extra: Int) {
    let app = launchTrips(on: .iPadAir11, store: TripStore(trips: trips(extra)))
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.cells["Vancouver"].tap()
    #expect(app.columns["detail"].navigationBars["Vancouver"].exists)
    // Today: no row walked, whatever the number of trips: the list's last walk is shown again with
    // the highlight moved (session 37; 7 rows over the samples and 10 among 100,000, the rows on
    // screen, before), 5 bodies, 5 contents (8 before the eighth session: the detail column
    // is a boundary, and what holds the split view keeps its elements; 6 before session 29, when
    // the navigation follower began to run its body where it is), no node created; no cell laid
    // out afresh. Ratchets: lower them.
    #expect(app.metrics.rowsBuilt == 0)
    #expect(app.metrics.listWalks == 0)
    #expect(app.metrics.cellsPlacedAfresh == 0)
    #expect(app.metrics.bodyEvaluations <= 5)
    #expect(app.metrics.contentResolutions <= 5)
    #expect(app.metrics.nodesCreated == 0)
  }
}
