import Foundation
import Testing
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Failed saves are explained and keep the old file")
struct SaveFailureTests {
  @Test func readOnlyDirectory() throws {
    try withTemporaryDirectory { directory in
      let folder = directory.appending(component: "data")
      let persistence = TripPersistence(url: folder.appending(component: "trips.json"))
      try persistence.save([.seattle])
      let before = try #require(contents(of: persistence.url))
      let folderPath = folder.path(percentEncoded: false)
      #expect(chmod(folderPath, 0o555) == 0)
      defer { chmod(folderPath, 0o755) }

      if isRoot {
        // Root ignores permission bits, so force an error another way: a path whose parent is a file.
        let blocker = folder.appending(component: "trips.json")
        let blocked = TripPersistence(url: blocker.appending(component: "trips.json"))
        #expect {
          try blocked.save(Trip.samples)
        } throws: { error in
          guard let error = error as? TripPersistence.SaveError else { return false }
          return error.kind == .notADirectory(path: blocker.path(percentEncoded: false))
            && error.description.contains(blocked.url.path(percentEncoded: false))
        }
        #expect(contents(of: persistence.url) == before)
        #expect(listing(of: folder) == ["trips.json"])
        return
      }
      #expect {
        try persistence.save(Trip.samples)
      } throws: { error in
        guard let error = error as? TripPersistence.SaveError else { return false }
        return error.kind == .directoryNotWritable(path: folderPath)
          && error.description.contains(persistence.url.path(percentEncoded: false))
          && error.description.contains("read-only")
          && error.description.contains("left unchanged")
      }
      #expect(contents(of: persistence.url) == before)
      #expect(listing(of: folder) == ["trips.json"])
    }
  }

  @Test(.enabled(if: !isRoot, "root may write any file"))
  func readOnlyFile() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try persistence.save([.seattle])
      let path = persistence.url.path(percentEncoded: false)
      #expect(chmod(path, 0o444) == 0)
      #expect(throws: TripPersistence.SaveError(url: persistence.url, kind: .permissionDenied)) {
        try persistence.save(Trip.samples)
      }
      #expect(persistence.load() == .loaded([.seattle]))
      #expect(listing(of: directory) == ["trips.json"])
    }
  }

  @Test func aFileWhereADirectoryShouldBe() throws {
    try withTemporaryDirectory { directory in
      // Forces a failure even for root: the trips file's parent is a regular file.
      let blocker = directory.appending(component: "blocker")
      try Data("not a folder".utf8).write(to: blocker)
      let persistence = TripPersistence(url: blocker.appending(component: "trips.json"))
      let blockerPath = blocker.path(percentEncoded: false)
      #expect(
        throws: TripPersistence.SaveError(url: persistence.url, kind: .notADirectory(path: blockerPath))
      ) {
        try persistence.save(Trip.samples)
      }
      let error = TripPersistence.SaveError(url: persistence.url, kind: .notADirectory(path: blockerPath))
      #expect(error.description.contains(persistence.url.path(percentEncoded: false)))
      #expect(error.description.contains("\(blockerPath) is not a directory"))
      #expect(contents(of: blocker) == Data("not a folder".utf8))
      #expect(listing(of: directory) == ["blocker"])
    }
  }

  @Test func aFileDeeperUpThePath() throws {
    try withTemporaryDirectory { directory in
      let blocker = directory.appending(component: "blocker")
      try Data("x".utf8).write(to: blocker)
      let persistence = TripPersistence(url: blocker.appending(components: "a", "b", "trips.json"))
      #expect(
        throws: TripPersistence.SaveError(
          url: persistence.url, kind: .notADirectory(path: blocker.path(percentEncoded: false)))
      ) {
        try persistence.save([])
      }
      #expect(throws: TripPersistence.LockError.self) { try persistence.acquireLock() }
    }
  }

  @Test func descriptionsNameThePathAndTheCause() {
    let url = URL(fileURLWithPath: "/data/trips.json")
    let cases: [(TripPersistence.SaveError.Kind, String)] = [
      (.diskFull, "the disk is full"),
      (.readOnlyFileSystem, "the disk is read-only"),
      (.permissionDenied, "permission denied"),
      (.directoryInTheWay, "a directory is in the way"),
      (.directoryNotWritable(path: "/data"), "the directory /data is read-only"),
      (.ioFailed(operation: "writing", reason: "Input/output error"), "writing failed (Input/output error)"),
    ]
    for (kind, cause) in cases {
      let description = TripPersistence.SaveError(url: url, kind: kind).description
      #expect(description.contains("/data/trips.json"))
      #expect(description.contains(cause), "\(description)")
      #expect(description.contains("The previous file was left unchanged."))
    }
  }
}
