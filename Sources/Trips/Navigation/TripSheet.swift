import Routing
import SwiftUI
import TripsKit

/// The sheets the app presents through its router. A new trip and an edited trip are two ways into
/// one editor, so they share an id and can never be on screen together.
enum TripSheet: SheetDestination {
  case newTrip
  case editTrip(Trip.ID)

  var id: String { "trip-editor" }

  var content: some View {
    switch self {
    case .newTrip: TripEditorSheet(tripID: nil)
    case .editTrip(let id): TripEditorSheet(tripID: id)
    }
  }
}
