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

/// Remembers the stamp of the file version a ``TripPersistence`` last read or wrote successfully, so
/// saving over that same version need not read and check it again.
final class KnownGoodFile: @unchecked Sendable {
  // Safety: `stamp` is only read or written while holding `mutex`.
  private let mutex = NSLock()
  private var stamp: FileStamp?

  /// Records `stamp` (or forgets the file, for `nil`) as a version known to be a usable trips file.
  func remember(_ stamp: FileStamp?) {
    mutex.lock()
    defer { mutex.unlock() }
    self.stamp = stamp
  }

  /// Whether `stamp` is the version last recorded as usable.
  func isKnownGood(_ stamp: FileStamp?) -> Bool {
    guard let stamp else { return false }
    mutex.lock()
    defer { mutex.unlock() }
    return self.stamp == stamp
  }
}
