import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identity and last change of one version of a file: any write, replacement or `touch` changes it.
struct FileStamp: Hashable, Sendable {
  private let device: UInt64
  private let inode: UInt64
  private let size: Int64
  private let modified: [Int]
  private let changed: [Int]

  /// The stamp of the file `info` describes.
  init(_ info: stat) {
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = [info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec]
      changed = [info.st_ctimespec.tv_sec, info.st_ctimespec.tv_nsec]
    #else
      modified = [info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
      changed = [info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
    #endif
  }

  /// The stamp of the file at `path` (following symbolic links), or `nil` if it cannot be examined.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }
}

/// Remembers the version of the trips file a ``TripPersistence`` last read or wrote: the base that
/// changes made by other programs since are measured against when saving.
final class SeenVersion: @unchecked Sendable {
  /// One version of the file.
  struct Version: Sendable {
    /// Its stamp, or `nil` if there was no file.
    let stamp: FileStamp?
    /// What it held; empty if there was no file.
    let contents: TripsDocument.Contents
  }

  // Safety: `version` is only read or written while holding `mutex`.
  private let mutex = NSLock()
  private var version: Version?

  /// The version last read or written, or `nil` if none was (or the file was unusable).
  var current: Version? {
    mutex.lock()
    defer { mutex.unlock() }
    return version
  }

  /// Records `version` (or forgets the file, for `nil`) as the one last read or written.
  func remember(_ version: Version?) {
    mutex.lock()
    defer { mutex.unlock() }
    self.version = version
  }
}
