/// Reads a command line one word at a time into a ``TerminalConfiguration``: the host's options first,
/// then the caller's, then positional words. The steps of `TerminalConfiguration.parse`, each small
/// enough to read on its own.
@MainActor
struct CommandLineParser {
  /// The words, without the program's name.
  let arguments: [String]
  /// The caller's options.
  let options: [TerminalOption]
  /// Whether positional words go to the configuration's arguments (else they are a mistake).
  let acceptsArguments: Bool
  /// What the words read so far asked for.
  var configuration: TerminalConfiguration
  /// The snapshot's size, kept until the end: it is a mistake without `snapshot`, wherever that comes.
  private var columns: Int?
  private var rows: Int?
  private var index = 0
  /// The value given as `--name=value` with the word being read, if any.
  private var inlineValue: String?

  /// A parser at the first word.
  ///
  /// - Parameters:
  ///   - arguments: The words, without the program's name.
  ///   - options: The caller's options.
  ///   - acceptsArguments: Whether positional words are kept rather than refused.
  ///   - configuration: The configuration the words change: the defaults.
  init(
    arguments: [String], options: [TerminalOption], acceptsArguments: Bool,
    configuration: TerminalConfiguration
  ) {
    self.arguments = arguments
    self.options = options
    self.acceptsArguments = acceptsArguments
    self.configuration = configuration
  }

  /// Whether words are left to read.
  var hasMore: Bool { index < arguments.count }

  /// Reads the next word, and its value if it takes one.
  mutating func parseNext() throws(TerminalUsageError) {
    let argument = splitInlineValue(arguments[index])
    if argument == "--" {
      configuration.arguments += arguments[(index + 1)...]
      index = arguments.count
      return
    }
    if try !parseHostOption(argument) {
      try parseOther(argument)
    }
    index += 1
  }

  /// The configuration, once every word is read, with the snapshot's size.
  func finish() throws(TerminalUsageError) -> TerminalConfiguration {
    var configuration = configuration
    if case .snapshot = configuration.command {
      configuration.command = .snapshot(columns: columns, rows: rows)
    } else if columns != nil || rows != nil {
      throw TerminalUsageError("--width and --height go with snapshot")
    }
    return configuration
  }

  /// `--name=value` is `--name value`: returns the name and keeps the value for ``take(_:)``.
  private mutating func splitInlineValue(_ word: String) -> String {
    inlineValue = nil
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return word }
    inlineValue = String(word[word.index(after: equals)...])
    return String(word[..<equals])
  }

  /// Applies one of the host's own options or commands; false when the word is not one of them.
  private mutating func parseHostOption(_ argument: String) throws(TerminalUsageError) -> Bool {
    switch argument {
    case "--help", "-h", "help":
      configuration.command = .help
    case "--reset-terminal":
      configuration.command = .resetTerminal
    case "--device", "-d":
      let name = try take(argument).lowercased()
      guard let device = TerminalConfiguration.Device(rawValue: name) else {
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
      columns = try size(for: argument)
    case "--height":
      rows = try size(for: argument)
    case "--tree":
      configuration.printsTree = true
    case "--keys":
      configuration.keys = try take(argument)
    case "snapshot":
      configuration.command = .snapshot(columns: nil, rows: nil)
    default:
      return false
    }
    return true
  }

  /// Applies one of the caller's options, or keeps a positional word where the caller accepts them.
  private mutating func parseOther(_ argument: String) throws(TerminalUsageError) {
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

  /// A size in cells: a whole `--width=N` as given, else the next word, which must be in range.
  private mutating func size(for name: String) throws(TerminalUsageError) -> Int {
    if let inlineValue, let number = Int(inlineValue) { return number }
    return try number(for: name)
  }

  /// The option's value: the inline one, or the next word.
  private mutating func take(_ name: String) throws(TerminalUsageError) -> String {
    if let inlineValue { return inlineValue }
    return try value(for: name)
  }

  /// The next word, as an option's value.
  private mutating func value(for name: String) throws(TerminalUsageError) -> String {
    index += 1
    guard index < arguments.count else { throw TerminalUsageError("\(name) needs a value") }
    return arguments[index]
  }

  /// The next word, as a positive number of at most 10,000.
  private mutating func number(for name: String) throws(TerminalUsageError) -> Int {
    let text = try value(for: name)
    guard let number = Int(text), number > 0, number <= 10_000 else {
      throw TerminalUsageError("\(name) needs a positive number, not “\(text)”")
    }
    return number
  }
}
