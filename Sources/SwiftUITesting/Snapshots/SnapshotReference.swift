import Foundation

/// A snapshot's reference file, and comparing a new snapshot with it: found beside the test, in
/// `__Snapshots__/<TestFile>/<testName>[.<name>].<extension>`, as swift-snapshot-testing lays them out.
struct SnapshotReference {
  /// The file.
  let url: URL

  /// The reference of a test's snapshot.
  ///
  /// - Parameters:
  ///   - format: The snapshot's format, which gives the extension.
  ///   - name: The snapshot's name within the test, when the test takes more than one.
  ///   - directory: Where the references are, instead of `__Snapshots__/<TestFile>` beside the test.
  ///   - filePath: The test's file (`#filePath`).
  ///   - function: The test's function (`#function`): its name up to the parenthesis names the file.
  init(format: SnapshotFormat, name: String?, directory: URL?, filePath: String, function: String) {
    let testFile = URL(fileURLWithPath: filePath)
    let folder =
      directory
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    var base = Self.fileName(function.prefix { $0 != "(" })
    if let name { base += "." + Self.fileName(Substring(name)) }
    url = folder.appendingPathComponent(base + "." + format.pathExtension)
  }

  /// A name made safe for a file: letters, digits, `-`, `_` and `.` kept, the rest as `-`.
  private static func fileName(_ text: Substring) -> String {
    let kept = text.map { character -> Character in
      character.isLetter || character.isNumber || "-_.".contains(character) ? character : "-"
    }
    return kept.isEmpty ? "snapshot" : String(kept)
  }

  /// Compares a snapshot with the reference, or records it as the mode says.
  ///
  /// - Parameters:
  ///   - snapshot: The screen, as its format writes it.
  ///   - mode: When to write the snapshot as the reference.
  /// - Returns: What came of it.
  func verify(_ snapshot: String, record mode: SnapshotRecordMode) -> SnapshotResult {
    let actual = Self.normalized(snapshot)
    let exists = FileManager.default.fileExists(atPath: url.path)
    if mode == .all || (!exists && mode == .missing) {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        return .failed(reference: url, reason: "it could not be written (\(error.localizedDescription)).")
      }
      return .recorded(reference: url, reason: exists ? .recordMode : .noReference)
    }
    guard exists else { return .missing(reference: url) }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else {
      return .failed(reference: url, reason: "it could not be read as UTF-8 text.")
    }
    let expected = Self.normalized(text)
    if expected == actual { return .matched(reference: url) }
    return .mismatched(reference: url, diff: LineDiff(from: expected, to: actual))
  }

  /// A snapshot as it is stored: Unix line ends, one newline at the end.
  private static func normalized(_ text: String) -> String {
    var text = text.replacingOccurrences(of: "\r\n", with: "\n")
    while text.hasSuffix("\n") { text.removeLast() }
    return text + "\n"
  }
}
