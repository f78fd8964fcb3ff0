import Foundation
import Testing
import TripsKit

@Suite("Performance")
struct PerformanceTests {
  /// Prints how long saving and loading 100,000 trips takes; never fails on time, only on content.
  @Test func saveAndLoadOneHundredThousandTrips() throws {
    try withTemporaryDirectory { directory in
      let trips = manyTrips(100_000)
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let clock = ContinuousClock()
      let saveTime = try clock.measure { try persistence.save(trips) }
      var result = TripPersistence.LoadResult.noFile
      let loadTime = clock.measure { result = persistence.load() }
      print("TripsKit timing, 100,000 trips: save \(saveTime), load \(loadTime)")
      #expect(result == .loaded(trips))
    }
  }
}
