import SwiftUI
import SwiftUITesting
import Testing

// A list's rows are built as the list is laid out, perhaps long after the content holding the list
// was kept through a new environment that none of the rows built so far read.

private struct DepthKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var depth: Int {
    get { self[DepthKey.self] }
    set { self[DepthKey.self] = newValue }
  }
}

/// Only the last row reads the depth.
private struct DepthRow: View {
  let index: Int
  @Environment(\.depth) private var depth
  var body: some View {
    if index == 199 { Text("Last at depth \(depth)") } else { Text("Row \(index)") }
  }
}

/// Reads nothing of the environment itself: a new depth leaves its content as it was.
private struct DepthList: View {
  var body: some View {
    List { ForEach(0..<200, id: \.self) { DepthRow(index: $0) } }
  }
}

private struct DepthRoot: View {
  @State private var depth = 0
  var body: some View {
    VStack {
      Button("Deeper") { depth += 1 }
      DepthList()
    }
    .environment(\.depth, depth)
  }
}

@MainActor
@Suite("A kept list builds new rows in the environment of now")
struct KeptListEnvironmentTests {
  @Test("A row first built after a change no built row read reads the value of now")
  func rowBuiltLaterReadsNow() {
    let app = HeadlessApp { DepthRoot() }
    app.buttons["Deeper"].tap()
    app.buttons["Deeper"].tap()
    var swipes = 0
    while !app.staticTexts["Last at depth 2"].exists && swipes < 60 {
      app.swipeUp()
      swipes += 1
    }
    #expect(app.staticTexts["Last at depth 2"].exists)
    #expect(!app.staticTexts["Last at depth 0"].exists)
  }
}
