import Foundation

/// What came of comparing the screen with its reference snapshot: it matched, it was recorded, it
/// differed (with the lines that differ), or its file could not be used.
///
/// ``HeadlessApp/verifySnapshot(as:named:record:snapshotDirectory:filePath:function:)`` returns one;
/// ``HeadlessApp/assertSnapshot(as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``
/// fails the test with its ``failureMessage``.
public enum SnapshotResult: Equatable, Sendable {
  /// Why a snapshot was written.
  public enum RecordReason: Equatable, Sendable {
    /// There was no reference file yet.
    case noReference
    /// Record mode was on (``SnapshotRecordMode/all``).
    case recordMode
  }

  /// The screen is as recorded.
  case matched(reference: URL)
  /// The screen was written as the reference; the test fails so that a recording run never passes.
  case recorded(reference: URL, reason: RecordReason)
  /// The screen differs from the reference, line by line.
  case mismatched(reference: URL, diff: LineDiff)
  /// There was no reference file, and recording was off (``SnapshotRecordMode/never``).
  case missing(reference: URL)
  /// The reference could not be read or written.
  case failed(reference: URL, reason: String)

  /// The reference file compared with or written.
  public var reference: URL {
    switch self {
    case .matched(let url), .recorded(let url, _), .mismatched(let url, _), .missing(let url),
      .failed(let url, _):
      return url
    }
  }

  /// Whether the screen matched its reference.
  public var isMatch: Bool {
    if case .matched = self { return true }
    return false
  }

  /// What a failing test says, or nil when the screen matched.
  public var failureMessage: String? {
    let path = reference.path
    switch self {
    case .matched:
      return nil
    case .recorded(_, .noReference):
      return "No reference snapshot was found, so the screen was recorded to \(path). "
        + "Look at it, commit it, and run the test again."
    case .recorded(_, .recordMode):
      return "Record mode is on (SNAPSHOT_RECORD or record: .all): the screen was recorded to \(path). "
        + "Turn record mode off to compare with it."
    case .mismatched(_, let diff):
      return "The screen does not match its snapshot \(path) (- recorded, + now):\n\(diff)\n"
        + "If the change is intended, record it again with SNAPSHOT_RECORD=1 (or record: .all)."
    case .missing:
      return "No reference snapshot at \(path), and recording is off (record: .never)."
    case .failed(_, let reason):
      return "The snapshot \(path) could not be used: \(reason)"
    }
  }
}
