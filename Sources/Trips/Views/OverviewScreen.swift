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
          ForEach(comingUp, id: \.trip.id) { entry in
            TripCard(trip: binding(to: entry.trip, at: entry.index))
          }
        }
      }
      .navigationTitle("Overview")
    }
  }

  /// The next trips, soonest first (a tie in the store's order), with where each is in the store: the
  /// cards stay few however many trips there are, and finding them is one pass that keeps the soonest
  /// few rather than a sort of every trip.
  private var comingUp: [(trip: Trip, index: Int)] {
    let trips = store.trips
    let count = 12
    var soonest: [(start: Date, index: Int)] = []
    for index in trips.indices {
      let key = (start: trips[index].start, index: index)
      if soonest.count == count, let last = soonest.last, !(key < last) { continue }
      soonest.insert(key, at: soonest.firstIndex { key < $0 } ?? soonest.count)
      if soonest.count > count { soonest.removeLast() }
    }
    return soonest.map { (trips[$0.index], $0.index) }
  }

  /// The trip in the store, so that a change on the card changes the store. The trip is looked for
  /// where it was when the body ran first: a card reads its trip several times, and a search through
  /// the store each time would make every card cost as much as the store is long.
  private func binding(to trip: Trip, at index: Int) -> Binding<Trip> {
    Binding(
      get: {
        let trips = store.trips
        if trips.indices.contains(index) && trips[index].id == trip.id { return trips[index] }
        return store.trip(id: trip.id) ?? trip
      },
      set: { store.update($0) })
  }
}
