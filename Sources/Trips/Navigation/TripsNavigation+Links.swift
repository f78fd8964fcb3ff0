import SwiftUI
import TripsKit

extension TripsNavigation {
  /// The place on screen now, as a link.
  public var currentLink: TripsLink {
    switch tab {
    case .overview:
      return isPlannerOpen ? .planner : .overview
    case .trips:
      if case .newTrip = router.presentedSheet ?? queuedSheet { return .newTrip }
      if let selection {
        if case .editTrip(let id) = router.presentedSheet ?? queuedSheet, id == selection, path.isEmpty {
          return .edit(id)
        }
        return .trip(selection, pushed: path)
      }
      return searchText.isEmpty ? .trips : .search(searchText)
    }
  }

  /// Opens a URL. A malformed link or one naming a trip that does not exist changes nothing and says
  /// why; over an editor with unsaved edits, the link waits for the person to decide.
  public func open(_ url: URL, in store: TripStore) {
    switch TripsLink.parse(url) {
    case .failure(let problem):
      linkProblem = "Cannot open this link. \(problem.description)"
    case .success(let link):
      if let missing = link.tripIDs.first(where: { store.trip(id: $0) == nil }) {
        linkProblem = "Cannot open this link. There is no trip \(missing)."
        return
      }
      if router.presentedSheet != nil && editorHasEdits && link != currentLink {
        pendingLink = link
        return
      }
      apply(link)
    }
  }

  /// Goes to the place a link names (already checked). What is already as the link says is left
  /// alone: an observed property tells its readers of every assignment, equal or not, and a link to
  /// where the person already is should run no body.
  public func apply(_ link: TripsLink) {
    pendingLink = nil
    editorHasEdits = false
    switch link {
    case .overview, .planner:
      update(\.router.presentedSheet, to: nil)
      update(\.tab, to: .overview)
      update(\.isPlannerOpen, to: link == .planner)
    case .trips:
      show(selection: nil, path: [], searchText: "")
    case .search(let query):
      show(selection: nil, path: [], searchText: query)
    case .trip(let id, let pushed):
      show(selection: id, path: pushed, searchText: "")
    case .edit(let id):
      update(\.tab, to: .trips)
      update(\.searchText, to: "")
      update(\.selection, to: id)
      update(\.path, to: [])
      present(.editTrip(id))
    case .newTrip:
      update(\.tab, to: .trips)
      present(.newTrip)
    }
  }

  /// The Trips tab with no sheet, this trip chosen, these pushed and this search.
  private func show(selection: Trip.ID?, path: [Trip.ID], searchText: String) {
    update(\.router.presentedSheet, to: nil)
    update(\.tab, to: .trips)
    update(\.searchText, to: searchText)
    update(\.selection, to: selection)
    update(\.path, to: path)
  }

  private func update<Value: Equatable>(
    _ property: ReferenceWritableKeyPath<TripsNavigation, Value>, to value: Value
  ) {
    if self[keyPath: property] != value { self[keyPath: property] = value }
  }

  /// Opens the link that waited, throwing away the editor's edits.
  func openPendingLink() {
    guard let link = pendingLink else { return }
    apply(link)
  }
}
