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

  /// Goes to the place a link names (already checked).
  public func apply(_ link: TripsLink) {
    pendingLink = nil
    editorHasEdits = false
    switch link {
    case .overview, .planner:
      router.presentedSheet = nil
      tab = .overview
      isPlannerOpen = link == .planner
    case .trips:
      router.presentedSheet = nil
      tab = .trips
      selection = nil
      path = []
      searchText = ""
    case .search(let query):
      router.presentedSheet = nil
      tab = .trips
      selection = nil
      path = []
      searchText = query
    case .trip(let id, let pushed):
      router.presentedSheet = nil
      tab = .trips
      searchText = ""
      selection = id
      path = pushed
    case .edit(let id):
      tab = .trips
      searchText = ""
      selection = id
      path = []
      present(.editTrip(id))
    case .newTrip:
      tab = .trips
      present(.newTrip)
    }
  }

  /// Opens the link that waited, throwing away the editor's edits.
  func openPendingLink() {
    guard let link = pendingLink else { return }
    apply(link)
  }
}
