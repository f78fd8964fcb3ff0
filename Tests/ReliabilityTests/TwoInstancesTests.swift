import Foundation
import Testing
import TripsKit

@Suite("Two instances on one data file")
struct TwoInstancesTests {
  @Test("The second instance says so, shows the trips, and leaves the file alone")
  func secondInstance() throws {
    let trips = try #require(builtExecutable("trips"), "build the package first: swift build")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("two-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("trips.json")
    let persistence = TripPersistence(url: file)
    try persistence.save(Trip.samples)
    let before = try Data(contentsOf: file)
    let lock = try persistence.acquireLock()
    defer { lock.release() }

    let process = Process()
    process.executableURL = trips
    process.arguments = ["snapshot", "--data", file.path, "--open", "trips://trips"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let screen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0)
    #expect(message.contains("Another Trips app is using"))
    #expect(message.contains("without saving"))
    #expect(screen.contains("This window does not save"))
    #expect(screen.contains("Kyoto"), "the trips show behind the alert")
    #expect(try Data(contentsOf: file) == before)
  }
}
