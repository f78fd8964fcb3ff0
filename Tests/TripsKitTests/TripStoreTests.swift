import Foundation
import Observation
import Testing
import TripsKit

/// Whether an observation's change handler ran.
private final class ObservedChange: @unchecked Sendable {
  var happened = false
}

@MainActor
@Suite("TripStore")
struct TripStoreTests {
  private func draft(_ city: String) -> TripDraft {
    var draft = TripDraft()
    draft.city = city
    draft.country = "Somewhere"
    return draft
  }

  @Test func startsWithTheSamples() {
    let store = TripStore()
    #expect(store.trips == Trip.samples)
    #expect(store.loadProblem == nil)
  }

  @Test func addGivesTheNextFreeID() throws {
    let store = TripStore()
    let maxID = try #require(Trip.samples.map(\.id).max())
    let added = store.add(draft("Oslo"))
    #expect(added.id == maxID + 1)
    #expect(store.trips.last == added)
    #expect(store.trips.filter { $0.id == added.id }.count == 1)
    #expect(store.add(draft("Bergen")).id == maxID + 2)
  }

  @Test func addAfterDeletionsNeverReusesALiveID() {
    let store = TripStore()
    store.delete(ids: [1, 3, 4])
    let added = store.add(draft("Oslo"))
    #expect(store.trips.filter { $0.id == added.id }.count == 1)
    #expect(added.id == (Trip.samples.map(\.id).max() ?? 0) + 1)
    store.delete(store.trips.filter { $0.id != added.id })
    let next = store.add(draft("Bergen"))
    #expect(next.id == added.id + 1)
    #expect(Set(store.trips.map(\.id)).count == store.trips.count)
  }

  @Test func addOnAnEmptyStoreStartsAtOne() {
    let store = TripStore(trips: [])
    #expect(store.add(draft("Oslo")).id == 1)
    #expect(store.add(draft("Bergen")).id == 2)
    #expect(store.trips.map(\.city) == ["Oslo", "Bergen"])
  }

  @Test(arguments: [[2, 5], [5, 2], [7, 1, 4], [1, 4, 7]])
  func deleteRemovesExactlyTheNamedTrips(ids: [Int]) {
    let store = TripStore()
    let doomed = ids.map { id in Trip.samples.first { $0.id == id }! }
    store.delete(doomed)
    #expect(store.trips == Trip.samples.filter { !ids.contains($0.id) })
  }

  @Test func deleteByIDsIgnoresUnknownIDs() {
    let store = TripStore()
    store.delete(ids: [2, 999])
    #expect(store.trips.map(\.id) == Trip.samples.map(\.id).filter { $0 != 2 })
    store.delete(ids: [])
    #expect(store.trips.count == Trip.samples.count - 1)
  }

  @Test func toggleFavoriteFlipsOnlyThatTrip() {
    let store = TripStore()
    let wasFavorite = Trip.vancouver.isFavorite
    store.toggleFavorite(.vancouver)
    #expect(store.trip(id: Trip.vancouver.id)?.isFavorite == !wasFavorite)
    #expect(
      store.trips.filter { $0.id != Trip.vancouver.id } == Trip.samples.filter { $0.id != Trip.vancouver.id })
    store.toggleFavorite(.vancouver)
    #expect(store.trips == Trip.samples)
  }

  @Test func updateReplacesTheTripWithTheSameID() {
    let store = TripStore()
    var changed = Trip.seattle
    changed.nights = 10
    changed.price = 4_000
    #expect(store.update(changed))
    #expect(store.trip(id: changed.id) == changed)
    #expect(store.trips.count == Trip.samples.count)
    #expect(store.trips.firstIndex(of: changed) == Trip.samples.firstIndex(of: .seattle))
    var unknown = Trip.seattle
    unknown.id = 999
    #expect(!store.update(unknown))
    #expect(store.trip(id: 999) == nil)
  }

  @Test(
    "Updating a trip with an equal one changes nothing: no revision, and no one observing the trips is told")
  func updateWithAnEqualTripChangesNothing() {
    let store = TripStore()
    let revision = store.revision
    let told = ObservedChange()
    withObservationTracking {
      _ = store.trips
    } onChange: {
      told.happened = true
    }
    #expect(store.update(.seattle))
    store[tripAt: 0] = store.trips[0]
    #expect(store.revision == revision)
    #expect(!told.happened)
    var changed = Trip.seattle
    changed.nights += 1
    #expect(store.update(changed))
    #expect(store.revision == revision + 1)
    #expect(told.happened)
  }

  @Test func soonestIsTheEarliestStart() {
    #expect(TripStore().soonest == .seattle)
    let store = TripStore(trips: Trip.samples.reversed())
    #expect(store.soonest == .seattle)
    store.delete([.seattle])
    #expect(store.soonest == .vancouver)
    #expect(TripStore(trips: []).soonest == nil)
  }

  @Test func inMemoryStoreSaveDoesNothing() throws {
    try TripStore().save()
  }
}
