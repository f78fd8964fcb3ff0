/// What `trips-monkey`'s command line asks for.
public enum MonkeyCommand: Equatable, Sendable {
  /// Play sessions of the random user.
  case play(MonkeyPlan)
  /// Save versions of some trips to a file until killed: the crash-safety test kills it mid-save.
  case saveLoop(path: String)
  /// Print the usage and exit.
  case help
}

/// The sessions `trips-monkey` plays.
public struct MonkeyPlan: Equatable, Sendable {
  /// The first session's seed (the next ones count up from it); nil picks one at random, which the
  /// program prints so that the run can be played again.
  public var seed: UInt64?
  /// Steps per session.
  public var steps = 1_000
  /// The device the sessions start on: a key of ``MonkeySession/devices``.
  public var device = "iphone"
  /// How many sessions.
  public var sessions = 1

  /// The defaults: one session of 1,000 steps on an iPhone, from a random seed.
  public init() {}
}

/// A mistake on `trips-monkey`'s command line, in the kinds swift-argument-parser reports: the program
/// prints it with the usage and exits with status 2, never starting a session on a value it guessed.
public enum MonkeyUsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An option the program does not have.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// An option whose value is not one it takes.
  case invalidValue(option: String, value: String, expected: String)
  /// An option given twice.
  case duplicateOption(String)
  /// A word that is neither an option nor expected there.
  case unexpectedArgument(String)
  /// A command given without a word it needs.
  case missingArgument(command: String, argument: String)

  /// The mistake, in a sentence.
  public var description: String {
    switch self {
    case .unknownOption(let option): "unknown option “\(option)”"
    case .missingValue(let option): "\(option) needs a value"
    case .invalidValue(let option, let value, let expected): "\(option) takes \(expected), not “\(value)”"
    case .duplicateOption(let option): "\(option) is given more than once"
    case .unexpectedArgument(let word): "unexpected argument “\(word)”"
    case .missingArgument(let command, let argument): "\(command) needs \(argument)"
    }
  }
}

/// Reads `trips-monkey`'s command line into a ``MonkeyCommand``, refusing anything it cannot use.
public enum MonkeyCommandLine {
  /// The most steps per session: the session keeps every action for the minimiser, so this bounds its
  /// memory (about a gigabyte).
  public static let maximumSteps = 10_000_000
  /// The most sessions in one run.
  public static let maximumSessions = 1_000_000

  /// The usage text.
  public static let usage = """
    Usage: trips-monkey [--seed S] [--steps N] [--device iphone|ipad|mac] [--sessions K]
           trips-monkey save-loop PATH

    Plays a seeded random user against the Trips app and checks its invariants after every step.

    Options:
      --seed S        the first session's seed, 0 to 18446744073709551615 (default: random, printed)
      --steps N       steps per session, 1 to 10000000 (default 1000)
      --device D      the device sessions start on: iphone, ipad or mac (default iphone)
      --sessions K    sessions, with seeds S, S+1, …, 1 to 1000000 (default 1)
      --help          this help

    save-loop PATH saves trips to PATH until killed (for the crash-safety test).
    """

  /// The command the words ask for (without the program's name).
  public static func parse(_ arguments: [String]) throws(MonkeyUsageError) -> MonkeyCommand {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
    if arguments.first == "save-loop" {
      guard arguments.count >= 2, !arguments[1].isEmpty else {
        throw .missingArgument(command: "save-loop", argument: "the PATH of a file to save to")
      }
      if arguments.count > 2 { throw .unexpectedArgument(arguments[2]) }
      return .saveLoop(path: arguments[1])
    }
    var reader = Reader(words: arguments)
    var plan = MonkeyPlan()
    while let option = try reader.nextOption() {
      let value = try reader.value(for: option)
      switch option {
      case "--seed":
        plan.seed = try number(value, for: option, in: UInt64.min...UInt64.max)
      case "--steps":
        plan.steps = try number(value, for: option, in: 1...maximumSteps)
      case "--sessions":
        plan.sessions = try number(value, for: option, in: 1...maximumSessions)
      default:
        plan.device = try device(value, for: option)
      }
    }
    return .play(plan)
  }

  /// A whole number within a range.
  private static func number<Number: FixedWidthInteger>(
    _ text: String, for option: String, in range: ClosedRange<Number>
  ) throws(MonkeyUsageError) -> Number {
    guard let number = Number(text), range.contains(number) else {
      throw .invalidValue(
        option: option, value: text,
        expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// One of the devices a session can start on.
  private static func device(_ text: String, for option: String) throws(MonkeyUsageError) -> String {
    let name = text.lowercased()
    guard MonkeySession.devices[name] != nil else {
      throw .invalidValue(option: option, value: text, expected: "iphone, ipad or mac")
    }
    return name
  }

  /// The words, one option and its value at a time.
  private struct Reader {
    static let options: Set<String> = ["--seed", "--steps", "--device", "--sessions"]

    let words: [String]
    var index = 0
    var seen: Set<String> = []
    /// The value given as `--name=value`, if the option being read had one.
    var inlineValue: String?

    /// The next option's name, or nil at the end.
    mutating func nextOption() throws(MonkeyUsageError) -> String? {
      guard index < words.count else { return nil }
      var word = words[index]
      index += 1
      inlineValue = nil
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        inlineValue = String(word[word.index(after: equals)...])
        word = String(word[..<equals])
      }
      guard Self.options.contains(word) else {
        throw word.hasPrefix("-") ? .unknownOption(word) : .unexpectedArgument(word)
      }
      guard seen.insert(word).inserted else { throw .duplicateOption(word) }
      return word
    }

    /// The option's value: the inline one or the next word. A word with a dash is a value (`-1` is
    /// then refused by the option's own check, not taken for an option), unless it is an option.
    mutating func value(for option: String) throws(MonkeyUsageError) -> String {
      if let inlineValue { return inlineValue }
      guard index < words.count, !Self.options.contains(words[index]) else {
        throw .missingValue(option: option)
      }
      index += 1
      return words[index - 1]
    }
  }
}
