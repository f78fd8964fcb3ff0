import Foundation
import Testing
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("TripPersistence.acquireLock")
struct LockTests {
  @Test func secondInstanceIsToldWhoHasTheFile() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(components: "new", "trips.json"))
      let first = try persistence.acquireLock()
      #expect(first.isHeld)
      #expect(first.url == persistence.lockURL)

      #expect {
        _ = try TripPersistence(url: persistence.url).acquireLock()
      } throws: { error in
        guard let error = error as? TripPersistence.LockError else { return false }
        return error.kind == .heldByAnotherInstance(processID: getpid())
          && error.description.hasPrefix(
            "Another Trips app is using \(persistence.url.path(percentEncoded: false))")
      }

      first.release()
      #expect(!first.isHeld)
      first.release()  // Harmless.
      let second = try persistence.acquireLock()
      #expect(second.isHeld)
      second.release()
    }
  }

  @Test func lockIsReleasedWhenDeallocated() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      func holdBriefly() throws {
        let lock = try persistence.acquireLock()
        #expect(lock.isHeld)
      }
      try holdBriefly()
      try holdBriefly()
    }
  }

  @Test func lockDoesNotTouchTheTripsFile() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let lock = try persistence.acquireLock()
      defer { lock.release() }
      #expect(persistence.load() == .noFile)
      try persistence.save([.seattle])
      #expect(listing(of: directory) == ["trips.json", "trips.json.lock"])
    }
  }
}
