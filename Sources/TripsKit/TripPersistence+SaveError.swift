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
      }
    }
  }
}
