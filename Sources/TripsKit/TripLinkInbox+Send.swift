import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripLinkInbox {
  /// What became of a link sent to a running app.
  public enum Delivery: Equatable, Sendable {
    /// The app that holds the file has it; the process id its lock file records, if any.
    case delivered(processID: Int32?)
    /// No app is reading the file's inbox (none runs, or one was killed and left its pipe).
    case noInstance
    /// The link cannot be sent: too long for one write, or not one line.
    case refused(reason: String)
  }

  /// Hands a link to the app running on a trips file, without waiting for it.
  ///
  /// - Parameters:
  ///   - link: The link, such as `trips://trip/3`.
  ///   - persistence: The trips file whose running app should open it.
  /// - Returns: Whether a running app received it.
  public static func send(_ link: String, to persistence: TripPersistence) -> Delivery {
    let line = Array((link + "\n").utf8)
    guard !link.contains(where: \.isNewline) else { return .refused(reason: "a link is one line") }
    guard line.count <= maximumLinkLength + 1 else {
      return .refused(reason: "the link is longer than \(maximumLinkLength) bytes")
    }
    // Without O_NONBLOCK, opening a pipe nobody reads would wait for a reader; with it, that fails
    // at once (ENXIO). A missing pipe is ENOENT. Either way no app is listening.
    guard
      let pipe = try? POSIX.open(persistence.linkInboxURL.filePath, flags: O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    else {
      return .noInstance
    }
    defer { try? POSIX.close(pipe) }
    var info = stat()
    // Something else at the path (a file a person made) is never written to.
    guard fstat(pipe, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFIFO),
      info.st_uid == getuid()
    else { return .noInstance }
    let written = line.withUnsafeBytes { write(pipe, $0.baseAddress, $0.count) }
    guard written == line.count else { return .noInstance }
    return .delivered(processID: persistence.lockHolder)
  }
}
