import SwiftUI
import SwiftUITesting
import Testing

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

/// The same counter, erased once or twice in the same place.
private struct Rewrapped: View {
  @State private var twice = false
  var body: some View {
    VStack {
      twice ? AnyView(AnyView(Counter())) : AnyView(Counter())
      Button("Wrap again") { twice.toggle() }
    }
  }
}

@MainActor
@Suite("AnyView")
struct AnyViewTests {
  @Test("An AnyView of an AnyView wraps the inner view itself: the view keeps its state")
  func erasedTwiceKeepsState() {
    let app = HeadlessApp { Rewrapped() }
    app.buttons["Count 0"].tap()
    #expect(app.buttons["Count 1"].exists)
    app.buttons["Wrap again"].tap()
    #expect(app.buttons["Count 1"].exists)
  }
}
