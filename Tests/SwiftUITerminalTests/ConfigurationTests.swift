import SwiftUI
import Testing

@testable import SwiftUITerminal

/// The command line: the host's options, an app's own, and snapshots.
@MainActor
@Suite struct ConfigurationTests {
  @Test func hostOptions() throws {
    let configuration = try TerminalConfiguration.parse(["--device", "ipad", "--landscape"])
    #expect(configuration.device == .ipad && configuration.isLandscape && configuration.command == .run)
    let snapshot = try TerminalConfiguration.parse([
      "snapshot", "--device=mac", "--width", "80", "--height", "24",
    ])
    #expect(snapshot.command == .snapshot(columns: 80, rows: 24) && snapshot.device == .mac)
    #expect(try TerminalConfiguration.parse(["--help"]).command == .help)
  }

  @Test func mistakesAreReported() {
    #expect(throws: TerminalUsageError.self) { try TerminalConfiguration.parse(["--device", "toaster"]) }
    #expect(throws: TerminalUsageError.self) { try TerminalConfiguration.parse(["--bogus"]) }
    #expect(throws: TerminalUsageError.self) { try TerminalConfiguration.parse(["--width", "80"]) }
    #expect(throws: TerminalUsageError.self) { try TerminalConfiguration.parse(["open"]) }
    #expect(throws: TerminalUsageError.self) {
      try TerminalConfiguration.parse(["snapshot", "--width", "x"])
    }
  }

  @Test func appOptionsAndArguments() throws {
    var data: String?
    var verbose = false
    let options = [
      TerminalOption("--data", value: "PATH", help: "where the trips are") { data = $0 },
      TerminalOption("--verbose", help: "say more") { _ in verbose = true },
    ]
    let configuration = try TerminalConfiguration.parse(
      ["--data", "/tmp/trips.json", "--verbose", "open", "trips://seattle", "--device", "mac"],
      options: options,
      acceptsArguments: true)
    #expect(data == "/tmp/trips.json" && verbose)
    #expect(configuration.arguments == ["open", "trips://seattle"])
    #expect(configuration.device == .mac)
    let usage = TerminalConfiguration.usage(programName: "trips", options: options)
    #expect(
      usage.contains("--data PATH") && usage.contains("where the trips are") && usage.contains("snapshot"))
  }

  @Test func snapshotIsPlainText() {
    var configuration = TerminalConfiguration()
    configuration.keys = "\\r"
    let host = GraphHost(geometry: TerminalHost.geometry(for: configuration), content: { SampleTrips() })
    let text = TerminalHost.snapshot(host: host, configuration: configuration, columns: nil, rows: nil)
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("About Seattle"))
    #expect(text.split(separator: "\n").count == 42, "the device's 39 rows, its frame and the status line")
  }

  @Test func dumbUnsetAndEmptyTermCannotBeDrawnOnAndSaySo() {
    func problem(_ environment: [String: String]) -> String? {
      TerminalCapabilities(environment: environment).problem
    }
    #expect(problem(["TERM": "dumb"]) == "TERM=dumb")
    #expect(problem([:]) == "TERM is not set")
    #expect(problem(["TERM": ""]) == "TERM is empty")
    for term in ["dumb-emacs-ansi", "emacs", "vt52", "tek4014", "unknown", "DUMB"] {
      #expect(!TerminalCapabilities(environment: ["TERM": term]).isDrivable, "\(term)")
    }
    for term in ["xterm", "xterm-256color", "screen", "tmux-256color", "linux", "vt100", "xterm-kitty"] {
      #expect(problem(["TERM": term]) == nil, "\(term)")
    }
  }

  @Test func termWithout256ColorGetsSixteenColoursUnlessColortermSaysMore() {
    func colors(_ term: String, _ colorTerm: String? = nil) -> TerminalCapabilities.Colors {
      var environment = ["TERM": term]
      environment["COLORTERM"] = colorTerm
      return TerminalCapabilities(environment: environment).colors
    }
    for term in ["xterm", "screen", "linux", "vt100", "tmux", "rxvt-unicode"] {
      #expect(colors(term) == .ansi16, "\(term)")
    }
    for term in ["xterm-256color", "screen-256color", "tmux-256color", "xterm-direct", "alacritty"] {
      #expect(colors(term) == .palette256, "\(term)")
    }
    #expect(colors("xterm", "truecolor") == .palette256)
    #expect(colors("screen", "24bit") == .palette256)
    #expect(colors("linux", "yes") == .ansi16, "only truecolor, 24bit and 256color promise more")
  }

  @Test func noColorStillWinsOverTheTerminalsColours() throws {
    let sixteen = TerminalConfiguration(environment: ["TERM": "xterm"])
    #expect(sixteen.usesColor && sixteen.colorOutput == .ansi16)
    let full = TerminalConfiguration(environment: ["TERM": "xterm-256color"])
    #expect(full.colorOutput == .palette256)
    #expect(TerminalConfiguration(environment: ["TERM": "xterm", "NO_COLOR": "1"]).colorOutput == .none)
  }
}
