import SwiftUI
import TripsKit

/// The Overview tab: the planner, then the trips coming up as cards, soonest first.
struct OverviewScreen: View {
  @Environment(TripStore.self) private var store

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 16) {
          TripPlanner()
          ForEach(comingUp) { trip in
            TripCard(trip: binding(to: trip))
          }
        }
      }
      .navigationTitle("Overview")
    }
  }

  /// The next trips, soonest first: the cards stay few however many trips there are.
  private var comingUp: [Trip] {
    Array(store.trips.sorted { $0.start < $1.start }.prefix(12))
  }

  /// The trip in the store, so that a change on the card changes the store.
  private func binding(to trip: Trip) -> Binding<Trip> {
    Binding(
      get: { store.trip(id: trip.id) ?? trip },
      set: { store.update($0) })
  }
}
