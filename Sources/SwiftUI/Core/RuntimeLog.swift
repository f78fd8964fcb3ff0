/// The messages SwiftUI itself logs, in its words, and what the app prints. The project's own advice
/// goes through ``RuntimeDiagnostics`` instead.
///
/// Under a host, both go to the host (the test host's `log` and `console`); with no host active,
/// messages go to standard error and prints to standard output.
enum RuntimeLog {
  static func warn(_ message: String) {
    if let host = Runtime.activeHost {
      MainActor.assumeIsolated { host.appendLog(message) }
    } else {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }
}

/// Writes the textual representations of the items, as the standard library's `print` does. Under a
/// host, the line reaches the host's console (the test host's `app.console`) instead of standard output.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let line = items.map { "\($0)" }.concatenated(separator: separator)
  if let host = Runtime.activeHost {
    MainActor.assumeIsolated { host.appendConsole(line, terminator: terminator) }
  } else {
    Swift.print(line, terminator: terminator)
  }
}

/// The project's own notes on an app's code, for the package's layers above the runtime (the router)
/// that point out mistakes in words a developer can act on. They are not SwiftUI's words, so they never
/// reach the log: under a host they go to its ``GraphHost/diagnostics``; with no host, to standard
/// error behind ``prefix``.
@MainActor
package enum RuntimeDiagnostics {
  /// What starts a note written to standard error, so that a reader can tell it from SwiftUI's log.
  package static let prefix = "diagnostic (not SwiftUI's): "

  /// Reports a note on the app's code.
  ///
  /// - Parameter message: What the developer should know.
  package static func warn(_ message: String) {
    if let host = Runtime.activeHost {
      host.note(message)
    } else {
      writeToStandardError(message)
    }
  }

  /// Reports a note once per key: a mistake met at every update is reported once.
  ///
  /// - Parameters:
  ///   - message: What the developer should know.
  ///   - key: The place (or the mistake) the note is about; a second note with the same key is dropped.
  ///     With no host, every note is written.
  package static func warnOnce(_ message: String, key: String) {
    if let host = Runtime.activeHost {
      host.noteOnce(message, key: key)
    } else {
      writeToStandardError(message)
    }
  }

  private static func writeToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
  }
}
