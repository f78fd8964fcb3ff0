import Glibc

/// The host's signal handling.
///
/// - SIGWINCH (the terminal was resized) is noted and wakes the run loop through a pipe.
/// - SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal, then end the process as the signal
///   would have.
/// - SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT (a crash in the app's code, a failed
///   precondition) restore the terminal, then hand the signal to whoever had it before (Swift's
///   backtracer prints its report on a readable screen) or to the default action.
enum SignalHandlers {
  nonisolated(unsafe) private static var resizedFlag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  nonisolated(unsafe) private static var wakeWrite: Int32 = -1
  nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  nonisolated(unsafe) private static var installed = false

  /// The read end of the pipe a signal writes to: poll it with the terminal's input.
  nonisolated(unsafe) private(set) static var wakeDescriptor: Int32 = -1

  static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

  /// Installs the handlers (once) and the `atexit` hook that restores the terminal.
  static func install() {
    guard !installed else { return }
    installed = true
    resizedFlag.initialize(to: 0)
    previous.initialize(repeating: sigaction(), count: 65)
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
      wakeDescriptor = descriptors[0]
      wakeWrite = descriptors[1]
    }
    atexit { TerminalRestore.restore() }
    set(
      SIGWINCH,
      handler: { _ in
        SignalHandlers.resizedFlag.pointee = 1
        SignalHandlers.wake()
      })
    for signal in terminating {
      set(
        signal,
        handler: { signal in
          TerminalRestore.restore()
          var action = sigaction()
          action.__sigaction_handler.sa_handler = SIG_DFL
          sigemptyset(&action.sa_mask)
          _ = sigaction(signal, &action, nil)
          _ = raise(signal)
        })
    }
    // Whatever started the program may have blocked these; the host needs them.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in terminating + crashing + [SIGWINCH] { sigaddset(&handled, signal) }
    _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    for signal in crashing {
      set(
        signal,
        handler: { signal in
          TerminalRestore.restore()
          // Give the signal back to whoever had it; a fault happens again on return and goes there.
          _ = sigaction(signal, SignalHandlers.previous.advanced(by: Int(signal)), nil)
          if signal == SIGABRT || signal == SIGTRAP { _ = raise(signal) }
        })
    }
  }

  private static func set(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    _ = sigaction(signal, &action, previous.advanced(by: Int(signal)))
  }

  private static func wake() {
    var byte: UInt8 = 1
    _ = Glibc.write(wakeWrite, &byte, 1)
  }

  /// Whether the terminal was resized since the last call; empties the wake-up pipe.
  static func takeResize() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    while wakeDescriptor >= 0 && read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    guard resizedFlag.pointee != 0 else { return false }
    resizedFlag.pointee = 0
    return true
  }
}
