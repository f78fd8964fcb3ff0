import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// A counter whose label changes when its button is tapped: a screen that can change under a snapshot.
private struct Counter: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("Count: \(count)")
        Button("Add one") { count += 1 }
      }
      .navigationTitle("Counter")
    }
  }
}

/// A folder of its own for one test's reference files, removed when the test ends.
private func withSnapshotFolder(_ body: (URL) throws -> Void) rethrows {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}

@MainActor
@Suite("Text snapshots")
struct TextSnapshotTests {
  @Test("An unchanged screen matches the text snapshot recorded of it")
  func unchangedScreenMatches() throws {
    try withSnapshotFolder { folder in
      let app = HeadlessApp { Counter() }
      let first = app.verifySnapshot(as: .text, record: .missing, snapshotDirectory: folder)
      #expect(first == .recorded(reference: first.reference, reason: .noReference))
      let recorded = try String(contentsOf: first.reference, encoding: .utf8)
      #expect(recorded == app.snapshot() + "\n")
      #expect(recorded.contains("staticText \"Count: 0\""))
      #expect(app.verifySnapshot(as: .text, record: .missing, snapshotDirectory: folder).isMatch)
    }
  }

  @Test("A changed screen fails with the lines that differ, the recorded one behind - and the new behind +")
  func changedScreenFailsWithDiff() {
    withSnapshotFolder { folder in
      let app = HeadlessApp { Counter() }
      _ = app.verifySnapshot(as: .text, record: .missing, snapshotDirectory: folder)
      app.buttons["Add one"].tap()
      let result = app.verifySnapshot(as: .text, record: .missing, snapshotDirectory: folder)
      guard case .mismatched(_, let diff) = result else {
        Issue.record("Expected a mismatch, got \(result)")
        return
      }
      #expect(diff.removed.map { $0.trimmingCharacters(in: .whitespaces) } == ["staticText \"Count: 0\""])
      #expect(diff.added.map { $0.trimmingCharacters(in: .whitespaces) } == ["staticText \"Count: 1\""])
      let message = result.failureMessage ?? ""
      #expect(message.contains("does not match its snapshot \(result.reference.path)"))
      #expect(message.contains("\n-  staticText \"Count: 0\"\n+  staticText \"Count: 1\"\n"))
      #expect(message.contains("SNAPSHOT_RECORD=1"))
    }
  }

  @Test("A missing reference is recorded, and the test fails saying it recorded it")
  func missingReferenceIsRecordedAndFails() {
    withSnapshotFolder { folder in
      let app = HeadlessApp { Counter() }
      withKnownIssue {
        app.assertSnapshot(as: .text, record: .missing, snapshotDirectory: folder)
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.contains("No reference snapshot was found, so the screen was recorded")
        }
      }
      let file = folder.appendingPathComponent("missingReferenceIsRecordedAndFails.txt")
      #expect(FileManager.default.fileExists(atPath: file.path))
      app.assertSnapshot(as: .text, record: .missing, snapshotDirectory: folder)
    }
  }

  @Test("A mismatch fails the test where assertSnapshot was called")
  func mismatchFailsAtTheCall() {
    withSnapshotFolder { folder in
      let app = HeadlessApp { Counter() }
      _ = app.verifySnapshot(as: .text, record: .missing, snapshotDirectory: folder)
      app.buttons["Add one"].tap()
      let line = #line + 2
      withKnownIssue {
        app.assertSnapshot(as: .text, record: .missing, snapshotDirectory: folder)
      } matching: { issue in
        issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
          && issue.comments.contains { $0.rawValue.contains("+  staticText \"Count: 1\"") }
      }
    }
  }

  @Test("Record mode writes the screen over its reference and fails; never-record mode writes nothing")
  func recordModes() throws {
    try withSnapshotFolder { folder in
      let app = HeadlessApp { Counter() }
      _ = app.verifySnapshot(as: .text, record: .missing, snapshotDirectory: folder)
      app.buttons["Add one"].tap()
      let result = app.verifySnapshot(as: .text, record: .all, snapshotDirectory: folder)
      #expect(result == .recorded(reference: result.reference, reason: .recordMode))
      let rewritten = try String(contentsOf: result.reference, encoding: .utf8)
      #expect(rewritten.contains("Count: 1"))
      #expect(result.failureMessage?.contains("Record mode is on") == true)

      let other = app.verifySnapshot(as: .text, named: "other", record: .never, snapshotDirectory: folder)
      #expect(other == .missing(reference: other.reference))
      #expect(!FileManager.default.fileExists(atPath: other.reference.path))
    }
  }

  @Test("SNAPSHOT_RECORD=1 records every snapshot; never records none; unset records the missing ones")
  func recordModeFromEnvironment() {
    #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "1"]) == .all)
    #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "all"]) == .all)
    #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "never"]) == .never)
    #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "0"]) == .missing)
    #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
  }

  @Test("References sit beside the test, in __Snapshots__/<TestFile>/<testName>[.<name>].<extension>")
  func referencesSitBesideTheTest() {
    let app = HeadlessApp { Counter() }
    let text = app.verifySnapshot(as: .text, record: .never)
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/TextSnapshotTests")
    #expect(text.reference == folder.appendingPathComponent("referencesSitBesideTheTest.txt"))
    let picture = app.verifySnapshot(as: .svg, named: "iPad, sideways", record: .never)
    #expect(
      picture.reference == folder.appendingPathComponent("referencesSitBesideTheTest.iPad--sideways.svg"))
  }

  @Test("A diff shows each change with up to three unchanged lines around it")
  func diffShowsContext() {
    let reference = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let actual = reference.replacingOccurrences(of: "line 5", with: "line five")
    let diff = LineDiff(from: reference, to: actual)
    #expect(
      diff.description == """
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8
        """)
    #expect(LineDiff(from: reference, to: reference).isEmpty)
  }
}
