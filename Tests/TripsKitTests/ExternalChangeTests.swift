import Foundation
import Testing
import TripsKit

/// Another program changes the trips file while the app has it open; the app's next save must keep
/// what that program wrote, or refuse and say why.
@MainActor
@Suite("Changes made by another program")
struct ExternalChangeTests {
  private static let lima = Trip(
    id: 50, city: "Lima", country: "Peru", start: utcDate(2026, 9, 1), nights: 4, price: 1_200,
    imageName: "lima")

  /// A store on a file holding the samples, saved once so that the file exists.
  private func openStore(in directory: URL) throws -> TripStore {
    let url = directory.appending(component: "trips.json")
    try TripPersistence(url: url).save(Trip.samples)
    return TripStore(persistence: TripPersistence(url: url))
  }

  /// What another program does: read the file, change its trips, write it back by renaming a new file
  /// over it (as most editors and tools do).
  private func changeByRenaming(_ url: URL, _ change: (inout [Trip]) -> Void) throws {
    let other = TripPersistence(url: url)
    guard case .loaded(var trips) = other.load() else {
      Issue.record("the other program could not read the file")
      return
    }
    change(&trips)
    try other.save(trips)
  }

  /// What another program does that writes in place: the same file (inode), new bytes.
  private func changeInPlace(_ url: URL, _ change: (inout [Trip]) -> Void) throws {
    let scratch = url.deletingLastPathComponent().appending(component: "scratch.json")
    guard case .loaded(var trips) = TripPersistence(url: url).load() else {
      Issue.record("the other program could not read the file")
      return
    }
    change(&trips)
    try TripPersistence(url: scratch).save(trips)
    let bytes = try #require(contents(of: scratch))
    try FileManager.default.removeItem(at: scratch)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: bytes)
    try handle.close()
  }

  private func tripsOnDisk(_ url: URL) -> [Trip]? {
    if case .loaded(let trips) = TripPersistence(url: url).load() { trips } else { nil }
  }

  @Test func aTripAppendedByRenamingIsKeptWhenTheAppSaves() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      try changeByRenaming(url) { $0.append(Self.lima) }
      store.toggleFavorite(.seattle)
      try store.save()
      let saved = try #require(tripsOnDisk(url))
      #expect(saved.contains(Self.lima))
      #expect(saved.first { $0.id == Trip.seattle.id }?.isFavorite == !Trip.seattle.isFavorite)
      #expect(store.trips.contains(Self.lima), "the window shows the other program's trip")
    }
  }

  @Test func aTripAppendedInPlaceIsKeptWhenTheAppSaves() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      try changeInPlace(url) { $0.append(Self.lima) }
      store.delete([.vancouver])
      try store.save()
      let saved = try #require(tripsOnDisk(url))
      #expect(saved.contains(Self.lima))
      #expect(!saved.contains { $0.id == Trip.vancouver.id })
    }
  }

  @Test func theOtherProgramsEditsAndDeletionsOfOtherTripsAreKept() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      try changeByRenaming(url) { trips in
        trips[0].price = 99
        trips.removeAll { $0.id == Trip.vancouver.id }
      }
      var edited = try #require(store.trips.last)
      edited.nights += 1
      store.update(edited)
      try store.save()
      let saved = try #require(tripsOnDisk(url))
      #expect(saved.first?.price == 99)
      #expect(!saved.contains { $0.id == Trip.vancouver.id })
      #expect(saved.last == edited)
      #expect(store.trips == saved)
    }
  }

  @Test func bothChangingOneTripIsRefusedAndTheFileKeepsTheOtherVersion() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      try changeByRenaming(url) { $0[0].nights = 30 }
      let theirs = try #require(contents(of: url))
      store.toggleFavorite(store.trips[0])
      let conflict = TripPersistence.Conflict(tripID: 1, city: "Seattle", kind: .bothChanged)
      #expect(throws: TripPersistence.SaveError(url: url, kind: .conflict([conflict]))) { try store.save() }
      #expect(contents(of: url) == theirs)
      #expect(store.saveProblem?.kind == .conflict([conflict]))
      #expect(
        store.saveProblem?.summary
          == "another program changed Seattle (trip 1) in the file, and so did this window")
      #expect(
        store.saveProblem?.description.contains("Seattle (trip 1): changed here and in the file") == true)

      // Reloading takes the other program's version and saving works again.
      store.reload()
      #expect(store.saveProblem == nil)
      #expect(store.trips[0].nights == 30)
      store.toggleFavorite(store.trips[0])
      try store.save()
      #expect(tripsOnDisk(url) == store.trips)
    }
  }

  @Test func changingATripTheOtherProgramDeletedIsRefused() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      try changeInPlace(url) { $0.removeAll { $0.id == Trip.vancouver.id } }
      let theirs = try #require(contents(of: url))
      store.toggleFavorite(.vancouver)
      let conflict = TripPersistence.Conflict(tripID: 2, city: "Vancouver", kind: .changedHereDeletedThere)
      #expect(throws: TripPersistence.SaveError(url: url, kind: .conflict([conflict]))) { try store.save() }
      #expect(contents(of: url) == theirs)
    }
  }

  @Test func deletingATripTheOtherProgramChangedIsRefused() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      try changeByRenaming(url) { $0[1].city = "Victoria" }
      let theirs = try #require(contents(of: url))
      store.delete([store.trips[1]])
      let conflict = TripPersistence.Conflict(tripID: 2, city: "Victoria", kind: .deletedHereChangedThere)
      #expect(throws: TripPersistence.SaveError(url: url, kind: .conflict([conflict]))) { try store.save() }
      #expect(contents(of: url) == theirs)
    }
  }

  @Test func twoDifferentTripsAddedWithOneIdentifierAreRefused() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      var theirs = Self.lima
      theirs.id = 8
      try changeByRenaming(url) { $0.append(theirs) }
      var draft = TripDraft()
      draft.city = "Oslo"
      let mine = store.add(draft)
      #expect(mine.id == 8)
      let conflict = TripPersistence.Conflict(tripID: 8, city: "Oslo", kind: .bothAdded)
      #expect(throws: TripPersistence.SaveError(url: url, kind: .conflict([conflict]))) { try store.save() }
      #expect(tripsOnDisk(url)?.last == theirs)
    }
  }

  @Test func aFileDeletedBehindTheAppIsWrittenAgain() throws {
    try withTemporaryDirectory { directory in
      let store = try openStore(in: directory)
      let url = directory.appending(component: "trips.json")
      try FileManager.default.removeItem(at: url)
      store.toggleFavorite(.seattle)
      try store.save()
      #expect(tripsOnDisk(url) == store.trips)
    }
  }

  @Test func aPersistenceThatNeverReadTheFileKeepsWhatIsInIt() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      try TripPersistence(url: url).save([.seattle, .vancouver])
      try TripPersistence(url: url).save([Self.lima])
      #expect(tripsOnDisk(url) == [Self.lima, .seattle, .vancouver])
    }
  }
}
