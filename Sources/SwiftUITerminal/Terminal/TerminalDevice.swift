import Glibc

/// The real terminal on standard input and output: raw mode, the alternate screen, the mouse, its
/// size, and writing whole buffers.
final class TerminalDevice {
  let input: Int32 = STDIN_FILENO
  let output: Int32 = STDOUT_FILENO

  /// Whether both standard input and output are terminals.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size in cells, if it reports one.
  func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0 || ioctl(input, UInt(TIOCGWINSZ), &size) == 0 else {
      return nil
    }
    guard size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Raw mode (no echo, no line editing, no signals from keys, bytes as they come), the alternate
  /// screen, a hidden cursor and mouse reporting. Throws when standard input is not a terminal.
  func enter() throws(TerminalError) {
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { throw .notATerminal }
    // Raw mode found at start was left by a program that could not restore it (killed with SIGKILL):
    // the terminal is given back cooked, not as it was found.
    let found = settings
    TerminalRestore.save(
      TerminalRepair.looksRaw(found) ? TerminalRepair.cooked(found) : found, descriptor: input)
    var raw = settings
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 0
    }
    SignalHandlers.install()
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw .notATerminal }
    TerminalRestore.setActive(true)
    TerminalRestore.enterSequence.withUTF8Buffer { write(UnsafeRawBufferPointer($0)) }
  }

  /// Gives the terminal back as it was.
  func leave() {
    TerminalRestore.restore()
  }

  /// Writes all the bytes, waiting when the terminal is slow.
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Glibc.write(output, pointer, remaining)
      if written > 0 {
        pointer += written
        remaining -= written
      } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
        var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 100)
      } else {
        return
      }
    }
  }

  /// Writes a buffer.
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { write($0) }
  }

}

extension TerminalDevice: ByteSource {
  /// Reads what is available (up to the buffer's size) without waiting.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    Glibc.read(input, buffer.baseAddress, buffer.count)
  }

  /// Whether standard input has bytes (or has ended), waiting up to some milliseconds.
  func isReady(waiting milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }
}

/// Why the terminal could not be used.
enum TerminalError: Error {
  case notATerminal
}
