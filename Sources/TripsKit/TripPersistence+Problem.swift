import Foundation

extension TripPersistence {
  /// Why an existing trips file cannot be used. The file is left exactly as it is.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Kind: Hashable, Sendable {
      /// The file has no content, or only whitespace.
      case emptyFile
      /// The JSON stops in the middle, as after an interrupted write.
      case truncated
      /// The file is text but not valid JSON; `detail` says where parsing failed.
      case corruptJSON(detail: String)
      /// The file holds binary data (NUL bytes or invalid UTF-8), not JSON text.
      case binaryData
      /// A newer app version wrote the file; this one only reads `supported`.
      case newerSchema(found: Int, supported: Int)
      /// The schema version is one that no app version writes.
      case unknownSchema(found: Int)
      /// Valid JSON, but not a trips document; `detail` describes what it is.
      case notTripsDocument(detail: String)
      /// A trips document whose trips are malformed; `detail` names the field.
      case invalidTrips(detail: String)
      /// Two or more trips share an identifier.
      case duplicateIDs([Int])
      /// The file exists but cannot be read; `reason` is the system's explanation.
      case unreadable(reason: String)
      /// A directory is where the file should be.
      case isDirectory
      /// The path names something that is neither a file nor a directory (a device, a pipe, ...).
      case notRegularFile
      /// The file is larger than `limit` bytes (`size` bytes or more); it was not read.
      case tooLarge(size: Int, limit: Int)
    }

    /// The trips file.
    public let url: URL
    /// What is wrong with it.
    public let kind: Kind

    /// A problem of `kind` with the file at `url`.
    public init(url: URL, kind: Kind) {
      self.url = url
      self.kind = kind
    }

    /// A sentence for the user naming the file and what is wrong with it.
    public var description: String {
      let file = "The trips file at \(url.filePath)"
      switch kind {
      case .emptyFile:
        return "\(file) is empty."
      case .truncated:
        return "\(file) is truncated: its data stops in the middle, as after an interrupted write."
      case .corruptJSON(let detail):
        return "\(file) is corrupt: it is not valid JSON (\(detail))."
      case .binaryData:
        return "\(file) contains binary data, not JSON text."
      case .newerSchema(let found, let supported):
        return
          "\(file) was written by a newer version (schema \(found)); this app reads schema \(supported). "
          + "Update the app to open it."
      case .unknownSchema(let found):
        return "\(file) has an unknown schema version (\(found)); this app reads schema 1."
      case .notTripsDocument(let detail):
        return "\(file) is not a trips document: \(detail)."
      case .invalidTrips(let detail):
        return "\(file) contains invalid trip data: \(detail)."
      case .duplicateIDs(let ids):
        let list = ids.map(String.init).joined(separator: ", ")
        return "\(file) contains more than one trip with the same id (\(list))."
      case .unreadable(let reason):
        return "\(file) cannot be read: \(reason)."
      case .isDirectory:
        return "\(file) is a directory, not a file."
      case .notRegularFile:
        return "\(file) is not a regular file."
      case .tooLarge(let size, let limit):
        return "\(file) is too large (\(Self.mebibytes(size))); the limit is \(Self.mebibytes(limit))."
      }
    }

    private static func mebibytes(_ bytes: Int) -> String {
      let value = Double(bytes) / Double(1 << 20)
      let rounded = (value * 10).rounded() / 10
      return rounded == rounded.rounded() ? "\(Int(rounded)) MiB" : "\(rounded) MiB"
    }
  }
}
