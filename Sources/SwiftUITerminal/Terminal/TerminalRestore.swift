import Glibc

/// What it takes to give the terminal back as it was: the termios settings saved before raw mode, and
/// the escape sequences that turn the mouse off, show the cursor and leave the alternate screen.
///
/// Everything here is safe to call from a signal handler: the state lives in memory allocated before
/// any handler is installed, and restoring only calls `write` and `tcsetattr`.
enum TerminalRestore {
  /// The saved settings and whether the terminal is in raw mode, in memory a handler can read.
  private struct State {
    var saved = termios()
    var isActive: Int32 = 0
    var descriptor: Int32 = 0
  }

  nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  /// Every mouse mode off, attributes reset, cursor shown, main screen back (``TerminalRepair``'s
  /// sequence, which also undoes modes another program may have left on).
  static var leaveSequence: StaticString { TerminalRepair.resetSequence }
  /// Alternate screen, cursor hidden, mouse reporting on (SGR), screen cleared.
  static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J"

  /// Remembers the settings to restore, before the terminal is changed.
  static func save(_ settings: termios, descriptor: Int32) {
    state.pointee.saved = settings
    state.pointee.descriptor = descriptor
  }

  /// Marks the terminal as changed (raw mode, alternate screen) or given back.
  static func setActive(_ active: Bool) {
    state.pointee.isActive = active ? 1 : 0
  }

  /// Whether the terminal is changed and needs restoring.
  static var isActive: Bool { state.pointee.isActive != 0 }

  /// Gives the terminal back, once: safe in a signal handler and at exit.
  static func restore() {
    guard state.pointee.isActive != 0 else { return }
    state.pointee.isActive = 0
    leaveSequence.withUTF8Buffer { buffer in
      _ = Glibc.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
    }
    _ = tcsetattr(state.pointee.descriptor, TCSAFLUSH, &state.pointee.saved)
  }
}
