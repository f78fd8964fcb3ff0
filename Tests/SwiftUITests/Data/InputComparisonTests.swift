import SwiftUI
import SwiftUITesting
import Testing

// A child view's body runs again only when its inputs changed, compared field by field as SwiftUI
// does: `==` for an `Equatable` field, identity for an object, the payload of an enum case, every
// field of a nested struct, and a closure always as changed.

private enum Shade: Equatable {
  case plain
  case tinted(String)
}

/// Not `Equatable`: compared case and payload by reflection.
private enum Badge {
  case none
  case count(Int)
}

private struct Frame {
  var width: Int
  var label: String
}

private struct Card: View {
  let shade: Shade
  let badge: Badge
  let frame: Frame
  let pair: (Int, String)
  /// An optional of a type that is not `Equatable`: nil against nil, else the wrapped fields.
  let inset: Frame?
  var body: some View {
    Text("Card \(frame.label) \(frame.width) \(pair.1) \(inset?.width ?? 0)")
  }
}

private struct Actionable: View {
  let action: @MainActor @Sendable () -> Void
  var body: some View {
    Button("Act", action: action)
  }
}

private struct InputsRoot: View {
  @State private var tick = 0
  @State private var shade = Shade.plain
  @State private var badge = Badge.none
  @State private var width = 1
  @State private var inset: Frame?
  var body: some View {
    VStack {
      Text("Tick \(tick)")
      Card(
        shade: shade, badge: badge, frame: Frame(width: width, label: "Wide"),
        pair: (width, "pair"), inset: inset)
      Actionable { tick += 0 }
      Button("Tick") { tick += 1 }
      Button("Tint") { shade = .tinted("blue") }
      Button("Badge") { badge = .count(2) }
      Button("Widen") { width += 1 }
      Button("Inset") { inset = Frame(width: (inset?.width ?? 0) + 5, label: "Inset") }
    }
  }
}

@MainActor
@Suite("A child's inputs compared field by field")
struct InputComparisonTests {
  @Test("Equal inputs of every kind run no child body; a closure always counts as changed")
  func equalInputsRunNoBody() {
    let app = HeadlessApp { InputsRoot() }
    for tick in 1...2 {
      app.metrics.reset()
      app.buttons["Tick"].tap()
      #expect(app.staticTexts["Tick \(tick)"].exists)
      // The root's body and the view holding a closure; the card's enum, struct, tuple and optional
      // inputs are the same values made again (the optional nil, then holding a struct).
      #expect(app.metrics.bodyEvaluations == 2)
      app.buttons["Inset"].tap()
    }
  }

  @Test(
    "A changed enum payload, a nested struct's field, a tuple's element or an optional runs the child's body")
  func changedInputsRunTheBody() {
    let app = HeadlessApp { InputsRoot() }
    for button in ["Tint", "Badge", "Widen", "Inset", "Inset"] {
      app.metrics.reset()
      app.buttons[button].tap()
      // The root, the closure holder, and the card whose input changed.
      #expect(app.metrics.bodyEvaluations == 3, "after \(button)")
    }
    #expect(app.staticTexts["Card Wide 2 pair 10"].exists)
  }
}
