import Glibc

/// The host's signal handling.
///
/// - SIGWINCH (the terminal was resized) is noted and wakes the run loop through a pipe.
/// - SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal, then end the process as the signal
///   would have.
/// - SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT (a crash in the app's code, a failed
///   precondition) restore the terminal, then hand the signal to whoever had it before (Swift's
///   backtracer prints its report on a readable screen) or to the default action.
/// - Either way, the files the app asked for (``removeOnSignal(_:)``) are removed first.
enum SignalHandlers {
  nonisolated(unsafe) private static var resizedFlag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  nonisolated(unsafe) private static var wakeWrite: Int32 = -1
  nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  nonisolated(unsafe) private static var installed = false

  /// The read end of the pipe a signal writes to: poll it with the terminal's input.
  nonisolated(unsafe) private(set) static var wakeDescriptor: Int32 = -1

  static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// The most files ``removeOnSignal(_:)`` keeps.
  static let maximumRemovals = 8
  nonisolated(unsafe) private static let removals: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: maximumRemovals)
    table.initialize(repeating: nil, count: maximumRemovals)
    return table
  }()
  nonisolated(unsafe) private static var removalCount: Int32 = 0

  /// Files to remove (`unlink`, which a signal handler may call) when a signal ends the process, in
  /// place of the ones given before; empty to remove none. Only the first ``maximumRemovals`` are kept.
  static func removeOnSignal(_ paths: [String]) {
    removalCount = 0  // A handler that runs meanwhile removes nothing rather than half a list.
    for index in 0..<maximumRemovals {
      free(removals[index])
      removals[index] = index < paths.count ? strdup(paths[index]) : nil
    }
    removalCount = Int32(min(paths.count, maximumRemovals))
  }

  /// Removes the files of ``removeOnSignal(_:)``: safe in a signal handler.
  private static func removeFiles() {
    for index in 0..<Int(removalCount) {
      if let path = removals[index] { _ = unlink(path) }
    }
  }
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
          SignalHandlers.removeFiles()
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
          SignalHandlers.removeFiles()
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
