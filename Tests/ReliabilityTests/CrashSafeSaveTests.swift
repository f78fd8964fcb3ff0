import Foundation
import Glibc
import Testing
import TripsKit

/// The executables the package builds sit beside the test bundle.
func builtExecutable(_ name: String) -> URL? {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<3 {
    let candidate = directory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  return nil
}

@Suite("Saving that loses nothing")
struct CrashSafeSaveTests {
  @Test("SIGKILL at random moments across many saves leaves a complete old or new file")
  func killDuringSave() throws {
    let executable = try #require(builtExecutable("trips-monkey"), "build the package first: swift build")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kill-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("trips.json")
    var generator = SystemRandomNumberGenerator()
    var kills = 0
    for _ in 0..<25 {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["save-loop", file.path]
      try process.run()
      usleep(UInt32.random(in: 20_000...120_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      kills += 1
      switch TripPersistence(url: file).load() {
      case .loaded(let trips):
        let versions = Set(trips.map { $0.city.split(separator: "v").last.map(String.init) ?? "" })
        #expect(versions.count == 1, "a file mixing versions: \(versions.prefix(3))")
        #expect(!trips.isEmpty)
      case .noFile:
        continue
      case .unusable(let problem):
        Issue.record("after a kill the file is unusable: \(problem)")
      }
    }
    #expect(kills == 25)
  }
}
