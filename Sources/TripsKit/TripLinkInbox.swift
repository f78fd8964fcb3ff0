import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a running app receives links sent from elsewhere (`trips open URL` in another terminal): a
/// named pipe beside the trips file, ``TripPersistence/linkInboxURL``, that the app holding the file's
/// lock reads while it runs and removes when it quits.
///
/// A sender opens the pipe for writing without waiting: that works only while an app has it open for
/// reading, so a pipe left by an app that was killed is recognised as nobody's (``send(_:to:)`` answers
/// ``Delivery/noInstance``) and the next app to take the lock replaces it. Each link is one line,
/// written in one `write` of at most `PIPE_BUF` bytes, so links from several senders never mix.
public final class TripLinkInbox {
  /// The longest link that can be sent, in bytes, with its newline: what one pipe write keeps whole.
  public static let maximumLinkLength = Int(PIPE_BUF) - 1

  /// The pipe.
  public let url: URL
  /// The descriptor to wait on (with `poll`) for links to arrive; read them with ``receive()``.
  public var descriptor: Int32 { reader }
  private var reader: Int32
  /// A write end the inbox keeps open itself, so that the pipe never reads as ended between senders.
  private var keeper: Int32
  /// Bytes of a line not yet complete.
  private var partial: [UInt8] = []

  private init(url: URL, reader: Int32, keeper: Int32) {
    self.url = url
    self.reader = reader
    self.keeper = keeper
  }

  /// Makes the inbox of a trips file, replacing whatever pipe an earlier app left. Call it only while
  /// holding the file's lock (``TripPersistence/acquireLock()``), so that it never takes the place of a
  /// running app's inbox.
  ///
  /// - Parameter persistence: The trips file whose app this is.
  /// - Returns: The inbox, open for reading.
  /// - Throws: ``InboxError``, with the system's words, when the pipe cannot be made or opened.
  public static func open(for persistence: TripPersistence) throws(InboxError) -> TripLinkInbox {
    let path = persistence.linkInboxURL.filePath
    if unlink(path) != 0 && errno != ENOENT { throw InboxError(path: path, failure: .current) }
    guard mkfifo(path, 0o600) == 0 else { throw InboxError(path: path, failure: .current) }
    do throws(POSIX.Failure) {
      let reader = try POSIX.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      guard let keeper = try? POSIX.open(path, flags: O_WRONLY | O_NONBLOCK | O_CLOEXEC) else {
        let failure = POSIX.Failure.current
        try? POSIX.close(reader)
        throw failure
      }
      return TripLinkInbox(url: persistence.linkInboxURL, reader: reader, keeper: keeper)
    } catch {
      unlink(path)
      throw InboxError(path: path, failure: error)
    }
  }

  /// The links that arrived since the last call, whole lines only, in order; empty when none did.
  public func receive() -> [String] {
    guard reader >= 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
      if count > 0 {
        partial += buffer[..<count]
        // A sender that never ends its line cannot make the inbox grow without bound.
        if partial.count > 64 * 1024 { partial.removeAll() }
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    guard let lastNewline = partial.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
    let lines = partial[..<lastNewline].split(separator: UInt8(ascii: "\n"))
    partial.removeSubrange(...lastNewline)
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }

  /// Removes the pipe and closes it; calling it again does nothing. Call it before releasing the lock.
  public func close() {
    guard reader >= 0 else { return }
    unlink(url.filePath)
    try? POSIX.close(reader)
    try? POSIX.close(keeper)
    reader = -1
    keeper = -1
  }

  deinit {
    close()
  }

  /// Why the inbox could not be made.
  public struct InboxError: Error, CustomStringConvertible {
    /// The pipe's path.
    public let path: String
    let failure: POSIX.Failure

    /// The path and the system's words.
    public var description: String { "\(path): \(failure.reason)" }
  }
}

extension TripPersistence {
  /// The pipe a running app reads links from (``TripLinkInbox``): beside the file ``url`` names (after
  /// following symbolic links, as ``lockURL`` is), its name plus `.links`.
  public var linkInboxURL: URL {
    URL(fileURLWithPath: ((try? Self.resolve(path)) ?? path) + ".links")
  }
}
