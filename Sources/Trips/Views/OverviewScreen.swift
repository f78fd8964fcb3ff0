import SwiftUI
import TripsKit

/// The Overview tab: the planner, then every trip as a card, soonest first.
struct OverviewScreen: View {
  @Environment(TripStore.self) private var store

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 16) {
          TripPlanner()
          ForEach(store.trips.sorted { $0.start < $1.start }) { trip in
            TripCard(trip: binding(to: trip))
          }
        }
      }
      .navigationTitle("Overview")
    }
  }

  /// The trip in the store, so that a change on the card changes the store.
  private func binding(to trip: Trip) -> Binding<Trip> {
    Binding(
      get: { store.trip(id: trip.id) ?? trip },
      set: { store.update($0) })
  }
}
