import Foundation

extension TripPersistence {
  /// Why trips could not be saved. Unless ``Kind-swift.enum/notFlushed(reason:)`` says otherwise, the
  /// previous trips file, if any, is unchanged.
  public struct SaveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
      /// The existing file cannot be used, so overwriting it could lose data; it was not touched.
      case existingFileUnusable(Problem)
      /// A directory is where the trips file should be.
      case directoryInTheWay
      /// `path`, which should be a directory on the way to the file, is a file or something else.
      case notADirectory(path: String)
      /// The directory at `path` cannot be written to (permission denied).
      case directoryNotWritable(path: String)
      /// The file system holding the file is mounted read-only.
      case readOnlyFileSystem
      /// Permission to replace the file was denied, for example because the file is read-only.
      case permissionDenied
      /// There is no space left on the disk, or the user's quota is used up.
      case diskFull
      /// The trips could not be turned into JSON; `detail` says why.
      case encodingFailed(detail: String)
      /// A system call failed; `operation` says what was being done, `reason` is the system's words.
      case ioFailed(operation: String, reason: String)
      /// The new file is in place, but the directory could not be flushed to disk, so the change might
      /// not survive a power cut.
      case notFlushed(reason: String)
      /// Another program changed the file since this app last read or wrote it, and some of its
      /// changes collide with this app's; the file was left as the other program wrote it.
      case conflict([Conflict])
      /// This app does not hold the file's lock (see ``TripPersistence/acquireLock()``): another
      /// instance has the file, or the lock could not be taken; nothing is saved.
      case notLocked(LockError)
    }

    /// The trips file that was being saved.
    public let url: URL
    /// What went wrong.
    public let kind: Kind

    /// A failure of `kind` while saving to `url`.
    public init(url: URL, kind: Kind) {
      self.url = url
      self.kind = kind
    }

    /// A sentence for the user naming the file and the cause.
    public var description: String {
      let path = url.filePath
      let unchanged = " The previous file was left unchanged."
      switch kind {
      case .existingFileUnusable(let problem):
        return "Refusing to save trips to \(path), because the file there cannot be used and would be lost: "
          + "\(problem) Move or repair the file; it was left unchanged."
      case .directoryInTheWay:
        return "Could not save trips to \(path): a directory is in the way at that path." + unchanged
      case .notADirectory(let blocker):
        return "Could not save trips to \(path): \(blocker) is not a directory." + unchanged
      case .directoryNotWritable(let directory):
        return "Could not save trips to \(path): the directory \(directory) is read-only (permission denied)."
          + unchanged
      case .readOnlyFileSystem:
        return "Could not save trips to \(path): the disk is read-only." + unchanged
      case .permissionDenied:
        return "Could not save trips to \(path): permission denied (is the file read-only?)." + unchanged
      case .diskFull:
        return "Could not save trips to \(path): the disk is full." + unchanged
      case .encodingFailed(let detail):
        return "Could not save trips to \(path): \(detail)." + unchanged
      case .ioFailed(let operation, let reason):
        return "Could not save trips to \(path): \(operation) failed (\(reason))." + unchanged
      case .notFlushed(let reason):
        return "Saved trips to \(path), but could not flush its directory to disk (\(reason)); "
          + "the change may be lost after a power cut."
      case .conflict(let conflicts):
        return
          "Did not save trips to \(path): another program changed the file while this window had it open, "
          + "and its changes collide with this window's: "
          + conflicts.map(\.description).joined(separator: "; ")
          + ". The file was left as the other program wrote it; reload it to see that version "
          + "(this window's changes since the last save are then dropped)."
      case .notLocked(let lockError):
        return
          "\(lockError.description) This window shows the trips without saving: edits made here are lost."
      }
    }

    /// A short phrase for a line that stays on screen, such as "the disk is read-only"; it completes
    /// "Not saving: ...".
    public var summary: String {
      switch kind {
      case .existingFileUnusable: "the trips file cannot be used, so it is left as it is"
      case .directoryInTheWay: "a folder is in the way of the trips file"
      case .notADirectory(let blocker): "\(blocker) is not a folder"
      case .directoryNotWritable(let directory): "the folder \(directory) is read-only"
      case .readOnlyFileSystem: "the disk is read-only"
      case .permissionDenied: "permission to change the trips file was denied"
      case .diskFull: "the disk is full"
      case .encodingFailed(let detail): detail
      case .ioFailed(let operation, let reason): "\(operation) failed (\(reason))"
      case .notFlushed: "the last save may not survive a power cut"
      case .conflict(let conflicts):
        "another program changed "
          + (conflicts.count == 1
            ? "\(conflicts[0].city) (trip \(conflicts[0].tripID))" : "\(conflicts.count) trips")
          + " in the file, and so did this window"
      case .notLocked(let lockError):
        switch lockError.kind {
        case .heldByAnotherInstance(let processID):
          "edits here are lost, another Trips app has this file"
            + (processID.map { " (process \($0))" } ?? "")
        case .failed(let reason): "the trips file could not be locked (\(reason))"
        }
      }
    }
  }
}
