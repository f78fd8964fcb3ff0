import SwiftUI
import TripsKit

/// A trip in the list: city, dates and nights, with a star when it is a favourite.
struct TripRow: View {
  let trip: Trip

  var body: some View {
    HStack {
      Image(systemName: trip.isFavorite ? "star.fill" : trip.imageName)
      VStack(alignment: .leading) {
        Text(trip.city)
        Text(trip.dates)
          .font(.caption)
      }
      Spacer()
      Text("^[\(trip.nights) night](inflect: true)")
    }
  }
}
