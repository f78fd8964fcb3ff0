import SwiftUI
import SwiftUITesting
import Synchronization
import XCTest

/// The test host driven from an `XCTestCase`, as XCUITest tests are written: a flow that passes, and a
/// failing action that fails the test case rather than being lost.
///
/// XCTest on Linux has no `XCTExpectFailure`; the case catches the failures the host reports by
/// overriding `recordFailure(withDescription:inFile:atLine:expected:)`, which every XCTest failure
/// passes through, while a test asks it to, and hands every other failure to XCTest as usual.
final class HeadlessAppInXCTestCaseTests: XCTestCase {
  /// A failure XCTest was given: what it says, and where.
  private struct Failure {
    let description: String
    let file: String
  }

  /// The failures caught while a test expects some; nil while it expects none.
  private let caught = Mutex<[Failure]?>(nil)

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    let isCaught = caught.withLock { list in
      guard list != nil else { return false }
      list?.append(Failure(description: description, file: filePath))
      return true
    }
    if !isCaught {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `work` and returns the failures XCTest was given meanwhile, instead of failing the test.
  private func failures(in work: () -> Void) -> [Failure] {
    caught.withLock { $0 = [] }
    work()
    return caught.withLock { list in
      defer { list = nil }
      return list ?? []
    }
  }

  @MainActor
  func testTappingAddOneCountsOne() async {
    let app = HeadlessApp { XCTestCounter() }
    app.buttons["Add one"].tap()
    XCTAssertTrue(app.staticTexts["Count: 1"].exists)
    XCTAssertEqual(app.failures, [])
  }

  @MainActor
  func testTappingAButtonThatIsNotThereFailsTheTestCase() async {
    let app = HeadlessApp { XCTestCounter() }
    let failures = failures { app.buttons["Remove one"].tap() }
    XCTAssertEqual(failures.count, 1)
    let failure = failures.first
    XCTAssertTrue(failure?.description.contains("No button \"Remove one\" to tap.") == true, "\(failures)")
    XCTAssertEqual(failure?.file, #filePath, "the failure points at the test's own line")
    XCTAssertTrue(app.staticTexts["Count: 0"].exists)
  }
}

private struct XCTestCounter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add one") { count += 1 }
    }
  }
}
