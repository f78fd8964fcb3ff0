import Foundation
import TripsKit

/// What the app restores on the next launch: the tab, the chosen trip, what was pushed on it, and
/// whether its editor was open. Saved as JSON beside the trips; ids that no longer exist are dropped.
public struct RestorationState: Codable, Equatable, Sendable {
  /// The tab.
  public var tab: TripsTab
  /// The chosen trip.
  public var selection: Trip.ID?
  /// Trips pushed on the chosen one.
  public var path: [Trip.ID]
  /// The trip whose editor was open.
  public var editing: Trip.ID?

  /// A state.
  public init(tab: TripsTab, selection: Trip.ID?, path: [Trip.ID], editing: Trip.ID?) {
    self.tab = tab
    self.selection = selection
    self.path = path
    self.editing = editing
  }

  /// Where the restoration file of a data file lives: beside it.
  public static func url(besides dataURL: URL) -> URL {
    dataURL.deletingLastPathComponent().appendingPathComponent("scene-state.json")
  }

  /// Reads a saved state; anything unreadable is ignored (the app then starts at the Overview).
  public static func load(from url: URL) -> RestorationState? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      (attributes[.size] as? Int ?? 0) < 64 * 1024,
      let data = try? Data(contentsOf: url)
    else { return nil }
    return try? JSONDecoder().decode(RestorationState.self, from: data)
  }

  /// Writes the state atomically; a failure only means the next launch starts at the Overview.
  public func save(to url: URL) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url, options: .atomic)
  }
}

extension TripsNavigation {
  /// The state to save now.
  public var restorationState: RestorationState {
    var editing: Trip.ID?
    if case .editTrip(let id) = router.presentedSheet { editing = id }
    return RestorationState(tab: tab, selection: selection, path: path, editing: editing)
  }

  /// Restores a saved state, dropping trips that no longer exist and keeping at most
  /// ``TripsLink/maximumPushed`` pushed trips (the first ones), as a link may push: a file that lists
  /// more is not refused, it is cut, silently, like any stale part of a saved state. Looking the ids up
  /// in a set makes restoring cost the trips plus the path, whatever the file holds.
  public func restore(_ state: RestorationState, in store: TripStore) {
    let ids = Set(store.trips.map(\.id))
    tab = state.tab
    selection = state.selection.flatMap { ids.contains($0) ? $0 : nil }
    path =
      selection == nil
      ? [] : Array(state.path.lazy.filter { ids.contains($0) }.prefix(TripsLink.maximumPushed))
    if let editing = state.editing, ids.contains(editing) {
      router.presentedSheet = .editTrip(editing)
    }
  }
}
