import Foundation
import Testing
import TripsKit

@Suite("trips --sample-data")
struct SampleDataCommandTests {
  /// Runs the built `trips` with `arguments` to its end: the status and what it printed.
  func trips(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let executable = try #require(builtExecutable("trips"), "build the package first: swift build")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus,
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    )
  }

  @Test("The samples come back, the person's file is kept beside them, and no lock is left")
  func samplesComeBack() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "samples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("trips.json")
    try TripPersistence(url: file).save([Trip.samples[0]])
    let mine = try Data(contentsOf: file)

    let result = try trips(["--data", file.path, "--sample-data"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("the sample trips are back in \(file.path)"))
    #expect(TripPersistence(url: file).load() == .loaded(Trip.samples))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names.count == 2 && names[0] == "trips.json", "\(names)")
    #expect(names[1].hasPrefix("trips.json.backup-"))
    #expect(try Data(contentsOf: directory.appendingPathComponent(names[1])) == mine)
    #expect(result.output.contains(names[1]))
  }

  @Test("While a Trips app runs on the file, nothing is changed and it says why")
  func refusedWhileAnAppRuns() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "samples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("trips.json")
    let persistence = TripPersistence(url: file)
    try persistence.save([Trip.samples[0]])
    let lock = try persistence.acquireLock()
    defer { lock.release() }
    let before = try Data(contentsOf: file)
    let result = try trips(["--data", file.path, "sample-data"])
    #expect(result.status == 1)
    #expect(result.output.contains("Another Trips app is using"))
    #expect(try Data(contentsOf: file) == before)
  }
}
