import Glibc

/// Repairs a terminal that a program left changed, as one killed with SIGKILL leaves it (nothing can
/// catch that signal): in raw mode, on the alternate screen, the cursor hidden, the mouse reported.
/// The host repairs what it finds when it starts and ends (``cooked(_:)``), and `--reset-terminal`
/// repairs a terminal on its own (``reset()``).
enum TerminalRepair {
  /// Every mouse mode off, bracketed paste off, attributes reset, the cursor shown, the main screen
  /// back: the modes a full-screen program may leave on, this host's and others'.
  static let resetSequence: StaticString =
    "\u{1B}[?1006l\u{1B}[?1015l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Whether settings are raw mode (no line editing, no echo): what a program sets while it runs and
  /// no shell hands to the next one, so found at start they are what a killed program left.
  static func looksRaw(_ settings: termios) -> Bool {
    settings.c_lflag & tcflag_t(ICANON) == 0 && settings.c_lflag & tcflag_t(ECHO) == 0
  }

  /// The settings with line editing, echo, signal keys and output processing on again, as `stty sane`
  /// turns them on; the rest (speeds, control characters) as they are.
  static func cooked(_ settings: termios) -> termios {
    var sane = settings
    sane.c_iflag |= tcflag_t(BRKINT | ICRNL | IXON)
    sane.c_iflag &= ~tcflag_t(INLCR | IGNCR)
    sane.c_oflag |= tcflag_t(OPOST | ONLCR)
    sane.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &sane.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return sane
  }

  /// Writes the reset sequence and, when standard input is a terminal in raw mode, turns cooked mode
  /// back on. Returns whether standard output is a terminal (the sequence was written either way).
  @discardableResult
  static func reset() -> Bool {
    resetSequence.withUTF8Buffer { buffer in
      _ = write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
    }
    var settings = termios()
    if tcgetattr(STDIN_FILENO, &settings) == 0 && looksRaw(settings) {
      var sane = cooked(settings)
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &sane)
    }
    return isatty(STDOUT_FILENO) == 1
  }
}
