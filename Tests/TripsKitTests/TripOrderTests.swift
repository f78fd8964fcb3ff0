import Foundation
import Testing
import TripsKit

private func trip(_ id: Int, _ city: String, day: Int) -> Trip {
  Trip(
    id: id, city: city, country: "Somewhere", start: Date(timeIntervalSince1970: Double(day) * 86_400),
    nights: 2, price: 500, imageName: "airplane")
}

@MainActor
@Suite("Finding a trip and the next one")
struct TripOrderTests {
  @Test("A trip is found by its identifier, also after the list changed under it")
  func findsByIdentifier() {
    let store = TripStore(trips: [trip(1, "Oslo", day: 3), trip(2, "Lima", day: 1), trip(3, "Quito", day: 2)])
    #expect(store.index(of: 3) == 2)
    store.delete(ids: [1])
    #expect(store.index(of: 3) == 1)
    #expect(store.index(of: 1) == nil)
    #expect(store.trip(id: 2)?.city == "Lima")
  }

  @Test("The next trip is the one that starts soonest after, the first in the list on a tie")
  func nextTrip() {
    let store = TripStore(trips: [
      trip(1, "Oslo", day: 3), trip(2, "Lima", day: 1), trip(3, "Quito", day: 3), trip(4, "Rome", day: 2),
    ])
    #expect(store.trip(after: store.trips[1])?.city == "Rome")
    #expect(store.trip(after: store.trips[3])?.city == "Oslo", "Oslo and Quito tie; Oslo comes first")
    #expect(store.trip(after: store.trips[0]) == nil)
  }

  @Test("An edit to a trip's start moves it in the order of the next trips")
  func editMovesTheOrder() {
    let store = TripStore(trips: [trip(1, "Oslo", day: 3), trip(2, "Lima", day: 1), trip(3, "Quito", day: 2)])
    #expect(store.trip(after: store.trips[1])?.city == "Quito")
    store.trips[0].start = Date(timeIntervalSince1970: 1.5 * 86_400)
    #expect(store.trip(after: store.trips[1])?.city == "Oslo")
  }
}
