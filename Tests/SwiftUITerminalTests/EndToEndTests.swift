import Foundation
import Glibc
import Testing

/// The built `terminal-demo` run on a pseudo-terminal: keys in, screens out, and the terminal given
/// back whether the app quits, is terminated or crashes. Every wait is bounded.
@Suite(.serialized) struct EndToEndTests {
  static let leave = "\u{1B}[?1049l"

  func launch(
    _ arguments: [String] = [], columns: Int = 100, rows: Int = 45, environment: [String: String] = [:],
    unsetting: [String] = [], product: String = "terminal-demo", prepare: (Int32) -> Void = { _ in }
  ) throws -> PseudoTerminalProcess? {
    guard let path = PseudoTerminalProcess.builtProduct(product) else {
      Issue.record("\(product) is not built next to the tests: run `swift build` first")
      return nil
    }
    return try PseudoTerminalProcess(
      path, arguments: arguments, columns: columns, rows: rows,
      environment: environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { mine, _ in mine },
      unsetting: unsetting, prepare: prepare)
  }

  @Test func drivingTheDemoAndQuitting() throws {
    guard let app = try launch() else { return }
    let start = Date()
    #expect(app.waitForScreen { $0.screen.contains("Trips") && $0.screen.contains("Seattle") })
    print(
      "terminal-demo: launch to first frame \(Int(Date().timeIntervalSince(start) * 1000)) ms (debug build)")
    #expect(app.terminal.isAlternateScreen && app.terminal.isCursorHidden && app.terminal.isMouseReporting)
    #expect(!app.isCooked, "raw mode while running")

    app.send("\r")
    #expect(app.waitForScreen { $0.screen.contains("Seattle, USA") }, "Enter opens the focused row")
    app.send("\t\r")
    #expect(app.waitForScreen { $0.screen.contains("Copy Link") }, "Tab, Enter: the Share… dialog")
    app.send("\u{1B}")
    #expect(app.waitForScreen { !$0.screen.contains("Copy Link") }, "a lone Esc closes it")
    app.send("\u{1B}[<0;40;11M")  // A click somewhere: must not disturb anything.

    app.resize(columns: 60, rows: 20)
    #expect(
      app.waitForScreen { !$0.screen.contains("iPhone 17 · portrait") && $0.screen.contains("Share") },
      "a small terminal clips the device\n\(app.terminal.screen)")
    app.resize(columns: 100, rows: 45)
    #expect(app.waitForScreen { $0.screen.contains("iPhone 17 · portrait") })

    app.send("q")
    let status = app.waitForExit()
    #expect(status.flatMap(PseudoTerminalProcess.exitCode) == 0)
    let transcript = app.terminal.transcript
    guard let left = transcript.range(of: Self.leave, options: .backwards) else {
      Issue.record("the alternate screen was never left")
      return
    }
    #expect(transcript[left.upperBound...].contains("selection: Seattle"), "what the app printed follows")
    #expect(!app.terminal.isAlternateScreen && !app.terminal.isCursorHidden && !app.terminal.isMouseReporting)
    #expect(app.isCooked, "cooked mode again")
  }

  /// `trips` on a data file of its own in a fresh directory, opened on a link.
  func launchTrips(opening link: String, in directory: URL) throws -> PseudoTerminalProcess? {
    guard let path = PseudoTerminalProcess.builtProduct("trips") else {
      Issue.record("trips is not built next to the tests: run `swift build` first")
      return nil
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try PseudoTerminalProcess(
      path, arguments: ["--data", directory.appendingPathComponent("trips.json").path, "--open", link],
      columns: 100, rows: 45, environment: ["SWIFT_BACKTRACE": "enable=no"])
  }

  /// A megabyte of text, as a person pastes it.
  static let megabyte = Array(String(repeating: "abcdefghi ", count: 100_000).utf8)

  func expectQuitAndRestored(_ app: PseudoTerminalProcess) {
    let status = app.waitForExit(timeout: 120)
    #expect(status.flatMap(PseudoTerminalProcess.exitCode) == 0, "the app quits")
    #expect(!app.terminal.isAlternateScreen && !app.terminal.isCursorHidden && !app.terminal.isMouseReporting)
    #expect(app.isCooked, "cooked mode again")
  }

  /// In a text field q is typed, so the keys after the paste leave the field first (Tab), or are the
  /// interrupt, which quits from anywhere.
  @Test(arguments: ["\tq", "\u{03}"])
  func aLargePasteIntoTheSearchThenQuitting(keys: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    guard let app = try launchTrips(opening: "trips://trips", in: directory) else { return }
    #expect(app.waitForScreen { $0.screen.contains("text field “Search”") }, "the search field has the focus")
    #expect(app.sendAll(Self.megabyte + Array(keys.utf8)), "the app reads the paste as it comes")
    expectQuitAndRestored(app)
  }

  @Test func aLargePasteIntoTheEditorThenEsc() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    guard let app = try launchTrips(opening: "trips://trip/1/edit", in: directory) else { return }
    #expect(app.waitForScreen { $0.screen.contains("text field “City”") }, "the city has the focus")
    #expect(app.sendAll(Self.megabyte + [0x1B]))
    #expect(
      app.waitForScreen(timeout: 60) { $0.screen.contains("Throw away your edits?") },
      "Esc after the paste asks about the edits\n\(app.terminal.screen)")
    app.send("\u{1B}[Z\r")  // Shift-Tab from Save and Close to Throw Away, and Enter.
    #expect(app.waitForScreen { !$0.screen.contains("Edit trip") }, "the editor is gone")
    app.send("q")
    expectQuitAndRestored(app)
  }

  @Test func terminationRestoresTheTerminal() throws {
    guard let app = try launch(["--device", "ipad"], columns: 120, rows: 60) else { return }
    #expect(app.waitForScreen { $0.screen.contains("Choose a trip") })
    kill(app.pid, SIGTERM)
    let status = app.waitForExit()
    #expect(status.flatMap(PseudoTerminalProcess.signal) == SIGTERM)
    #expect(app.terminal.transcript.contains(Self.leave))
    #expect(app.isCooked)
  }

  /// Raw mode, as an app killed with SIGKILL leaves the terminal.
  static func leaveRaw(_ terminal: Int32) {
    var settings = termios()
    guard tcgetattr(terminal, &settings) == 0 else { return }
    cfmakeraw(&settings)
    _ = tcsetattr(terminal, TCSANOW, &settings)
  }

  @Test("After a killed app left the terminal raw, the next launch gives it back cooked")
  func theNextLaunchRepairsARawTerminal() throws {
    guard let app = try launch(prepare: Self.leaveRaw) else { return }
    #expect(!app.isCooked, "raw, as the killed app left it")
    #expect(app.waitForScreen { $0.screen.contains("Seattle") })
    app.send("q")
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
    #expect(!app.terminal.isAlternateScreen && !app.terminal.isCursorHidden && !app.terminal.isMouseReporting)
    #expect(app.isCooked, "line editing and echo on again")
  }

  @Test("--reset-terminal repairs what a killed app left: raw mode, the alternate screen, the mouse")
  func resetTerminal() throws {
    guard let app = try launch(["--reset-terminal"], prepare: Self.leaveRaw) else { return }
    app.terminal.feed(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h".utf8))  // What the killed app drew.
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
    #expect(!app.terminal.isAlternateScreen && !app.terminal.isCursorHidden && !app.terminal.isMouseReporting)
    #expect(app.isCooked)
    #expect(app.terminal.transcript.contains("the terminal is reset"))
  }

  @Test func aCrashInTheAppRestoresTheTerminal() throws {
    guard let app = try launch(["--crash-on-delete"]) else { return }
    #expect(app.waitForScreen { $0.screen.contains("Seattle") })
    app.send("\r")
    #expect(app.waitForScreen { $0.screen.contains("Seattle, USA") })
    app.send("\u{1B}[Z\r")  // Shift-Tab to the bar's Delete, then Enter: the alert.
    #expect(app.waitForScreen { $0.screen.contains("Delete Seattle?") })
    app.send("\u{1B}[Z\r")  // From Cancel back to Delete, and Enter: the app crashes.
    let status = app.waitForExit(timeout: 20)
    #expect(status.flatMap(PseudoTerminalProcess.signal) != nil, "the app crashed")
    #expect(app.terminal.transcript.contains(Self.leave))
    #expect(app.isCooked)
  }

  @Test(
    "A terminal that cannot move the cursor is refused with what to do, and left untouched",
    arguments: [["TERM": "dumb"], ["TERM": ""], [:]])
  func terminalThatCannotMoveTheCursorIsRefused(environment: [String: String]) throws {
    let unsetting = environment.isEmpty ? ["TERM"] : []
    guard let app = try launch(environment: environment, unsetting: unsetting) else { return }
    let status = app.waitForExit()
    #expect(status.flatMap(PseudoTerminalProcess.exitCode) == 1)
    let transcript = app.terminal.transcript
    let named = environment["TERM"].map { $0.isEmpty ? "TERM is empty" : "TERM=\($0)" } ?? "TERM is not set"
    #expect(transcript.contains("terminal-demo needs a terminal that can move the cursor (\(named))"))
    #expect(transcript.contains("“terminal-demo snapshot”") && transcript.contains("TERM=xterm-256color"))
    #expect(!transcript.contains("\u{1B}"), "no colours, alternate screen or mouse reporting:\n\(transcript)")
    #expect(app.isCooked)
  }

  @Test func tripsOnADumbTerminalLeavesItsDataFolderAlone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dumb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("trips.json").path
    guard let app = try launch(["--data", data], environment: ["TERM": "dumb"], product: "trips") else {
      return
    }
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 1)
    #expect(app.terminal.transcript.contains("trips needs a terminal that can move the cursor (TERM=dumb)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no lock, no file")
  }

  @Test(
    "A 16-colour terminal is drawn in the 16 ANSI colours; COLORTERM=truecolor brings back the palette",
    arguments: [("xterm", nil), ("linux", nil), ("xterm", "truecolor")] as [(String, String?)])
  func sixteenColourTerminal(term: String, colorTerm: String?) throws {
    var environment = ["TERM": term]
    environment["COLORTERM"] = colorTerm
    guard let app = try launch(environment: environment) else { return }
    #expect(app.waitForScreen { $0.screen.contains("Seattle") })
    #expect(app.terminal.isAlternateScreen)
    app.send("q")
    #expect(app.waitForExit().flatMap(PseudoTerminalProcess.exitCode) == 0)
    let transcript = app.terminal.transcript
    if colorTerm == nil {
      #expect(!transcript.contains("38;5;") && !transcript.contains("48;5;"))
      #expect(transcript.contains("\u{1B}[0;90m"), "the device's frame, dark grey")
    } else {
      #expect(transcript.contains("\u{1B}[0;38;5;240m"), "the device's frame, from the palette")
    }
  }

  @Test func notATerminalPointsToSnapshot() throws {
    guard let path = PseudoTerminalProcess.builtProduct("terminal-demo") else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(text.contains("snapshot"))
  }

  @Test func snapshotPrintsPlainText() throws {
    guard let path = PseudoTerminalProcess.builtProduct("terminal-demo") else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["snapshot", "--device", "mac", "--width", "100", "--height", "30", "--keys", "\\r"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(process.terminationStatus == 0)
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("Seattle, USA"))
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 31)
  }
}
