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

  /// Navigation at the Overview, nothing chosen.
  public init() {}

  /// The trip pushed or chosen, for the detail.
  var path: [Trip.ID] {
    get { router.path }
    set { router.path = newValue }
  }
}
