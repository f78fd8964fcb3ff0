import Foundation
import Glibc
import Testing

/// The built `trips` as a person runs it from terminals: two instances on one data file, a link sent
/// from a second terminal, what is left beside the data file after quitting. Every wait is bounded.
@Suite(.serialized) struct TripsProcessTests {
  /// A fresh folder for one test's data file.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-process-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// `trips` on the data file in `folder`, on a terminal of its own.
  func launch(
    _ arguments: [String] = [], in folder: URL, columns: Int = 100, rows: Int = 45
  ) throws -> PseudoTerminalProcess? {
    guard let path = PseudoTerminalProcess.builtProduct("trips") else {
      Issue.record("trips is not built next to the tests: run `swift build` first")
      return nil
    }
    let data = folder.appendingPathComponent("trips.json").path
    return try PseudoTerminalProcess(
      path, arguments: ["--data", data] + arguments, columns: columns, rows: rows,
      environment: ["SWIFT_BACKTRACE": "enable=no"])
  }

  /// The screen's text with its lines joined and runs of spaces made one, so that a wrapped sentence
  /// reads whole.
  static func flattened(_ screen: String) -> String {
    screen.replacingOccurrences(of: "[│\\s]+", with: " ", options: .regularExpression)
  }

  @Test("A second instance says on screen, not only before it starts, that it is not saving")
  func secondInstanceSaysItOnScreen() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let first = try launch(in: folder) else { return }
    #expect(first.waitForScreen { $0.screen.contains("Overview") })
    guard let second = try launch(in: folder, columns: 80, rows: 24) else { return }
    #expect(
      second.waitForScreen { Self.flattened($0.screen).contains("Not saving: edits here are lost") },
      "the second window says so on its screen\n\(second.terminal.screen)")
    #expect(Self.flattened(second.terminal.screen).contains("process \(first.pid)"))
    second.send("q")
    #expect(second.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
    first.send("q")
    #expect(first.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
  }

  /// `trips` run from a script or a second terminal to its end: its exit status and what it printed.
  func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String)? {
    guard let path = PseudoTerminalProcess.builtProduct("trips") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--data", folder.appendingPathComponent("trips.json").path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, text)
  }

  @Test("`trips open URL` while Trips runs hands the link to it, and ends saying so")
  func linkIsHandedToTheRunningApp() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let app = try launch(in: folder) else { return }
    #expect(app.waitForScreen { $0.screen.contains("Overview") })
    guard let sent = try run(["open", "trips://trip/1/edit"], in: folder) else { return }
    #expect(sent.status == 0)
    #expect(sent.output.contains("opened trips://trip/1/edit in the Trips app already running"))
    #expect(sent.output.contains("(process \(app.pid))"))
    #expect(
      app.waitForScreen { $0.screen.contains("text field “City”") },
      "the running app opened the editor\n\(app.terminal.screen)")
    guard let bare = try run(["trips://trips"], in: folder) else { return }
    #expect(bare.status == 0, "`trips URL` is `trips open URL`: \(bare.output)")
    app.send("\u{03}")  // The interrupt quits from anywhere, the search field too.
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
  }

  @Test("A link handed over while the editor has unsaved edits asks first")
  func linkOverUnsavedEditsAsksFirst() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let app = try launch(["open", "trips://trip/1/edit"], in: folder) else { return }
    #expect(app.waitForScreen { $0.screen.contains("text field “City”") })
    app.send("x")
    #expect(app.waitForScreen { $0.screen.contains("Seattlex") })
    guard let sent = try run(["open", "trips://trip/2"], in: folder) else { return }
    #expect(sent.status == 0)
    #expect(
      app.waitForScreen { $0.screen.contains("Open the link?") },
      "the app asks before dropping the edits\n\(app.terminal.screen)")
    app.send("\u{03}")
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
  }

  @Test("With no Trips running, even after one was killed, `trips open URL` opens the app itself")
  func staleInboxIsReplaced() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inbox = folder.appendingPathComponent("trips.json.links").path
    #expect(mkfifo(inbox, 0o600) == 0, "the pipe a killed app left")
    guard let app = try launch(["open", "trips://trip/1/edit"], in: folder) else { return }
    #expect(app.waitForScreen { $0.screen.contains("text field “City”") }, "\(app.terminal.screen)")
    guard let sent = try run(["open", "trips://trips"], in: folder) else { return }
    #expect(sent.status == 0, "the new app reads the links: \(sent.output)")
    #expect(app.waitForScreen { !$0.screen.contains("text field “City”") })
    app.send("\u{03}")  // The interrupt quits from anywhere, the search field too.
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
    #expect(!FileManager.default.fileExists(atPath: inbox), "the app removes its pipe when it quits")
  }

  @Test("Quitting leaves beside the data file only the trips and the place to come back to")
  func quittingLeavesNoLockBehind() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let app = try launch(in: folder) else { return }
    #expect(app.waitForScreen { $0.screen.contains("Overview") })
    let running = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(running.contains("trips.json.lock") && running.contains("trips.json.links"))
    app.send("q")
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!left.contains("trips.json.lock") && !left.contains("trips.json.links"), "\(left)")
  }

  @Test("A place reached by a link at launch is where the next launch starts, as one reached by hand")
  func placeReachedByALinkIsRemembered() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let first = try launch(["open", "trips://trip/4"], in: folder) else { return }
    #expect(first.waitForScreen { $0.screen.contains("Next: San Pedro de Atacama") })
    first.send("q")
    #expect(first.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
    guard let next = try launch(in: folder) else { return }
    #expect(
      next.waitForScreen { $0.screen.contains("Next: San Pedro de Atacama") },
      "Reykjavík again\n\(next.terminal.screen)")
    next.send("q")
    #expect(next.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
  }

  @Test("Closing the terminal or SIGTERM leaves no lock or pipe behind either", arguments: [SIGHUP, SIGTERM])
  func aSignalLeavesNoLockBehind(signal: Int32) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let app = try launch(in: folder) else { return }
    #expect(app.waitForScreen { $0.screen.contains("Overview") })
    kill(app.pid, signal)
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.signal) == signal)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!left.contains("trips.json.lock") && !left.contains("trips.json.links"), "\(left)")
    #expect(app.isCooked)
  }
}
