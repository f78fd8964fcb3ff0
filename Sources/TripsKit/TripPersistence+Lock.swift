import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripPersistence {
  /// Takes the advisory lock on ``lockURL``, so a second app instance using the same trips file
  /// notices the first, whatever path names the file. Keep the returned ``Lock`` for as long as the
  /// file is in use.
  ///
  /// The lock is `flock(LOCK_EX | LOCK_NB)` on a freshly opened descriptor, so it also conflicts with
  /// another acquisition in the same process. The lock file is named after the file's resolved path
  /// (symbolic links followed), and records the holder's process id. A hard link is another path to
  /// the same file (device and inode), so the file itself is locked too, for the life of the lock.
  ///
  /// Releasing the lock removes the lock file while still holding it. So that an app that opened the
  /// file just before it went cannot hold a lock on a file nobody else can see, a lock taken on a file
  /// that is no longer at the path is dropped and taken again on the file that is.
  ///
  /// - Returns: The held lock.
  /// - Throws: ``LockError``: another instance holds it, or it could not be taken.
  public func acquireLock() throws(LockError) -> Lock {
    let lockPath = lockURL.filePath
    do {
      try POSIX.makeDirectories(POSIX.parentPath(of: lockPath))
    } catch {
      throw LockError(url: url, kind: .failed(reason: "\(error.path): \(error.failure.reason)"))
    }
    let descriptor = try lockFileAtPath(lockPath)
    let fileDescriptor: Int32?
    do {
      fileDescriptor = try lockFileItself()
    } catch {
      try? POSIX.close(descriptor)
      throw error
    }
    let record = Array("\(getpid())\n".utf8)
    if ftruncate(descriptor, 0) == 0 {
      _ = record.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
    return Lock(descriptors: [descriptor] + (fileDescriptor.map { [$0] } ?? []), url: lockURL)
  }

  /// Opens (creating it if need be) and locks the lock file at `lockPath`, until the locked file is the
  /// one at the path: a holder that was releasing may have removed it meanwhile.
  private func lockFileAtPath(_ lockPath: String) throws(LockError) -> Int32 {
    for _ in 0..<100 {
      let descriptor: Int32
      do {
        descriptor = try POSIX.open(lockPath, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644)
      } catch {
        throw LockError(url: url, kind: .failed(reason: "\(lockPath): \(error.reason)"))
      }
      if let failure = Self.lockExclusively(descriptor) {
        let holder = Self.processID(in: descriptor)
        try? POSIX.close(descriptor)
        throw LockError(url: url, kind: Self.kind(for: failure, at: lockPath, holder: holder))
      }
      if Self.isStillAt(lockPath, descriptor) { return descriptor }
      try? POSIX.close(descriptor)
    }
    throw LockError(url: url, kind: .failed(reason: "\(lockPath): it keeps being removed"))
  }

  /// Whether `descriptor` is the file at `path` now (same device and inode).
  private static func isStillAt(_ path: String, _ descriptor: Int32) -> Bool {
    var open = stat()
    var named = stat()
    guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }

  /// Locks the trips file's own inode, if it exists, so that a hard link to it (another name, so
  /// another lock file) cannot be used by a second instance; returns the descriptor to keep open.
  private func lockFileItself() throws(LockError) -> Int32? {
    // O_NONBLOCK so that a named pipe at the path cannot hang the app.
    guard let descriptor = try? POSIX.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC) else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
      try? POSIX.close(descriptor)
      return nil
    }
    if let failure = Self.lockExclusively(descriptor) {
      try? POSIX.close(descriptor)
      throw LockError(url: url, kind: Self.kind(for: failure, at: path, holder: nil))
    }
    return descriptor
  }

  /// Takes `flock(LOCK_EX | LOCK_NB)` on `descriptor`; the failure, or `nil` once held.
  private static func lockExclusively(_ descriptor: Int32) -> POSIX.Failure? {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let failure = POSIX.Failure.current
      if failure.code != EINTR { return failure }
    }
    return nil
  }

  private static func kind(for failure: POSIX.Failure, at path: String, holder: Int32?) -> LockError.Kind {
    failure.code == EWOULDBLOCK
      ? .heldByAnotherInstance(processID: holder) : .failed(reason: "\(path): \(failure.reason)")
  }

  private static func processID(in descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[..<count], as: UTF8.self)
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The process id the lock file records: the app that holds the file's lock (or one killed holding it).
  public var lockHolder: Int32? {
    guard let data = FileManager.default.contents(atPath: lockURL.filePath), data.count < 32 else {
      return nil
    }
    return Int32(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// A held advisory lock on a trips file; released by ``release()`` or when the lock is deallocated,
  /// which removes the lock file.
  public final class Lock: Sendable {
    /// The lock file.
    public let url: URL
    private let state: LockedDescriptor

    init(descriptors: [Int32], url: URL) {
      self.url = url
      state = LockedDescriptor(descriptors, removing: url.filePath)
    }

    /// Whether this lock is still held.
    public var isHeld: Bool { state.isOpen }

    /// Removes the lock file and releases the lock; calling it again does nothing.
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

/// File descriptors that are closed exactly once, together, from any thread, after the lock file
/// they lock is removed (while still locked, so that no other holder's file is ever removed).
private final class LockedDescriptor: @unchecked Sendable {
  // Safety: `descriptors` is only read or written while holding `mutex`.
  private let mutex = NSLock()
  private var descriptors: [Int32]?
  private let lockPath: String

  init(_ descriptors: [Int32], removing lockPath: String) {
    self.descriptors = descriptors
    self.lockPath = lockPath
  }

  var isOpen: Bool {
    mutex.lock()
    defer { mutex.unlock() }
    return descriptors != nil
  }

  func close() {
    mutex.lock()
    defer { mutex.unlock() }
    if descriptors != nil { unlink(lockPath) }
    for open in descriptors ?? [] {
      try? POSIX.close(open)  // Closing the descriptor releases the flock.
    }
    descriptors = nil
  }
}
