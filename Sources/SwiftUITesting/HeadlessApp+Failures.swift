import Testing
import XCTest

extension HeadlessApp {
  /// Fails the test that is running, in whichever framework runs it: the current Swift Testing test
  /// records an issue; otherwise the failure goes to XCTest, which gives it to the `XCTestCase` that
  /// is running (XCTest on Linux drops a failure when none is), and to ``failures``, where a driver
  /// that runs outside any test (a random user) finds it.
  func fail(_ message: String, at here: Here) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: here.sourceLocation)
    } else {
      XCTFail(message, file: here.filePath, line: UInt(here.line))
      failures.append(message)
    }
  }
}

/// Where a test called the host, for failure messages: the call site's file and line, which both
/// Swift Testing and XCTest report.
struct Here {
  let fileID: StaticString
  let filePath: StaticString
  let line: Int
  let column: Int

  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: String(describing: fileID), filePath: String(describing: filePath), line: line, column: column)
  }
}
