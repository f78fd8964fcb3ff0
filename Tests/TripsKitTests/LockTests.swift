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

  @Test("Quitting removes the lock file, and the next app takes the lock afresh")
  func releaseRemovesTheLockFile() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try persistence.save([.seattle])
      let first = try persistence.acquireLock()
      #expect(listing(of: directory) == ["trips.json", "trips.json.lock"])
      first.release()
      #expect(listing(of: directory) == ["trips.json"])
      func holdBriefly() throws {
        let lock = try persistence.acquireLock()
        #expect(throws: TripPersistence.LockError.self) { try persistence.acquireLock() }
        _ = lock
      }
      try holdBriefly()
      #expect(listing(of: directory) == ["trips.json"], "a lock let go of without release() too")
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

  /// Whether acquiring the lock through `path` is refused because another instance holds it.
  private func isRefusedAsHeld(_ url: URL) -> Bool {
    do {
      let lock = try TripPersistence(url: url).acquireLock()
      lock.release()
      return false
    } catch {
      if case .heldByAnotherInstance = error.kind { return true }
      Issue.record("unexpected lock error: \(error)")
      return false
    }
  }

  @Test func aSymbolicLinkToTheFileCannotTakeASecondLock() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appending(components: "real", "trips.json")
      let link = directory.appending(component: "link.json")
      try TripPersistence(url: file).save([.seattle])
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
      let first = try TripPersistence(url: file).acquireLock()
      #expect(isRefusedAsHeld(link))
      first.release()
      let throughLink = try TripPersistence(url: link).acquireLock()
      #expect(isRefusedAsHeld(file))
      throughLink.release()
    }
  }

  @Test func aHardLinkToTheFileCannotTakeASecondLock() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appending(component: "trips.json")
      let link = directory.appending(components: "elsewhere", "link.json")
      try TripPersistence(url: file).save([.seattle])
      try FileManager.default.createDirectory(
        at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.linkItem(at: file, to: link)
      let first = try TripPersistence(url: file).acquireLock()
      #expect(isRefusedAsHeld(link))
      first.release()
      let throughLink = try TripPersistence(url: link).acquireLock()
      #expect(isRefusedAsHeld(file))
      throughLink.release()
    }
  }
}
