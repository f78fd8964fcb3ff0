#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the POSIX calls the persistence layer needs, with `errno` captured as a value.
enum POSIX {
  /// A failed system call's `errno`.
  struct Failure: Error, Hashable {
    /// The `errno` value.
    let code: Int32

    /// The system's explanation, such as "Permission denied".
    var reason: String { String(cString: strerror(code)) }

    /// The current `errno`.
    static var current: Failure { Failure(code: errno) }
  }

  /// What is at a path, without following a final symbolic link when `followLinks` is false.
  enum Entry: Equatable {
    case missing
    case regularFile(size: Int, mode: mode_t)
    case directory
    case symbolicLink
    case other
  }

  /// What is at `path`.
  static func entry(at path: String, followLinks: Bool = true) throws(Failure) -> Entry {
    var info = stat()
    let result = followLinks ? stat(path, &info) : lstat(path, &info)
    if result != 0 {
      if errno == ENOENT { return .missing }
      throw .current
    }
    return entry(for: info)
  }

  /// The kind of file `info` describes.
  static func entry(for info: stat) -> Entry {
    switch info.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): .regularFile(size: Int(info.st_size), mode: info.st_mode & 0o7777)
    case mode_t(S_IFDIR): .directory
    case mode_t(S_IFLNK): .symbolicLink
    default: .other
    }
  }

  /// Opens `path`, retrying on `EINTR`; the descriptor is closed on exec.
  static func open(_ path: String, flags: Int32, mode: mode_t = 0o644) throws(Failure) -> Int32 {
    while true {
      let descriptor = systemOpen(path, flags | O_CLOEXEC, mode)
      if descriptor >= 0 { return descriptor }
      if errno != EINTR { throw .current }
    }
  }

  /// Closes `descriptor`; reports the error some file systems only give at close.
  static func close(_ descriptor: Int32) throws(Failure) {
    if systemClose(descriptor) != 0 && errno != EINTR { throw .current }
  }

  /// Writes every byte of `bytes`, continuing after partial writes and `EINTR`.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, min(bytes.count - offset, 1 << 30))
      if written < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      offset += written
    }
  }

  /// Flushes the file's data and metadata to the storage device.
  static func sync(_ descriptor: Int32) throws(Failure) {
    #if canImport(Darwin)
      // On Apple platforms plain fsync may leave data in the drive's cache.
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
    #endif
    while fsync(descriptor) != 0 {
      if errno != EINTR { throw .current }
    }
  }

  /// Creates the directory at `path` and any missing parents, like `mkdir -p`.
  ///
  /// Throws the failing directory's path with the error, so a message can name it.
  static func makeDirectories(_ path: String) throws(DirectoryFailure) {
    let parent = parentPath(of: path)
    let entry: Entry
    do {
      entry = try self.entry(at: path)
    } catch {
      // ENOTDIR: something further up is not a directory; the recursion names it.
      if error.code == ENOTDIR && parent != path { try makeDirectories(parent) }
      throw DirectoryFailure(path: path, failure: error)
    }
    switch entry {
    case .directory: return
    case .missing: break
    default: throw DirectoryFailure(path: path, failure: Failure(code: ENOTDIR))
    }
    if parent != path { try makeDirectories(parent) }
    if mkdir(path, 0o755) != 0 && errno != EEXIST {
      throw DirectoryFailure(path: path, failure: .current)
    }
  }

  /// A failure to create or use the directory at `path`.
  struct DirectoryFailure: Error {
    let path: String
    let failure: Failure
  }

  /// The path of the directory containing `path`.
  static func parentPath(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  private static func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags, mode)
    #else
      Darwin.open(path, flags, mode)
    #endif
  }

  private static func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.close(descriptor)
    #else
      Darwin.close(descriptor)
    #endif
  }
}
