/// An option an app adds to the terminal host's command line, such as `--data PATH`. Its handler runs
/// while the arguments are parsed, before the app's view is built, so the app can read what it set.
public struct TerminalOption {
  /// The option's name, with its dashes: `--data`.
  public let name: String
  /// The name of its value for the help (`PATH`), or nil for a flag without a value.
  public let valueName: String?
  /// One line for `--help`.
  public let help: String
  let handle: @MainActor (String?) throws -> Void

  /// An option. `handle` receives the value (nil for a flag) and may throw to reject it; the error's
  /// description is shown with the usage.
  public init(
    _ name: String, value valueName: String? = nil, help: String,
    handle: @escaping @MainActor (String?) throws -> Void
  ) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.handle = handle
  }
}

/// A command-line mistake: an unknown option, a missing or bad value.
public struct TerminalUsageError: Error, CustomStringConvertible, Sendable {
  /// What was wrong, in a sentence.
  public let description: String

  /// An error with a message.
  public init(_ description: String) {
    self.description = description
  }
}
