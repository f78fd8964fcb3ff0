import Foundation

/// What the command line asked of the terminal host: which device, held how, and whether to run
/// interactively, print one frame (`snapshot`) or show the help.
public struct TerminalConfiguration: Sendable {
  /// The devices the host can show.
  public enum Device: String, Sendable, CaseIterable {
    /// iPhone 17: 46 x 39 cells upright, 100 x 18 sideways.
    case iphone
    /// iPad Air 11-inch: 96 x 54 cells upright.
    case ipad
    /// A Mac window as large as the terminal.
    case mac
    /// A foldable iPhone, folded.
    case fold
  }

  /// What to do.
  public enum Command: Sendable, Equatable {
    /// Run the app interactively in the terminal.
    case run
    /// Print one frame as plain text and exit, on a terminal of a size (the device's when nil).
    case snapshot(columns: Int?, rows: Int?)
    /// Print the help and exit.
    case help
    /// Give the terminal back in its usual state (cooked mode, main screen, cursor shown, no mouse
    /// reporting), as a program killed with SIGKILL could not, and exit.
    case resetTerminal
  }

  /// The device.
  public var device: Device = .iphone
  /// Held sideways.
  public var isLandscape = false
  /// What to do.
  public var command: Command = .run
  /// Whether to draw in colour: false when `NO_COLOR` is set or `--no-color` was given.
  public var usesColor: Bool
  /// The terminal `TERM` names: whether the host can draw on it, and in how many colours.
  public var terminal: TerminalCapabilities
  /// Keys to press before the snapshot (`--keys`), with `\t`, `\r`, `\e` and `\\` escapes.
  public var keys: String?
  /// Whether `snapshot` prints the element tree after the frame (`--tree`).
  public var printsTree = false
  /// Words the host did not use (after `--`, or all positional words when the caller accepts them).
  public var arguments: [String] = []

  /// The defaults: an iPhone held upright, run interactively, in colour unless `NO_COLOR` is set, on
  /// the terminal the environment's `TERM` and `COLORTERM` describe.
  public init(
    device: Device = .iphone, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.device = device
    usesColor = (environment["NO_COLOR"] ?? "").isEmpty
    terminal = TerminalCapabilities(environment: environment)
  }

  /// The colours the encoder writes: none under `NO_COLOR` or `--no-color`, else what `TERM` allows.
  var colorOutput: ANSIEncoder.Colors {
    guard usesColor else { return .none }
    switch terminal.colors {
    case .ansi16: return .ansi16
    case .palette256: return .palette256
    }
  }

  /// Parses a command line (without the program's name). The caller's options are recognised too;
  /// positional words go to ``arguments`` when `acceptsArguments` is true, and are an error otherwise.
  ///
  /// - Parameters:
  ///   - arguments: The words of the command line, without the program's name.
  ///   - options: The caller's own options, whose handlers run as they are read.
  ///   - acceptsArguments: Whether positional words are kept in ``arguments`` rather than refused.
  ///   - defaultDevice: The device when the command line names none.
  /// - Returns: What the command line asked for.
  /// - Throws: A ``TerminalUsageError`` saying what was wrong.
  @MainActor
  public static func parse(
    _ arguments: [String], options: [TerminalOption] = [], acceptsArguments: Bool = false,
    defaultDevice: Device = .iphone
  ) throws(TerminalUsageError) -> TerminalConfiguration {
    var parser = CommandLineParser(
      arguments: arguments, options: options, acceptsArguments: acceptsArguments,
      configuration: TerminalConfiguration(device: defaultDevice))
    while parser.hasMore {
      try parser.parseNext()
    }
    return try parser.finish()
  }

  /// The help text: usage, options (the caller's too) and keys.
  public static func usage(programName: String, options: [TerminalOption] = []) -> String {
    var lines = [
      "Usage: \(programName) [options]",
      "       \(programName) snapshot [options] [--width N --height M] [--keys KEYS]",
      "",
      "Runs the app in this terminal, as it looks on a device (or as a Mac window as large as the",
      "terminal). `snapshot` prints one frame as plain text and exits, for scripts, docs and tests.",
      "",
      "Running needs a terminal that can move the cursor: TERM=dumb, or no TERM, is refused (snapshot",
      "works anywhere). 256 colours when TERM says 256color or COLORTERM=truecolor, else the 16 ANSI ones.",
      "",
      "Options:",
      "  --device iphone|ipad|mac|fold   the device (default iphone); mac uses the whole terminal",
      "  --landscape                     hold the device sideways",
      "  --no-color                      no colours (also when NO_COLOR is set)",
      "  --width N, --height M           snapshot: the terminal's size in cells",
      "  --keys KEYS                     snapshot: keys to press first (\\t Tab, \\r Enter, \\e Esc)",
      "  --tree                          snapshot: also print the elements, with their cells",
      "  --reset-terminal                repair a terminal an app killed with kill -9 left raw, on",
      "                                  its alternate screen, cursor hidden, mouse on (as `reset` does)",
    ]
    for option in options {
      let name = option.name + (option.valueName.map { " " + $0 } ?? "")
      lines.append(
        "  " + name.padding(toLength: max(32, name.count + 1), withPad: " ", startingAt: 0) + option.help)
    }
    lines += ["  --help                          this help", "", "Keys:"]
    lines += KeyHelp.lines.map { "  " + $0 }
    return lines.joined(separator: "\n")
  }

}
