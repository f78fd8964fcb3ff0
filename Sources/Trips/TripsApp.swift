import Routing
import SwiftUI
import TripsKit

/// The Trips app: Overview and Trips tabs, the editor sheet routed from anywhere, deep links, saving
/// and restoring where the person was.
public struct TripsApp: View {
  @State private var store: TripStore
  @State private var navigation: TripsNavigation
  @State private var saveProblem: String?
  @State private var loadProblem: String?
  @State private var notSaving: String?
  private let restorationURL: URL?

  /// The app over a store (loaded from its file, or in memory), saving where the person is to
  /// `restorationURL` when given, and restoring it from there first when `restoring` is true.
  ///
  /// - Parameters:
  ///   - store: The trips.
  ///   - navigation: Where the app starts (a link opened at launch has already set it).
  ///   - restorationURL: Where the place is saved as the person moves, for the next launch.
  ///   - restoring: Whether to start where the last launch ended; false when a link at launch chose
  ///     the place, which is then saved like one reached by hand.
  public init(
    store: TripStore, navigation: TripsNavigation = TripsNavigation(), restorationURL: URL? = nil,
    restoring: Bool = true
  ) {
    if restoring, let restorationURL, let saved = RestorationState.load(from: restorationURL) {
      navigation.restore(saved, in: store)
    }
    _store = State(initialValue: store)
    _navigation = State(initialValue: navigation)
    _loadProblem = State(initialValue: store.loadProblem.map { "\($0.description)" })
    // Another app has the file: said once at launch, then by the line that stays on every tab.
    if let problem = store.saveProblem, case .notLocked(let lockError) = problem.kind {
      _notSaving = State(initialValue: lockError.description)
    }
    self.restorationURL = restorationURL
  }

  public var body: some View {
    @Bindable var navigation = navigation
    VStack(spacing: 0) {
      if let problem = store.saveProblem {
        NotSavingBanner(problem: problem, store: store)
      }
      TabView(selection: $navigation.tab) {
        Tab("Overview", systemImage: "map", value: TripsTab.overview) {
          OverviewScreen()
        }
        Tab("Trips", systemImage: "suitcase", value: TripsTab.trips) {
          TripList()
        }
      }
    }
    .withSheetDestinations(sheet: $navigation.router.presentedSheet)
    .alert("Cannot open link", item: $navigation.linkProblem) { _ in
      Button("OK") {}
    } message: { problem in
      Text(problem)
    }
    .alert("Your trips were not saved", item: $saveProblem) { _ in
      Button("OK") {}
    } message: { problem in
      Text(problem)
    }
    .alert("This window does not save", item: $notSaving) { _ in
      Button("OK") {}
    } message: { problem in
      Text("\(problem) Edits made here are lost when it quits.")
    }
    .alert("Your trips could not be loaded", item: $loadProblem) { _ in
      Button("OK") {}
    } message: { problem in
      Text("\(problem) The file is left as it is, and changes will not be saved over it.")
    }
    .onOpenURL { url in
      navigation.open(url, in: store)
    }
    .modifier(SavesTrips(store: store, problem: $saveProblem))
    .modifier(FollowsNavigation(navigation: navigation, restorationURL: restorationURL))
    .environment(store)
    .environment(navigation)
    .environment(\.highlight, .orange)
  }
}

/// Saves the trips whenever they change. A failure keeps them in memory and says why: in an alert
/// when the reason is new, and in the banner for as long as it lasts.
///
/// A modifier of its own, apart from ``FollowsNavigation``: its body is what reads the store's
/// revision, so a change to the trips runs it alone rather than the app's whole body, and reads
/// nothing of where the person is.
private struct SavesTrips: ViewModifier {
  let store: TripStore
  @Binding var problem: String?

  func body(content: Content) -> some View {
    content
      .onChange(of: store.revision) {
        saveTrips()
      }
  }

  private func saveTrips() {
    let standing = store.saveProblem
    do {
      try store.save()
    } catch {
      if error != standing { problem = "\(error.description)" }
    }
  }
}

/// Saves where the person is whenever that changes, and opens the editor that waited for a sheet to
/// go. Its body reads the navigation state alone: a step of navigation or a sheet runs it, and a
/// change to the trips does not.
private struct FollowsNavigation: ViewModifier {
  let navigation: TripsNavigation
  let restorationURL: URL?

  func body(content: Content) -> some View {
    content
      .onChange(of: navigation.restorationState, initial: true) {
        if let restorationURL { navigation.restorationState.save(to: restorationURL) }
      }
      .onChange(of: navigation.router.presentedSheet) {
        navigation.presentQueuedSheet()
      }
  }
}
