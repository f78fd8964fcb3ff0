import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripPersistence {
  /// Writes `trips` to the file atomically, so readers see the old file or the new one, never a mix,
  /// and never over a version of the file this value has not seen.
  ///
  /// Steps: resolve symbolic links (a link to a missing file is followed, and its target created);
  /// create missing directories; remove temporary files interrupted saves left; if the file changed
  /// since this value last loaded or saved it, read it and merge (an unusable file is never replaced;
  /// conflicting changes are refused); write a temporary file in the same directory; fsync it; rename
  /// it over the file; fsync the directory.
  ///
  /// The trips written may differ from `trips` by the other program's changes; ``TripStore/save()``
  /// shows them.
  ///
  /// - Parameter trips: The trips as this app has them.
  /// - Throws: ``SaveError``; the file is then unchanged, except for
  ///   ``SaveError/Kind-swift.enum/notFlushed(reason:)``.
  public func save(_ trips: [Trip]) throws(SaveError) {
    let target: String
    do {
      target = try Self.resolve(path)
    } catch {
      throw SaveError(
        url: url, kind: .ioFailed(operation: "following the symbolic link", reason: error.reason))
    }
    let directory = POSIX.parentPath(of: target)
    do {
      try POSIX.makeDirectories(directory)
    } catch {
      throw SaveError(url: url, kind: Self.kind(for: error.failure, during: .creatingFolder, in: error.path))
    }
    Self.removeStaleTemporaryFiles(of: target)
    // Another program may write between reading the file and replacing it; then read and merge again.
    for attempt in 1...3 {
      let (contents, expected) = try contentsToWrite(trips, over: target)
      try checkWritable(target)
      let data: [UInt8]
      do {
        data = try TripsDocument.encode(contents)
      } catch {
        throw SaveError(url: url, kind: .encodingFailed(detail: error.detail))
      }
      let existingMode: mode_t? =
        if case .regularFile(_, let mode)? = try? POSIX.entry(at: target) { mode } else { nil }
      let temporary = try writeTemporaryCopy(of: data, for: target, mode: existingMode)
      if FileStamp(path: target) != expected && attempt < 3 {
        unlink(temporary)
        continue
      }
      try replace(target, with: temporary, in: directory, contents: contents)
      return
    }
    preconditionFailure("the last attempt always returns or throws")
  }

  /// Renames `temporary` over `target`, remembers the new version, and flushes the directory.
  private func replace(
    _ target: String, with temporary: String, in directory: String, contents: TripsDocument.Contents
  )
    throws(SaveError)
  {
    if rename(temporary, target) != 0 {
      let failure = POSIX.Failure.current
      unlink(temporary)
      throw SaveError(url: url, kind: Self.kind(for: failure, during: .renaming, in: directory))
    }
    seen.remember(SeenVersion.Version(stamp: FileStamp(path: target), contents: contents))
    do {
      try syncDirectory(directory)
    } catch {
      throw SaveError(url: url, kind: .notFlushed(reason: error.reason))
    }
  }

  /// What to write so that nothing on disk this value has not seen is lost, and the stamp of the
  /// version it will replace (`nil` for none).
  ///
  /// The file as last seen is replaced as is; a file changed since is read and merged, the seen
  /// version being the base (no version seen: an empty one, so everything in the file is kept).
  private func contentsToWrite(_ trips: [Trip], over target: String) throws(SaveError)
    -> (TripsDocument.Contents, FileStamp?)
  {
    let stamp = FileStamp(path: target)
    let base = seen.current
    if let base, base.stamp == stamp {
      var kept = base.contents.extras.trips
      if !kept.isEmpty {
        let ids = Set(trips.map(\.id))
        kept = kept.filter { ids.contains($0.key) }
      }
      return (
        TripsDocument.Contents(
          trips: trips, extras: .init(document: base.contents.extras.document, trips: kept)), stamp
      )
    }
    switch readDocument(at: target) {
    case .missing:
      // Deleted behind this app's back: nothing on disk can be lost, so write what the window shows.
      return (
        TripsDocument.Contents(trips: trips, extras: .init(document: base?.contents.extras.document ?? [])),
        nil
      )
    case .unusable(let problem):
      if problem.kind == .isDirectory { throw SaveError(url: url, kind: .directoryInTheWay) }
      throw SaveError(url: url, kind: .existingFileUnusable(problem))
    case .contents(let theirs, let theirStamp):
      switch Self.merge(trips, base: base?.contents ?? TripsDocument.Contents(trips: []), theirs: theirs) {
      case .success(let merged): return (merged, theirStamp)
      case .failure(let conflicts): throw SaveError(url: url, kind: .conflict(conflicts.list))
      }
    }
  }

  /// Refuses to replace a file the user protected: renaming would replace even a read-only file.
  private func checkWritable(_ target: String) throws(SaveError) {
    if access(target, W_OK) != 0 {
      let code = errno
      if code == ENOENT { return }
      throw SaveError(url: url, kind: code == EROFS ? .readOnlyFileSystem : .permissionDenied)
    }
  }

  /// Writes and fsyncs `data` in a new hidden file beside `target`; returns its path.
  private func writeTemporaryCopy(of data: [UInt8], for target: String, mode: mode_t?) throws(SaveError)
    -> String
  {
    let directory = POSIX.parentPath(of: target)
    let temporary = Self.temporaryPath(for: target)
    let descriptor: Int32
    do {
      descriptor = try POSIX.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o644)
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
    let descriptor = try POSIX.open(directory, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
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
