/// The runtime's own messages, in SwiftUI's words, and what the app prints.
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
  let line = items.map { "\($0)" }.joined(separator: separator)
  if let host = Runtime.activeHost {
    MainActor.assumeIsolated { host.appendConsole(line, terminator: terminator) }
  } else {
    Swift.print(line, terminator: terminator)
  }
}

/// The runtime log, for the package's own layers above the runtime (the router) that point out
/// mistakes in words a developer can act on.
package enum RuntimeDiagnostics {
  /// Adds a message to the active host's log, or standard error with no host.
  package static func warn(_ message: String) {
    RuntimeLog.warn(message)
  }

  /// Adds a message once per key to the active host's log.
  @MainActor package static func warnOnce(_ message: String, key: String) {
    if let host = Runtime.activeHost {
      host.warnOnce(message, key: key)
    } else {
      RuntimeLog.warn(message)
    }
  }
}
