import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripPersistence {
  /// How many symbolic links in a row ``resolve(_:)`` follows, as the kernel's own limit.
  private static let maximumLinks = 40

  /// The path of the file `path` names: symbolic links at the end followed, even to a file that does
  /// not exist yet, and the containing folder made canonical (`realpath`) when it exists.
  ///
  /// Saving writes to this path, so a link stays a link; the lock is named after it, so every path
  /// to one file names one lock.
  ///
  /// - Parameter path: The path as given.
  /// - Returns: The resolved path.
  /// - Throws: The failure of `lstat` or `readlink`, or `ELOOP` for a cycle of links.
  static func resolve(_ path: String) throws(POSIX.Failure) -> String {
    var current = path
    var links = 0
    while true {
      var info = stat()
      if lstat(current, &info) != 0 {
        if errno == ENOENT || errno == ENOTDIR { break }
        throw .current
      }
      guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else { break }
      links += 1
      if links > maximumLinks { throw POSIX.Failure(code: ELOOP) }
      let target = try readLink(current)
      current = target.hasPrefix("/") ? target : join(POSIX.parentPath(of: current), target)
    }
    let name = fileName(of: current)
    guard !current.hasSuffix("/"), name != ".", name != "..",
      let folder = realpath(POSIX.parentPath(of: current), nil)
    else { return current }
    defer { free(folder) }
    return join(String(cString: folder), name)
  }

  private static func readLink(_ path: String) throws(POSIX.Failure) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw .current }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  // MARK: - Temporary files

  /// Temporary files older than this are stale even if a process with their id runs: no save takes a
  /// day, so that process reused the id of one that was killed.
  static let staleTemporaryAge: TimeInterval = 86_400

  /// A new temporary file's path beside `target`: `.NAME.PID.RANDOM.tmp`.
  static func temporaryPath(for target: String) -> String {
    let name = ".\(fileName(of: target)).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    return join(POSIX.parentPath(of: target), name)
  }

  /// Removes the temporary files that interrupted saves of this file left (each a full copy of the
  /// trips), never one another running instance may still be writing.
  ///
  /// Saving does this too; the app also does it at launch. Failures are ignored: a file left behind
  /// costs space, not data.
  public func removeStaleTemporaryFiles() {
    guard let target = try? Self.resolve(path) else { return }
    Self.removeStaleTemporaryFiles(of: target)
  }

  /// Removes the stale temporary files of the trips file at `target`: those of processes that no
  /// longer run, and those older than ``staleTemporaryAge``.
  static func removeStaleTemporaryFiles(of target: String) {
    let directory = POSIX.parentPath(of: target)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    let fileName = fileName(of: target)
    for name in names {
      guard let processID = processID(inTemporaryName: name, of: fileName) else { continue }
      let path = join(directory, name)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { continue }
      #if canImport(Darwin)
        let modified = Double(info.st_mtimespec.tv_sec)
      #else
        let modified = Double(info.st_mtim.tv_sec)
      #endif
      let age = Date().timeIntervalSince1970 - modified
      if !isRunning(processID) || age > staleTemporaryAge { unlink(path) }
    }
  }

  /// The process id in a temporary file's name, or `nil` if `name` is not one of `fileName`'s.
  private static func processID(inTemporaryName name: String, of fileName: String) -> pid_t? {
    let prefix = ".\(fileName)."
    guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return nil }
    let middle = name.dropFirst(prefix.count).dropLast(".tmp".count).split(
      separator: ".", omittingEmptySubsequences: false)
    guard middle.count == 2, UInt32(middle[1]) != nil, let processID = pid_t(middle[0]), processID > 0 else {
      return nil
    }
    return processID
  }

  /// Whether a process with id `processID` exists (it may belong to another user).
  private static func isRunning(_ processID: pid_t) -> Bool {
    kill(processID, 0) == 0 || errno == EPERM
  }

  private static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
