import Foundation
import Testing
import TripsKit

@Suite("Getting the sample trips back")
struct SampleRestoreTests {
  @Test("The samples come back and the person's trips are kept beside them, never overwritten")
  func samplesComeBackAndTheTripsAreKept() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appending(component: "trips.json")
      let persistence = TripPersistence(url: file)
      try persistence.save([.seattle])
      let mine = try #require(contents(of: file))
      let date = utcDate(2026, 6, 12, hour: 9)
      let backup = try #require(try persistence.restoreSamples(at: date))
      #expect(backup.lastPathComponent == "trips.json.backup-20260612-090000")
      #expect(contents(of: backup) == mine)
      #expect(TripPersistence(url: file).load() == .loaded(Trip.samples))

      let second = try #require(try persistence.restoreSamples(at: date))
      #expect(second.lastPathComponent == "trips.json.backup-20260612-090000-2", "the first backup stays")
      #expect(contents(of: backup) == mine)
    }
  }

  @Test("With no file yet, the samples are simply saved")
  func noFile() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let backup = try persistence.restoreSamples()
      #expect(backup == nil)
      #expect(persistence.load() == .loaded(Trip.samples))
    }
  }

  @Test("A file that cannot be read is moved aside as it is")
  func unusableFile() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appending(component: "trips.json")
      try Data("{ not json".utf8).write(to: file)
      let backup = try #require(try TripPersistence(url: file).restoreSamples())
      #expect(contents(of: backup) == Data("{ not json".utf8))
      #expect(TripPersistence(url: file).load() == .loaded(Trip.samples))
    }
  }
}
