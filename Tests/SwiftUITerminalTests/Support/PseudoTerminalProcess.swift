import Foundation
import Glibc

/// A program run on a pseudo-terminal, for the end-to-end test: the test writes keys to it and reads
/// its screen through a ``VirtualTerminal``. Every wait has a deadline; the program is killed if it
/// outlives the test.
final class PseudoTerminalProcess {
  let pid: pid_t
  let master: Int32
  let slave: Int32
  var terminal: VirtualTerminal
  private(set) var exitStatus: Int32?

  struct SpawnError: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts a program on a new pseudo-terminal, with `TERM=xterm-256color` and without `NO_COLOR` unless
  /// `environment` sets them or `unsetting` names them. `prepare` gets the terminal's descriptor before
  /// the program starts, to leave it as another program would have (in raw mode, say).
  init(
    _ path: String, arguments: [String], columns: Int, rows: Int, environment: [String: String] = [:],
    unsetting: [String] = [], prepare: (Int32) -> Void = { _ in }
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw SpawnError(description: "openpty failed")
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    prepare(slave)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A session of its own (POSIX_SPAWN_SETSID), no signal blocked or ignored as in the test's thread
    // (POSIX_SPAWN_SETSIGMASK, POSIX_SPAWN_SETSIGDEF).
    posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGWINCH, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    var variables = ProcessInfo.processInfo.environment
    variables["TERM"] = "xterm-256color"
    variables.removeValue(forKey: "NO_COLOR")
    variables.removeValue(forKey: "COLORTERM")
    for (key, value) in environment { variables[key] = value }
    for key in unsetting { variables.removeValue(forKey: key) }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      close(master)
      close(slave)
      throw SpawnError(description: "posix_spawn failed: \(result)")
    }
    self.pid = pid
    self.master = master
    self.slave = slave
    terminal = VirtualTerminal(columns: columns, rows: rows)
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// Types bytes into the terminal.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Types many bytes, as a terminal hands over a paste: as fast as the program reads them, reading
  /// what it draws meanwhile (so that neither side waits for the other). False if the time is up first.
  func sendAll(_ bytes: [UInt8], timeout: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written > 0 { offset += written }
      if Date() > deadline { return false }
      drain(waiting: written > 0 ? 0 : 10)
    }
    return true
  }

  /// Reads what the program writes until the screen satisfies a condition, or the time is up.
  @discardableResult
  func waitForScreen(timeout: Double = 10, _ condition: (VirtualTerminal) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      drain(waiting: 0)
      if condition(terminal) { return true }
      if Date() > deadline { return false }
      drain(waiting: 50)
    }
  }

  /// Reads whatever is available, waiting up to some milliseconds for the first bytes.
  func drain(waiting milliseconds: Int32) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return }
      terminal.feed(buffer[0..<count])
    }
  }

  /// Changes the terminal's size and tells the program, as a terminal window does.
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    terminal.resize(columns: columns, rows: rows)
    kill(pid, SIGWINCH)
  }

  /// Waits for the program to end; nil if it is still running when the time is up.
  func waitForExit(timeout: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        exitStatus = status
        drain(waiting: 100)
        return status
      }
      drain(waiting: 20)
    }
    return nil
  }

  /// The exit code of a program that exited, or nil.
  static func exitCode(_ status: Int32) -> Int32? {
    status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
  }

  /// The signal that ended the program, or nil.
  static func signal(_ status: Int32) -> Int32? {
    let signal = status & 0x7F
    return signal != 0 && signal != 0x7F ? signal : nil
  }

  /// Whether the terminal is back in cooked mode (line editing and echo on).
  var isCooked: Bool {
    var settings = termios()
    guard tcgetattr(slave, &settings) == 0 else { return false }
    return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
  }

  /// The built program next to the test bundle, if it was built.
  static func builtProduct(_ name: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }
}
