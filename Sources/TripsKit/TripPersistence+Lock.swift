import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripPersistence {
  /// Takes the advisory lock on the sibling ``lockURL`` file, so a second app instance using the same
  /// trips file notices the first. Keep the returned ``Lock`` for as long as the file is in use.
  ///
  /// The lock is `flock(LOCK_EX | LOCK_NB)` on a freshly opened descriptor, so it also conflicts with
  /// another acquisition in the same process. The lock file records the holder's process id.
  public func acquireLock() throws(LockError) -> Lock {
    let lockPath = lockURL.filePath
    do {
      try POSIX.makeDirectories(POSIX.parentPath(of: lockPath))
    } catch {
      throw LockError(url: url, kind: .failed(reason: "\(error.path): \(error.failure.reason)"))
    }
    let descriptor: Int32
    do {
      descriptor = try POSIX.open(lockPath, flags: O_RDWR | O_CREAT, mode: 0o644)
    } catch {
      throw LockError(url: url, kind: .failed(reason: "\(lockPath): \(error.reason)"))
    }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let failure = POSIX.Failure.current
      if failure.code == EINTR { continue }
      let holder = Self.processID(in: descriptor)
      try? POSIX.close(descriptor)
      if failure.code == EWOULDBLOCK {
        throw LockError(url: url, kind: .heldByAnotherInstance(processID: holder))
      }
      throw LockError(url: url, kind: .failed(reason: "\(lockPath): \(failure.reason)"))
    }
    let record = Array("\(getpid())\n".utf8)
    if ftruncate(descriptor, 0) == 0 {
      _ = record.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
    return Lock(descriptor: descriptor, url: lockURL)
  }

  private static func processID(in descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[..<count], as: UTF8.self)
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// A held advisory lock on a trips file; released by ``release()`` or when the lock is deallocated.
  public final class Lock: Sendable {
    /// The lock file.
    public let url: URL
    private let state: LockedDescriptor

    init(descriptor: Int32, url: URL) {
      self.url = url
      state = LockedDescriptor(descriptor)
    }

    /// Whether this lock is still held.
    public var isHeld: Bool { state.isOpen }

    /// Releases the lock; calling it again does nothing.
    public func release() {
      state.close()
    }

    deinit {
      state.close()
    }
  }

  /// Why ``acquireLock()`` failed.
  public struct LockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
      /// Another app instance (or another lock in this process) holds the lock; its process id, if
      /// it recorded one.
      case heldByAnotherInstance(processID: Int32?)
      /// The lock file could not be created or locked; `reason` is the system's words.
      case failed(reason: String)
    }

    /// The trips file the lock protects.
    public let url: URL
    /// What went wrong.
    public let kind: Kind

    /// A failure of `kind` to lock the trips file at `url`.
    public init(url: URL, kind: Kind) {
      self.url = url
      self.kind = kind
    }

    /// A sentence for the user naming the file and the cause.
    public var description: String {
      switch kind {
      case .heldByAnotherInstance(let processID):
        let holder = processID.map { " (process \($0))" } ?? ""
        return "Another Trips app is using \(url.filePath)\(holder). Quit it, then try again."
      case .failed(let reason):
        return "Could not lock \(url.filePath) for this app: \(reason)."
      }
    }
  }
}

/// A file descriptor that is closed exactly once, from any thread.
private final class LockedDescriptor: @unchecked Sendable {
  // Safety: `descriptor` is only read or written while holding `mutex`.
  private let mutex = NSLock()
  private var descriptor: Int32?

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  var isOpen: Bool {
    mutex.lock()
    defer { mutex.unlock() }
    return descriptor != nil
  }

  func close() {
    mutex.lock()
    defer { mutex.unlock() }
    if let open = descriptor {
      try? POSIX.close(open)  // Closing the descriptor releases the flock.
      descriptor = nil
    }
  }
}
