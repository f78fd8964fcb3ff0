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
  }

  /// The device.
  public var device: Device = .iphone
  /// Held sideways.
  public var isLandscape = false
  /// What to do.
  public var command: Command = .run
  /// Whether to draw in colour: false when `NO_COLOR` is set or `--no-color` was given.
  public var usesColor: Bool
  /// Keys to press before the snapshot (`--keys`), with `\t`, `\r`, `\e` and `\\` escapes.
  public var keys: String?
  /// Whether `snapshot` prints the element tree after the frame (`--tree`).
  public var printsTree = false
  /// Words the host did not use (after `--`, or all positional words when the caller accepts them).
  public var arguments: [String] = []

  /// The defaults: an iPhone held upright, run interactively, in colour unless `NO_COLOR` is set.
  public init(device: Device = .iphone) {
    self.device = device
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    usesColor = noColor.isEmpty
  }

  /// Parses a command line (without the program's name). The caller's options are recognised too;
  /// positional words go to ``arguments`` when `acceptsArguments` is true, and are an error otherwise.
  @MainActor
  public static func parse(
    _ arguments: [String], options: [TerminalOption] = [], acceptsArguments: Bool = false,
    defaultDevice: Device = .iphone
  ) throws(TerminalUsageError) -> TerminalConfiguration {
    var configuration = TerminalConfiguration(device: defaultDevice)
    var columns: Int?
    var rows: Int?
    var index = 0
    func value(for name: String) throws(TerminalUsageError) -> String {
      index += 1
      guard index < arguments.count else { throw TerminalUsageError("\(name) needs a value") }
      return arguments[index]
    }
    func number(for name: String) throws(TerminalUsageError) -> Int {
      let text = try value(for: name)
      guard let number = Int(text), number > 0, number <= 10_000 else {
        throw TerminalUsageError("\(name) needs a positive number, not “\(text)”")
      }
      return number
    }
    while index < arguments.count {
      var argument = arguments[index]
      // --name=value is --name value.
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inlineValue = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      func take(_ name: String) throws(TerminalUsageError) -> String {
        if let inlineValue { return inlineValue }
        return try value(for: name)
      }
      switch argument {
      case "--help", "-h", "help":
        configuration.command = .help
      case "--device", "-d":
        let name = try take(argument).lowercased()
        guard let device = Device(rawValue: name) else {
          throw TerminalUsageError("unknown device “\(name)”: use iphone, ipad, mac or fold")
        }
        configuration.device = device
      case "--landscape":
        configuration.isLandscape = true
      case "--portrait":
        configuration.isLandscape = false
      case "--no-color":
        configuration.usesColor = false
      case "--width":
        if let inlineValue, let number = Int(inlineValue) {
          columns = number
        } else {
          columns = try number(for: argument)
        }
      case "--height":
        if let inlineValue, let number = Int(inlineValue) {
          rows = number
        } else {
          rows = try number(for: argument)
        }
      case "--tree":
        configuration.printsTree = true
      case "--keys":
        configuration.keys = try take(argument)
      case "snapshot":
        configuration.command = .snapshot(columns: nil, rows: nil)
      case "--":
        configuration.arguments += arguments[(index + 1)...]
        index = arguments.count
        continue
      default:
        if let option = options.first(where: { $0.name == argument }) {
          let optionValue = option.valueName == nil ? nil : try take(argument)
          do {
            try option.handle(optionValue)
          } catch {
            throw TerminalUsageError("\(argument): \(error)")
          }
        } else if argument.hasPrefix("-") {
          throw TerminalUsageError("unknown option “\(argument)”")
        } else if acceptsArguments {
          configuration.arguments.append(argument)
        } else {
          throw TerminalUsageError("unexpected argument “\(argument)”")
        }
      }
      index += 1
    }
    if case .snapshot = configuration.command {
      configuration.command = .snapshot(columns: columns, rows: rows)
    } else if columns != nil || rows != nil {
      throw TerminalUsageError("--width and --height go with snapshot")
    }
    return configuration
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
      "Options:",
      "  --device iphone|ipad|mac|fold   the device (default iphone); mac uses the whole terminal",
      "  --landscape                     hold the device sideways",
      "  --no-color                      no colours (also when NO_COLOR is set)",
      "  --width N, --height M           snapshot: the terminal's size in cells",
      "  --keys KEYS                     snapshot: keys to press first (\\t Tab, \\r Enter, \\e Esc)",
      "  --tree                          snapshot: also print the elements, with their cells",
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
