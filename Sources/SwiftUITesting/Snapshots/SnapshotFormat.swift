/// How a snapshot records the screen: as its text outline or as a picture.
///
/// ```swift
/// app.assertSnapshot(as: .text)  // __Snapshots__/TripsTests/firstScreen.txt
/// app.assertSnapshot(as: .svg)   // __Snapshots__/TripsTests/firstScreen.svg
/// ```
public enum SnapshotFormat: String, Sendable, CaseIterable {
  /// The screen's outline, one element a line, indented by containment: what
  /// ``HeadlessApp/snapshot()`` returns. Recorded in a `.txt` file.
  case text
  /// A picture of the screen in its device's outline, each element in the frame the layout gave it:
  /// what ``HeadlessApp/svg()`` returns. Recorded in an `.svg` file, which a browser opens.
  case svg

  /// The extension of the format's reference files, without its dot: `txt` or `svg`.
  public var pathExtension: String {
    switch self {
    case .text: return "txt"
    case .svg: return "svg"
    }
  }
}
