import SwiftUI
import SwiftUITesting
import Testing

// A view's body runs again when its parent passes it different inputs: compared field by field, with
// `==` where a field is `Equatable`. These tests pass tuples and closures, which have no `==`.

private struct PairView: View {
  let pair: (name: String, count: Int)
  var body: some View { Text("\(pair.name) \(pair.count)") }
}

private struct PairParent: View {
  @State private var count = 0
  @State private var unrelated = 0
  var body: some View {
    VStack {
      PairView(pair: (String("Trips"), count))
      Text("Unrelated \(unrelated)")
      Button("Count") { count += 1 }
      Button("Unrelated") { unrelated += 1 }
    }
  }
}

private struct ActionView: View {
  let title: String
  let action: @MainActor () -> Void
  var body: some View { Button(title, action: action) }
}

private struct ActionParent: View {
  @State private var taps = 0
  var body: some View {
    let next = taps + 1
    VStack {
      ActionView(title: "Tap") { taps = next }
      ActionView(title: "Nothing") {}
      Text("Taps \(taps)")
    }
  }
}

@MainActor
@Suite("A view's inputs are compared as SwiftUI compares them")
struct ViewInputComparisonTests {
  @Test("A tuple with the same elements, made again by the parent, runs no body; another element shows")
  func tuples() {
    let app = HeadlessApp { PairParent() }
    app.metrics.reset()
    app.buttons["Unrelated"].tap()
    #expect(app.staticTexts["Unrelated 1"].exists)
    #expect(app.metrics.bodyEvaluations == 1)
    app.metrics.reset()
    app.buttons["Count"].tap()
    #expect(app.staticTexts["Trips 1"].exists)
    #expect(app.metrics.bodyEvaluations == 2)
  }

  @Test(
    "A closure that captures the parent's values is a new input each time; one that captures nothing is not")
  func closures() {
    let app = HeadlessApp { ActionParent() }
    app.metrics.reset()
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["Taps 1"].exists)
    // The parent's body, and the view whose closure captures it; the empty closure is the same one.
    #expect(app.metrics.bodyEvaluations == 2)
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["Taps 2"].exists)
  }
}
