import Foundation

/// When a snapshot assertion writes the screen as the new reference, rather than comparing with it.
/// Whenever it writes, the assertion fails and says so, so that a run that records never passes.
public enum SnapshotRecordMode: Sendable, Hashable, CaseIterable {
  /// Records a snapshot that has no reference file yet; compares the others. The default.
  case missing
  /// Records every snapshot over its reference: after an intended change.
  case all
  /// Records nothing: a missing reference fails the test. For runs that must not write.
  case never

  /// The mode the `SNAPSHOT_RECORD` environment variable asks for: `1`, `true`, `yes` or `all`
  /// record everything; `never` records nothing; anything else, or nothing, records what is missing.
  ///
  /// ```sh
  /// SNAPSHOT_RECORD=1 swift test --filter SnapshotTests
  /// ```
  ///
  /// - Parameter environment: The variables to read; the process's by default.
  /// - Returns: The mode to record in.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SnapshotRecordMode {
    switch environment["SNAPSHOT_RECORD"]?.lowercased() {
    case "1", "true", "yes", "all": return .all
    case "never": return .never
    default: return .missing
    }
  }
}
