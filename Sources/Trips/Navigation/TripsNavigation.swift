import Observation
import Routing
import SwiftUI
import TripsKit

/// Where the app is: the tab, the chosen trip, what is pushed on it, the sheet, the search, the
/// planner. One object in the environment, so that deep links and restoration can set any place.
@MainActor
@Observable
public final class TripsNavigation {
  /// The tab on screen.
  public var tab: TripsTab = .overview
  /// The trip chosen in the list (the detail column shows it).
  public var selection: Trip.ID?
  /// The stack of the detail column and the sheet on screen.
  var router = Router<Trip.ID, TripSheet>()
  /// The search text of the Trips tab.
  public var searchText = ""
  /// Whether the Overview's planner is open.
  public var isPlannerOpen = false
  /// True while the editor holds changes that are not saved: a link then asks before replacing it.
  var editorHasEdits = false
  /// A link waiting for the person to decide about unsaved edits.
  var pendingLink: TripsLink?
  /// Why the last link could not be opened, shown in an alert.
  var linkProblem: String?
  /// An editor a link asked for while another editor was up: the first closes, then this opens
  /// (the two share an id, so replacing one with the other in place would keep the old draft).
  var queuedSheet: TripSheet?

  /// Presents an editor, closing a different one first.
  func present(_ sheet: TripSheet) {
    if let current = router.presentedSheet, current != sheet {
      queuedSheet = sheet
      router.presentedSheet = nil
    } else {
      router.presentedSheet = sheet
    }
  }

  /// Called when the sheet has gone: opens the editor that was waiting, if any.
  func presentQueuedSheet() {
    guard router.presentedSheet == nil, let queued = queuedSheet else { return }
    queuedSheet = nil
    router.presentedSheet = queued
  }

  /// Navigation at the Overview, nothing chosen.
  public init() {}

  /// The trip pushed or chosen, for the detail.
  var path: [Trip.ID] {
    get { router.path }
    set { router.path = newValue }
  }
}
