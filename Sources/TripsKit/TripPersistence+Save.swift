import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripPersistence {
  /// Writes `trips` to the file atomically, so readers see the old file or the new one, never a mix.
  ///
  /// Steps: encode; create missing directories; check that any existing file is usable (an unusable
  /// one is never replaced); write a temporary file in the same directory; fsync it; rename it over
  /// the file; fsync the directory. A symbolic link at the path is followed, so its target is replaced.
  public func save(_ trips: [Trip]) throws(SaveError) {
    let data: [UInt8]
    do {
      data = try TripsDocument.encode(trips)
    } catch {
      throw SaveError(url: url, kind: .encodingFailed(detail: error.detail))
    }
    let target = resolvedTargetPath()
    let directory = POSIX.parentPath(of: target)
    do {
      try POSIX.makeDirectories(directory)
    } catch {
      throw SaveError(url: url, kind: Self.kind(for: error.failure, during: .creatingFolder, in: error.path))
    }
    try checkExistingFile(at: target)
    let existingMode: mode_t? =
      if case .regularFile(_, let mode)? = try? POSIX.entry(at: target) { mode } else { nil }

    let temporary = try writeTemporaryCopy(of: data, in: directory, mode: existingMode)
    if rename(temporary, target) != 0 {
      let failure = POSIX.Failure.current
      unlink(temporary)
      throw SaveError(url: url, kind: Self.kind(for: failure, during: .renaming, in: directory))
    }
    knownGood.remember(FileStamp(path: target))
    do {
      try syncDirectory(directory)
    } catch {
      throw SaveError(url: url, kind: .notFlushed(reason: error.reason))
    }
  }

  /// The path to write to: the target of a symbolic link at ``url``, otherwise ``url`` itself.
  private func resolvedTargetPath() -> String {
    guard (try? POSIX.entry(at: path, followLinks: false)) == .symbolicLink else { return path }
    return url.resolvingSymlinksInPath().filePath
  }

  /// Refuses to replace anything but a missing file or a usable, writable trips file. Reading is
  /// skipped when the file is the very version this persistence last loaded or saved.
  private func checkExistingFile(at target: String) throws(SaveError) {
    if !knownGood.isKnownGood(FileStamp(path: target)) {
      switch load(from: target) {
      case .noFile:
        return
      case .loaded:
        break
      case .unusable(let problem):
        if problem.kind == .isDirectory { throw SaveError(url: url, kind: .directoryInTheWay) }
        throw SaveError(url: url, kind: .existingFileUnusable(problem))
      }
    }
    // Renaming would replace even a read-only file; respect the user's protection instead.
    if access(target, W_OK) != 0 {
      let code = errno
      if code == ENOENT { return }
      throw SaveError(url: url, kind: code == EROFS ? .readOnlyFileSystem : .permissionDenied)
    }
  }

  /// Writes and fsyncs `data` in a new hidden file in `directory`; returns its path.
  private func writeTemporaryCopy(of data: [UInt8], in directory: String, mode: mode_t?) throws(SaveError)
    -> String
  {
    let name = ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    let temporary = directory == "/" ? "/\(name)" : "\(directory)/\(name)"
    let descriptor: Int32
    do {
      descriptor = try POSIX.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o644)
    } catch {
      throw SaveError(url: url, kind: Self.kind(for: error, during: .creatingFile, in: directory))
    }
    var step = Step.writing
    do {
      if let mode { fchmod(descriptor, mode) }
      let writeResult = data.withUnsafeBytes { bytes in
        Result { () throws(POSIX.Failure) in try POSIX.writeAll(descriptor, bytes) }
      }
      try writeResult.get()
      step = .flushing
      try POSIX.sync(descriptor)
      step = .closing
      try POSIX.close(descriptor)
    } catch {
      if step != .closing { try? POSIX.close(descriptor) }
      unlink(temporary)
      throw SaveError(url: url, kind: Self.kind(for: error, during: step, in: directory))
    }
    return temporary
  }

  private func syncDirectory(_ directory: String) throws(POSIX.Failure) {
    let descriptor = try POSIX.open(directory, flags: O_RDONLY | O_DIRECTORY)
    defer { try? POSIX.close(descriptor) }
    do {
      try POSIX.sync(descriptor)
    } catch {
      // Some file systems cannot sync directories; the rename is then as durable as they allow.
      if error.code != EINVAL && error.code != ENOTSUP { throw error }
    }
  }

  /// A step of saving, named as error messages show it.
  private enum Step: String {
    case creatingFolder = "creating the folder"
    case creatingFile = "creating a temporary file"
    case writing
    case flushing = "flushing to disk"
    case closing
    case renaming = "replacing the file"
  }

  /// The save error kind for a system call that failed during `step` in `directory`.
  private static func kind(for failure: POSIX.Failure, during step: Step, in directory: String)
    -> SaveError.Kind
  {
    switch failure.code {
    case ENOSPC, EDQUOT: .diskFull
    case EROFS: .readOnlyFileSystem
    case EACCES, EPERM: step == .renaming ? .permissionDenied : .directoryNotWritable(path: directory)
    case EISDIR: .directoryInTheWay
    case ENOTDIR: .notADirectory(path: directory)
    default: .ioFailed(operation: step.rawValue, reason: failure.reason)
    }
  }
}
