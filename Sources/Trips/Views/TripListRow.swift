import SwiftUI
import TripsKit

/// A trip's row in the list: the link to it, and the leading swipe that favourites it. A view of its
/// own, as SwiftUI advises for rows: when the list's body runs again (a new selection, a search
/// keystroke) a row whose trip did not change is handed out as it was.
struct TripListRow: View {
  let trip: Trip
  @Environment(TripStore.self) private var store
  @Environment(\.highlight) private var highlight

  var body: some View {
    NavigationLink(value: trip.id) {
      TripRow(trip: trip)
    }
    .swipeActions(edge: .leading) {
      Button(
        trip.isFavorite ? "Unfavorite" : "Favorite",
        systemImage: trip.isFavorite ? "star.slash" : "star"
      ) {
        store.toggleFavorite(trip)
      }
      .tint(highlight)
    }
  }
}
