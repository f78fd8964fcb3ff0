import Foundation
import SwiftUI
import Trips
import TripsKit

// The Trips app's interactions (issue 19) on an iPhone, an iPad and a Mac, driven through the paths the
// hosts use: a query finds the element as a test does (outside the clock), the host performs its tap
// or its typing, or changes the scene's geometry and updates. The place an interaction starts from is
// set by a link (`TripsNavigation.apply`), also outside the clock.

/// A device the Trips interactions run on, with the name `--profile` uses for it.
enum BenchDevice: String, CaseIterable {
  case iPhone = "iphone"
  case iPad = "ipad"
  case mac = "mac"

  var profile: DeviceProfile {
    switch self {
    case .iPhone: .iPhone17
    case .iPad: .iPadAir11
    case .mac: .mac
    }
  }

  var title: String {
    switch self {
    case .iPhone: "iPhone"
    case .iPad: "iPad"
    case .mac: "Mac"
    }
  }
}

/// The Trips app on one device over a store of trips, and what an interaction needs to drive it.
@MainActor
final class TripsBench {
  let device: BenchDevice
  let store: TripStore
  let navigation = TripsNavigation()
  let host: GraphHost
  /// The nights an interaction that edits them expects the trip to have once it saved.
  var expectedNights: Int?

  init(device: BenchDevice, trips: [Trip]) {
    self.device = device
    let store = TripStore(trips: trips)
    self.store = store
    let navigation = navigation
    host = GraphHost(geometry: SceneGeometry(device: device.profile)) {
      TripsApp(store: store, navigation: navigation)
    }
    _ = host.screen
    go(to: .trips)
  }

  /// Goes to a place of the app by its link, outside the clock.
  func go(to link: TripsLink) {
    if navigation.currentLink != link || !navigation.searchText.isEmpty {
      host.perform { self.navigation.apply(link) }
    }
  }

  /// What a tap on the element does, found as a test's query finds it: the first hittable element
  /// with this label (or whose label starts with it, with `prefix`), or holding a text with it.
  func action(_ label: String, role: ScreenRole? = nil, prefix: Bool = false) -> () -> Void {
    func matches(_ text: String) -> Bool { prefix ? text.hasPrefix(label) : text == label }
    guard
      let node = host.screen.firstNode(where: {
        (matches($0.label) || $0.containsDescendant { $0.role == .staticText && matches($0.label) })
          && $0.isHittable && (role == nil || $0.role == role)
      }), let action = host.screen.actions[node.id]?.tap
    else { fatalError("no \(label) on the \(device.title) screen: \(hittableLabels)") }
    return action
  }

  var hittableLabels: String {
    host.screen.allNodes.filter(\.isHittable).map { "\($0.role) \($0.label)" }.joined(separator: "; ")
  }

  /// Taps an element; with a clock, the app's work (not the query) is timed.
  func tap(_ label: String, role: ScreenRole? = nil, prefix: Bool = false, on clock: StepClock?) {
    let tap = action(label, role: role, prefix: prefix)
    if let clock { clock.time { host.perform(tap) } } else { host.perform(tap) }
  }

  /// Swipes right on a list's cell, revealing the row's leading actions; with a clock, the app's
  /// work (not the query) is timed.
  func swipeRight(onCell label: String, on clock: StepClock?) {
    guard
      let cell = host.screen.firstNode(where: {
        $0.role == .cell && $0.isHittable
          && $0.containsDescendant { $0.role == .staticText && $0.label == label }
      }), let swipe = host.screen.actions[cell.id]?.swipeRight
    else { fatalError("no \(label) cell to swipe on the \(device.title) screen: \(hittableLabels)") }
    if let clock { clock.time { host.perform(swipe) } } else { host.perform(swipe) }
  }

  /// Taps one of the actions a swipe revealed on a list's cell (not a button of that name elsewhere
  /// on the screen, as the trip's card has).
  func tapRevealed(_ label: String, onCell cellLabel: String, on clock: StepClock?) {
    guard
      let cell = host.screen.firstNode(where: {
        $0.role == .cell && $0.containsDescendant { $0.role == .staticText && $0.label == cellLabel }
      }),
      let button = cell.descendants.first(where: { $0.role == .button && $0.label == label }),
      button.isHittable, let tap = host.screen.actions[button.id]?.tap
    else { fatalError("no \(label) revealed on the \(device.title) screen: \(hittableLabels)") }
    if let clock { clock.time { host.perform(tap) } } else { host.perform(tap) }
  }

  /// Types into the search field, as a keyboard does.
  func typeIntoSearch(_ text: String, on clock: StepClock?) {
    guard let field = host.screen.firstNode(where: { $0.role == .searchField && $0.isHittable }),
      let typeText = host.screen.actions[field.id]?.typeText
    else { fatalError("no search field on the \(device.title) screen: \(hittableLabels)") }
    if let clock { clock.time { host.perform { typeText(text) } } } else { host.perform { typeText(text) } }
  }

  /// Turns the device (a Mac's window is resized instead) and updates, as the test host does.
  func rotate(on clock: StepClock?) {
    let work = {
      if self.device == .mac {
        let size = self.host.geometry.windowSize
        self.host.geometry.windowSize =
          size == CGSize(width: 1000, height: 700)
          ? CGSize(width: 1200, height: 800) : CGSize(width: 1000, height: 700)
      } else {
        self.host.geometry.orientation = self.host.geometry.orientation == .portrait ? .landscape : .portrait
      }
      self.host.updateIfNeeded()
    }
    if let clock { clock.time(work) } else { work() }
  }
}

/// One Trips interaction: where it starts (set up outside the clock), its steps, and a check that it
/// did what a person expects.
struct TripsInteraction {
  let name: String
  let title: String
  let setUp: @MainActor (TripsBench) -> Void
  let run: @MainActor (TripsBench, StepClock?) -> Void
  let check: @MainActor (TripsBench) -> Bool

  /// `trips-select-ipad`: the name `--profile` takes.
  func profileName(on device: BenchDevice) -> String { "trips-\(name)-\(device.rawValue)" }

  /// Every interaction of the benchmark on a device, in the order the benchmark prints them.
  ///
  /// - Parameter device: The device.
  /// - Returns: The interactions.
  @MainActor
  static func all(on device: BenchDevice) -> [TripsInteraction] {
    navigating(on: device) + editing() + changingTrips(on: device) + changingTheScreen(on: device)
  }

  private static let seattle = Trip.seattle.id

  /// Seattle chosen (put back first if an earlier interaction deleted it), nothing pushed, no sheet,
  /// no search: where most interactions start.
  @MainActor
  private static func atSeattle(_ bench: TripsBench) {
    if bench.store.trip(id: seattle) == nil {
      bench.host.perform { bench.store.trips.insert(Trip.seattle, at: 0) }
    }
    bench.go(to: .trip(seattle, pushed: []))
  }

  /// Choosing a trip, pushing the next one, clearing the choice.
  @MainActor
  private static func navigating(on device: BenchDevice) -> [TripsInteraction] {
    [
      TripsInteraction(
        name: "select", title: "select a trip",
        setUp: { bench in
          // On an iPad and a Mac the list stays beside the detail: the choice goes from one trip to
          // the other. On an iPhone the list is a screen of its own: back to it first.
          if device == .iPhone { bench.go(to: .trips) }
        },
        run: { bench, clock in
          let target = bench.navigation.selection == seattle ? "Vancouver" : "Seattle"
          bench.tap(target, role: .cell, on: clock)
        },
        check: { $0.navigation.selection != nil }),
      TripsInteraction(
        name: "next", title: "Next (push the next trip)", setUp: atSeattle,
        run: { bench, clock in bench.tap("Next: ", prefix: true, on: clock) },
        check: { $0.navigation.currentLink != .trip(seattle, pushed: []) }),
      TripsInteraction(
        name: "all-trips", title: "All trips", setUp: atSeattle,
        run: { bench, clock in bench.tap("All trips", on: clock) },
        check: { $0.navigation.selection == nil }),
    ]
  }

  /// The editor's sheet and the delete alert.
  @MainActor
  private static func editing() -> [TripsInteraction] {
    [
      TripsInteraction(
        name: "edit-save", title: "open the editor and save, without an edit", setUp: atSeattle,
        run: { bench, clock in
          bench.tap("Edit", on: clock)
          bench.tap("Save", on: clock)
        },
        check: { $0.navigation.currentLink == .trip(seattle, pushed: []) }),
      TripsInteraction(
        name: "edit-night-save", title: "open the editor, add a night and save", setUp: atSeattle,
        run: { bench, clock in
          // A night more, or less once the trip is long: the stepper's range ends at 60.
          let nights = bench.store.trip(id: seattle)?.nights ?? 1
          bench.expectedNights = nights < 30 ? nights + 1 : nights - 1
          bench.tap("Edit", on: clock)
          bench.tap(nights < 30 ? "Increment" : "Decrement", role: .button, on: clock)
          bench.tap("Save", on: clock)
        },
        check: { bench in
          bench.navigation.currentLink == .trip(seattle, pushed: [])
            && bench.store.trip(id: seattle)?.nights == bench.expectedNights
        }),
      TripsInteraction(
        name: "delete", title: "delete with the alert", setUp: atSeattle,
        run: { bench, clock in
          bench.tap("Delete trip", on: clock)
          bench.tap("Delete", role: .button, on: clock)
        },
        check: { $0.store.trip(id: seattle) == nil }),
    ]
  }

  /// Favouriting, from the trip's card and from its row's swipe actions.
  @MainActor
  private static func changingTrips(on device: BenchDevice) -> [TripsInteraction] {
    [
      TripsInteraction(
        name: "favorite", title: "favourite (the card's star)", setUp: atSeattle,
        run: { bench, clock in
          bench.tap(bench.store.trip(id: seattle)?.isFavorite == true ? "Unfavorite" : "Favorite", on: clock)
        },
        check: { _ in true }),
      TripsInteraction(
        name: "swipe-favorite", title: "favourite from a row's swipe actions",
        setUp: { bench in
          // The list shows beside the trip on an iPad and a Mac; on an iPhone it is its own screen.
          if device == .iPhone { bench.go(to: .trips) } else { atSeattle(bench) }
        },
        run: { bench, clock in
          bench.swipeRight(onCell: "Seattle", on: clock)
          let label = bench.store.trip(id: seattle)?.isFavorite == true ? "Unfavorite" : "Favorite"
          bench.tapRevealed(label, onCell: "Seattle", on: clock)
        },
        check: { bench in
          // The swipe's button hid the actions again.
          bench.host.screen.firstNode(where: { $0.facts.swipeEdge != nil }) == nil
        }),
    ]
  }

  /// Another tab, a search keystroke, the device turned.
  @MainActor
  private static func changingTheScreen(on device: BenchDevice) -> [TripsInteraction] {
    [
      TripsInteraction(
        name: "tabs", title: "to the Overview tab and back",
        setUp: atSeattle,
        run: { bench, clock in
          bench.tap("Overview", role: .button, on: clock)
          bench.tap("Trips", role: .button, on: clock)
        },
        check: { $0.navigation.currentLink == .trip(seattle, pushed: []) }),
      TripsInteraction(
        name: "search", title: "a search keystroke",
        setUp: { bench in bench.go(to: .trips) },
        run: { bench, clock in bench.typeIntoSearch("k", on: clock) },
        check: { $0.navigation.searchText == "k" }),
      TripsInteraction(
        name: "rotate", title: device == .mac ? "resize the window" : "rotate", setUp: atSeattle,
        run: { bench, clock in bench.rotate(on: clock) },
        check: { _ in true }),
    ]
  }
}

/// The sample trips and, with `count` above their number, trips in the months after them ("City 8",
/// ...), so that the samples stay at the top of the list and Seattle's Next is still Vancouver.
func benchTrips(_ count: Int) -> [Trip] {
  let samples = Trip.samples
  guard count > samples.count else { return samples }
  let start = samples.map(\.start).max()!.addingTimeInterval(90 * 86_400)
  return samples
    + (samples.count..<count).map { index in
      Trip(
        id: index + 1, city: "City \(index + 1)", country: "Country",
        start: start.addingTimeInterval(Double(index % 120) * 30.5 * 86_400 + Double(index / 120) * 60),
        nights: 3, price: 500, imageName: "airplane")
    }
}

/// Every Trips interaction on every device, timed, over the sample trips and over `counts` trips.
@MainActor
func tripsInteractionScenarios(runs: Int, counts: [Int]) -> [Measurement] {
  var results: [Measurement] = []
  for count in [Trip.samples.count] + counts {
    for device in BenchDevice.allCases {
      let bench = TripsBench(device: device, trips: benchTrips(count))
      let place = count == Trip.samples.count ? device.title : "\(device.title), \(count.formatted()) trips"
      for interaction in TripsInteraction.all(on: device) {
        results.append(
          measureSteps(
            "Trips on \(place): \(interaction.title)", runs: runs, setUp: { interaction.setUp(bench) }
          ) {
            clock in
            interaction.run(bench, clock)
            guard interaction.check(bench) else { fatalError("\(interaction.name) did not happen") }
          })
      }
    }
  }
  return results
}

/// `--profile trips-<interaction>-<device> [times] [trips]`: one Trips interaction, `times` times, over
/// the sample trips or `trips` of them. Only the timed steps run inside `measuredStep`, so that
/// `valgrind --tool=callgrind --toggle-collect='*measuredStep*'` counts the interaction alone, without
/// the launch or the set-up. With `BENCH_COUNTERS` set in the environment, prints the host's work
/// counters for each run (bodies, rows made and reused, placements replayed) and the time its
/// steps took (the first run in a process pays for what the process meets for the first time).
/// Returns false when no interaction has this name.
@MainActor
func profileTrips(_ name: String, times: Int, trips: Int) -> Bool {
  let name = name == "trips-select" ? "trips-select-ipad" : name
  for device in BenchDevice.allCases {
    for interaction in TripsInteraction.all(on: device) where interaction.profileName(on: device) == name {
      let bench = TripsBench(device: device, trips: benchTrips(trips))
      let clock = StepClock()
      let printsCounters = ProcessInfo.processInfo.environment["BENCH_COUNTERS"] != nil
      for _ in 0..<times {
        interaction.setUp(bench)
        let before = bench.host.metrics
        let started = clock.elapsed
        interaction.run(bench, clock)
        guard interaction.check(bench) else { fatalError("\(interaction.name) did not happen") }
        if printsCounters {
          let milliseconds = (clock.elapsed - started) / .milliseconds(1)
          print(bench.host.metrics.difference(from: before) + String(format: ", time: %.3f ms", milliseconds))
        }
      }
      return true
    }
  }
  return false
}

/// The names `--profile` takes for the Trips interactions.
@MainActor
var tripsProfileNames: [String] {
  BenchDevice.allCases.flatMap { device in TripsInteraction.all(on: device).map { $0.profileName(on: device) }
  }
}

extension GraphHost.Metrics {
  /// The work done since `earlier`, one counter a line, for `BENCH_COUNTERS=1 trips-bench --profile`.
  func difference(from earlier: GraphHost.Metrics) -> String {
    [
      ("bodies", bodyEvaluations - earlier.bodyEvaluations),
      ("nodes created", nodesCreated - earlier.nodesCreated),
      ("updates", updates - earlier.updates),
      ("rows resolved", rowsResolved - earlier.rowsResolved),
      ("rows reused", rowsReused - earlier.rowsReused),
      ("content resolutions", contentResolutions - earlier.contentResolutions),
      ("placements reused", placementsReused - earlier.placementsReused),
      ("cells placed afresh", cellsPlacedAfresh - earlier.cellsPlacedAfresh),
      ("lists walked", listWalks - earlier.listWalks),
      ("environment comparisons", environmentComparisons - earlier.environmentComparisons),
    ].map { "\($0.0): \($0.1)" }.joined(separator: ", ")
  }
}
