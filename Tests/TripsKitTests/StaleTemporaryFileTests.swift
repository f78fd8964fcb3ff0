import Foundation
import Testing
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves interrupted by a crash or SIGKILL leave full copies of the trips in hidden temporary files;
/// later saves must remove them, but never a temporary file another running instance is writing.
@Suite("Temporary files left by interrupted saves")
struct StaleTemporaryFileTests {
  /// A process id that no process has: above Linux's largest possible `pid_max` (2^22).
  private static let deadProcessID = 2_000_000_000

  private func makeFile(_ name: String, in directory: URL, ageInSeconds: Int = 0) throws {
    let url = directory.appending(component: name)
    try Data("{\"schemaVersion\": 1, \"trips\": []}".utf8).write(to: url)
    if ageInSeconds > 0 {
      let date = Date(timeIntervalSinceNow: -Double(ageInSeconds))
      try FileManager.default.setAttributes(
        [.modificationDate: date], ofItemAtPath: url.path(percentEncoded: false))
    }
  }

  @Test func aSaveRemovesThisFilesTemporariesFromDeadProcessesOnly() throws {
    try withTemporaryDirectory { directory in
      let dead = ".trips.json.\(Self.deadProcessID).17.tmp"
      let deadAndOld = ".trips.json.\(Self.deadProcessID).4021.tmp"
      let mine = ".trips.json.\(getpid()).99.tmp"
      let otherLiveProcess = ".trips.json.1.5.tmp"  // Process 1 always runs; its file is fresh.
      let otherFile = ".notes.json.\(Self.deadProcessID).3.tmp"
      let notATemporary = ".trips.json.backup.tmp"
      for name in [dead, mine, otherLiveProcess, otherFile, notATemporary] {
        try makeFile(name, in: directory)
      }
      try makeFile(deadAndOld, in: directory, ageInSeconds: 3 * 86_400)
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try persistence.save([.seattle])
      #expect(
        listing(of: directory) == [otherLiveProcess, mine, notATemporary, otherFile, "trips.json"].sorted())
    }
  }

  @Test func aTemporaryOfALiveProcessIsRemovedOnlyWhenItIsADayOld() throws {
    try withTemporaryDirectory { directory in
      // Process 1 is alive, but no save takes a day: such a file is left by a process whose id was
      // reused since.
      let old = ".trips.json.1.8.tmp"
      try makeFile(old, in: directory, ageInSeconds: 2 * 86_400)
      try TripPersistence(url: directory.appending(component: "trips.json")).save([.seattle])
      #expect(listing(of: directory) == ["trips.json"])
    }
  }
}
