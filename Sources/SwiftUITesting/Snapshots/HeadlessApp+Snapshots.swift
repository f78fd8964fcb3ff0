import Foundation
import ScreenRendering
import SwiftUI

extension HeadlessApp {
  /// A picture of the screen as SVG: the device's outline with its status bar and home indicator (or a
  /// Mac window's title bar), and each element in the frame the layout gave it, in points: texts,
  /// buttons in their tint, bars, lists, controls, sheets over a dimmed screen. Open it in a browser.
  ///
  /// ```swift
  /// let app = HeadlessApp(device: .iPadAir11) { ContentView() }
  /// try app.svg().write(toFile: "/tmp/screen.svg", atomically: true, encoding: .utf8)
  /// ```
  ///
  /// - Returns: An SVG document, one element a line: the same screen always gives the same text.
  public func svg() -> String {
    ScreenSVG.render(screen)
  }

  /// The screen in a snapshot's format: its text outline (``snapshot()``) or its picture (``svg()``).
  ///
  /// - Parameter format: The format.
  /// - Returns: The screen, as the format writes it.
  public func snapshot(as format: SnapshotFormat) -> String {
    switch format {
    case .text: return snapshot()
    case .svg: return svg()
    }
  }

  /// Compares the screen with its reference snapshot, recording it where the mode says, without
  /// failing the test: the result says what happened. ``assertSnapshot(as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``
  /// is the same with the failure recorded.
  ///
  /// ```swift
  /// let result = app.verifySnapshot(as: .text, snapshotDirectory: temporaryFolder)
  /// if case .mismatched(_, let diff) = result { print(diff) }
  /// ```
  ///
  /// - Parameters:
  ///   - format: How the screen is recorded: `.text` (the default) or `.svg`.
  ///   - name: The snapshot's name within the test, when the test takes more than one.
  ///   - record: When to write the screen as the reference; by default what `SNAPSHOT_RECORD` says
  ///     (``SnapshotRecordMode/fromEnvironment(_:)``): a missing reference only, unless it is set.
  ///   - snapshotDirectory: Where the references are, instead of `__Snapshots__/<TestFile>` beside the
  ///     test file.
  ///   - filePath: The test's file; leave it to the default.
  ///   - function: The test's function, which names the file; leave it to the default.
  /// - Returns: Whether it matched, was recorded, differed (with the diff), or could not be compared.
  public func verifySnapshot(
    as format: SnapshotFormat = .text, named name: String? = nil, record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil, filePath: String = #filePath, function: String = #function
  ) -> SnapshotResult {
    let reference = SnapshotReference(
      format: format, name: name, directory: snapshotDirectory, filePath: filePath, function: function)
    return reference.verify(snapshot(as: format), record: record ?? .fromEnvironment())
  }

  /// Checks the screen against its reference snapshot, recorded beside the test in
  /// `__Snapshots__/<TestFile>/<testName>.txt` (or `.svg`). A difference fails the test with the lines
  /// that differ; a missing reference is recorded, and the test fails saying so, so that a run that
  /// records never passes. `SNAPSHOT_RECORD=1` (or `record: .all`) records every snapshot again.
  ///
  /// ```swift
  /// @MainActor @Test func firstScreen() {
  ///   let app = HeadlessApp(device: .iPhone17) { ContentView() }
  ///   app.assertSnapshot(as: .text)
  ///   app.assertSnapshot(as: .svg)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - format: How the screen is recorded: `.text` (the default) or `.svg`.
  ///   - name: The snapshot's name within the test: give one to each snapshot of a format when a test
  ///     takes several.
  ///   - record: When to write the screen as the reference; by default what `SNAPSHOT_RECORD` says.
  ///   - snapshotDirectory: Where the references are, instead of `__Snapshots__/<TestFile>`.
  ///   - fileID: The caller's file, for the failure; leave it to the default.
  ///   - filePath: The caller's file path, which places the references; leave it to the default.
  ///   - function: The test's function, which names the file; leave it to the default.
  ///   - line: The caller's line, for the failure; leave it to the default.
  ///   - column: The caller's column, for the failure; leave it to the default.
  public func assertSnapshot(
    as format: SnapshotFormat = .text, named name: String? = nil, record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
  ) {
    let result = verifySnapshot(
      as: format, named: name, record: record, snapshotDirectory: snapshotDirectory,
      filePath: String(describing: filePath), function: function)
    if let message = result.failureMessage {
      fail(message, at: Here(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }
}
