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

  /// Whether the store answers as a store made afresh from its trips does.
  private func answersAsAfresh(_ store: TripStore) -> Bool {
    let fresh = TripStore(trips: store.trips)
    return Array(store.indicesByStart) == Array(fresh.indicesByStart)
      && store.trips.allSatisfy { trip in
        store.index(of: trip.id) == fresh.index(of: trip.id)
          && store.trip(after: trip)?.id == fresh.trip(after: trip)?.id
      }
  }

  @Test("The store's own changes keep the order it finds trips by, as sorting them again would")
  func ownChangesKeepTheOrder() {
    let store = TripStore(trips: [
      trip(1, "Oslo", day: 3), trip(2, "Lima", day: 1), trip(3, "Quito", day: 3), trip(4, "Rome", day: 2),
      trip(5, "Kyiv", day: 5),
    ])
    #expect(store.index(of: 4) == 3)  // The order is made here, and kept from now on.
    store.toggleFavorite(store.trips[1])
    #expect(answersAsAfresh(store))
    var moved = store.trips[0]
    moved.start = Date(timeIntervalSince1970: 0.5 * 86_400)
    store.update(moved)
    #expect(store.trip(after: moved)?.city == "Lima")
    #expect(answersAsAfresh(store))
    store[tripAt: 2].start = Date(timeIntervalSince1970: 9 * 86_400)
    #expect(store.trip(after: store.trips[4])?.city == "Quito")
    #expect(answersAsAfresh(store))
    store.delete(ids: [2, 4])
    #expect(store.index(of: 5) == 2)
    #expect(store.index(of: 2) == nil)
    #expect(answersAsAfresh(store))
    let added = store.add(TripDraft(trip: trip(0, "Nuuk", day: 4)))
    #expect(store.index(of: added.id) == 3)
    #expect(answersAsAfresh(store))
  }

  @Test("Deletions one after another, with trips added and moved between them, find every trip")
  func manyDeletions() {
    let store = TripStore(trips: (1...40).map { trip($0, "City \($0)", day: ($0 * 7) % 13) })
    #expect(store.index(of: 40) == 39)  // The order is made here, and kept from now on.
    for round in 0..<12 {
      let doomed = store.trips[(round * 5) % store.trips.count]
      store.delete(ids: [doomed.id])
      #expect(store.index(of: doomed.id) == nil)
      if round % 3 == 0 { store.add(TripDraft(trip: trip(0, "Added \(round)", day: round))) }
      if round % 4 == 1 { store[tripAt: round].start = Date(timeIntervalSince1970: Double(round) * 43_200) }
      store.delete(ids: [store.trips[0].id, store.trips[store.trips.count - 1].id])
      #expect(answersAsAfresh(store))
    }
  }

  @Test("A trip given another identifier in place, or identifiers used twice, are still found")
  func replacedIdentifiers() {
    let store = TripStore(trips: [trip(1, "Oslo", day: 3), trip(2, "Lima", day: 1), trip(3, "Quito", day: 2)])
    #expect(store.index(of: 2) == 1)
    store[tripAt: 1] = trip(7, "Lima", day: 1)
    #expect(store.index(of: 2) == nil)
    #expect(store.index(of: 7) == 1)
    store.trips.append(trip(7, "Lima again", day: 4))
    #expect(store.index(of: 7) == 1, "the first of the two")
    store.delete(ids: [7])
    #expect(store.trips.map(\.city) == ["Oslo", "Quito"])
    #expect(answersAsAfresh(store))
  }
}
