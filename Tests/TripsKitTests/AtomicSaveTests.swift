import Foundation
import Testing
import TripsKit

@Suite("Atomic saves")
struct AtomicSaveTests {
  @Test func aReaderNeverSeesAPartialFile() async throws {
    try await withAsyncTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try persistence.save(manyTrips(1))
      let sizes = [1, 300, 3, 1_000, 0, 450, 40]

      let writer = Task.detached {
        for round in 0..<60 {
          try persistence.save(manyTrips(sizes[round % sizes.count]))
        }
      }
      let reader = Task.detached {
        var bad: [String] = []
        var reads = 0
        while reads < 150 {
          let reader = TripPersistence(url: persistence.url)
          switch reader.load() {
          case .loaded(let trips):
            if !sizes.contains(trips.count) { bad.append("unexpected count \(trips.count)") }
          case let other:
            bad.append("\(other)")
          }
          reads += 1
        }
        return bad
      }
      try await writer.value
      let problems = await reader.value
      #expect(problems.isEmpty, "\(problems.prefix(3))")

      for round in 0..<50 {
        let trips = manyTrips(round * 7)
        try persistence.save(trips)
        #expect(TripPersistence(url: persistence.url).load() == .loaded(trips))
      }
      #expect(listing(of: directory) == ["trips.json"], "no temporary files may be left behind")
    }
  }
}
