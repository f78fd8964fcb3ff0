import Foundation
import Testing
import TripsKit

/// What `trips` printed and how it ended.
private struct Run {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs the built `trips` on a data file of the sample trips, in a folder of its own.
private func runTrips(_ arguments: [String], in directory: URL) throws -> Run {
  let trips = try #require(builtExecutable("trips"), "build the package first: swift build")
  let file = directory.appendingPathComponent("trips.json")
  if !FileManager.default.fileExists(atPath: file.path) {
    try TripPersistence(url: file).save(Trip.samples)
  }
  let process = Process()
  process.executableURL = trips
  process.arguments = ["--data", file.path] + arguments
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let printed = output.fileHandleForReading.readDataToEndOfFile()
  let complained = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
    errors: String(decoding: complained, as: UTF8.self))
}

/// A folder for one test, removed when it ends.
private func withFolder(_ body: (URL) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}

@Suite("trips snapshot --format")
struct SnapshotCommandTests {
  @Test("--format svg prints a picture of the first screen in the iPhone's outline")
  func svgOnStandardOutput() throws {
    try withFolder { folder in
      let run = try runTrips(["snapshot", "--format", "svg"], in: folder)
      #expect(run.status == 0)
      #expect(run.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(run.output.contains("<title>iPhone 17, portrait (393 x 852)</title>"))
      #expect(run.output.contains(">Overview</text>"))
      #expect(run.output.contains(">Seattle</text>"))
      #expect(run.output.hasSuffix("</svg>\n"))
    }
  }

  @Test("--format text --device ipad prints the screen's outline, the same the test host's snapshot records")
  func textMatchesTheRecordedSnapshot() throws {
    try withFolder { folder in
      let run = try runTrips(["snapshot", "--format", "text", "--device", "ipad"], in: folder)
      #expect(run.status == 0)
      let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TripsTests/__Snapshots__/FirstScreenSnapshotTests/firstScreenOnIPad.txt")
      #expect(run.output == (try String(contentsOf: reference, encoding: .utf8)))
    }
  }

  @Test("--output FILE writes the picture to the file and prints nothing")
  func svgToFile() throws {
    try withFolder { folder in
      let picture = folder.appendingPathComponent("overview.svg")
      let run = try runTrips(
        ["snapshot", "--format=svg", "--device", "ipad", "--output", picture.path], in: folder)
      #expect(run.status == 0)
      #expect(run.output.isEmpty)
      let written = try String(contentsOf: picture, encoding: .utf8)
      #expect(written.contains("<title>iPad Air 11-inch (M4), portrait (820 x 1180)</title>"))
    }
  }

  @Test(
    "A mistake on the command line says what is wrong and exits with status 2",
    arguments: [
      (["snapshot", "--format", "png"], "unknown format “png”: use terminal, text or svg"),
      (["--format", "svg"], "--format and --output go with snapshot"),
      (["snapshot", "--format", "svg", "--width", "40"], "they go with --format terminal"),
      (["snapshot", "--output"], "--output needs a value"),
    ])
  func mistakes(arguments: [String], message: String) throws {
    try withFolder { folder in
      let run = try runTrips(arguments, in: folder)
      #expect(run.status == 2)
      #expect(run.errors.contains(message))
      #expect(run.output.isEmpty)
    }
  }

  @Test("A file that cannot be written is named, with status 1")
  func unwritableOutput() throws {
    try withFolder { folder in
      let path = folder.appendingPathComponent("missing/overview.svg").path
      let run = try runTrips(["snapshot", "--format", "svg", "--output", path], in: folder)
      #expect(run.status == 1)
      #expect(run.errors.contains("trips: cannot write “\(path)”"))
    }
  }
}
