import Foundation
import Testing
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store that cannot save says why, for as long as it cannot, so the app can keep it on screen.
@MainActor
@Suite("Why a store is not saving")
struct SaveProblemTests {
  @Test func aSecondWindowThroughASymbolicLinkIsNotSavingBecauseTheFirstHasTheFile() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      let link = directory.appending(component: "link.json")
      try TripPersistence(url: url).save(Trip.samples)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
      let first = TripStore(lockingPersistence: TripPersistence(url: url))
      #expect(first.holdsLock)
      #expect(first.saveProblem == nil)

      let second = TripStore(lockingPersistence: TripPersistence(url: link))
      #expect(!second.holdsLock)
      #expect(second.trips == Trip.samples, "the second window shows the trips")
      let expected = TripPersistence.SaveError(
        url: link,
        kind: .notLocked(
          TripPersistence.LockError(url: link, kind: .heldByAnotherInstance(processID: getpid()))))
      #expect(second.saveProblem == expected)
      #expect(
        second.saveProblem?.summary
          == "edits here are lost, another Trips app has this file (process \(getpid()))")
      let before = contents(of: url)
      second.delete([.seattle])
      #expect(throws: expected) { try second.save() }
      #expect(contents(of: url) == before)
      #expect(second.saveProblem == expected, "the reason stays")

      first.toggleFavorite(.seattle)
      try first.save()
      first.releaseLock()
      #expect(!first.holdsLock)
    }
  }

  @Test func aFailedSaveIsTheReasonUntilASaveSucceeds() throws {
    try withTemporaryDirectory { directory in
      let folder = directory.appending(component: "data")
      let store = TripStore(persistence: TripPersistence(url: folder.appending(component: "trips.json")))
      #expect(store.saveProblem == nil)
      // A file where the folder should be fails every save, even for root.
      try Data("not a folder".utf8).write(to: folder)
      store.toggleFavorite(.seattle)
      #expect(throws: TripPersistence.SaveError.self) { try store.save() }
      #expect(store.saveProblem?.kind == .notADirectory(path: folder.path(percentEncoded: false)))
      #expect(store.saveProblem?.summary == "\(folder.path(percentEncoded: false)) is not a folder")

      try FileManager.default.removeItem(at: folder)
      try store.save()
      #expect(store.saveProblem == nil)
    }
  }

  @Test func anUnusableFileIsTheReasonFromTheStart() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      try Data("{".utf8).write(to: url)
      let store = TripStore(persistence: TripPersistence(url: url))
      let problem = try #require(store.loadProblem)
      #expect(store.saveProblem?.kind == .existingFileUnusable(problem))
    }
  }

  @Test func openingAWindowRemovesTemporaryFilesOfKilledSaves() throws {
    try withTemporaryDirectory { directory in
      let stale = directory.appending(component: ".trips.json.2000000000.1.tmp")
      try Data("{}".utf8).write(to: stale)
      let store = TripStore(
        lockingPersistence: TripPersistence(url: directory.appending(component: "trips.json")))
      #expect(store.holdsLock)
      #expect(listing(of: directory) == ["trips.json.lock"])
    }
  }
}
