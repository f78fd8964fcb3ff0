import SwiftUI
import TripsKit

/// A trip as a card: its picture, city and country, dates, nights, price, and a favourite star.
struct TripCard: View {
  @Binding var trip: Trip

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Image(systemName: trip.imageName)
      Text(trip.city)
        .font(.title)
      Text(trip.country)
        .foregroundStyle(.secondary)
      Text(trip.dates)
      Text("^[\(trip.nights) night](inflect: true)")
      Text(trip.price, format: .currency(code: "USD"))
      FavoriteButton(isFavorite: $trip.isFavorite)
    }
    .padding()
  }
}
