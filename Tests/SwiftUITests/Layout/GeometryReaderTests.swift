import SwiftUI
import SwiftUITesting
import Testing

private struct Halves: View {
  @State private var taps = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Header")
      GeometryReader { proxy in
        VStack(alignment: .leading, spacing: 0) {
          Text("Width \(Int(proxy.size.width))")
          Text("Half").frame(width: proxy.size.width / 2)
          Text("Local \(Int(proxy.frame(in: .local).minY))")
          Text("Global \(Int(proxy.frame(in: .global).minY))")
          Button("Tapped \(taps)") { taps += 1 }
        }
      }
      Text("Footer")
    }
    .frame(width: 300)
  }
}

private struct Scrolling: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        GeometryReader { proxy in
          Text(proxy.size.width > 300 ? "Inside, wide" : "Inside, narrow")
        }
        Text("Next")
      }
    }
  }
}

private struct Named: View {
  var body: some View {
    VStack(spacing: 8) {
      Text("Above")
      GeometryReader { proxy in
        Text("Named \(Int(proxy.frame(in: .named("stack")).minY))")
      }
    }
    .coordinateSpace(name: "stack")
  }
}

@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
  @Test("A geometry reader's content reads the size it was offered and lays out from it")
  func readsItsSize() {
    let app = HeadlessApp { Halves() }
    #expect(app.staticTexts["Width 300"].exists)
    let header = app.staticTexts["Header"].frame
    #expect(app.staticTexts["Half"].frame.midX == header.minX + 75, "centred in half of 300")
  }

  @Test("Its frame in the local space starts at zero, in the global space where it is on screen")
  func frames() {
    let app = HeadlessApp { Halves() }
    let header = app.staticTexts["Header"].frame
    #expect(app.staticTexts["Local 0"].exists)
    #expect(app.staticTexts["Global \(Int(header.maxY))"].exists)
  }

  @Test("A geometry reader fills the height left, so what follows it goes to the bottom")
  func fillsSpace() {
    let app = HeadlessApp { Halves() }
    let footer = app.staticTexts["Footer"].frame
    #expect(footer.minY > app.buttons["Tapped 0"].frame.maxY + 200)
  }

  @Test("Its content acts and follows state like any view")
  func acts() {
    let app = HeadlessApp { Halves() }
    app.buttons["Tapped 0"].tap()
    app.buttons["Tapped 1"].tap()
    #expect(app.buttons["Tapped 2"].exists)
    #expect(app.diagnostics.isEmpty)
  }

  @Test("In a scroll view a geometry reader is as tall as its content")
  func inScrollView() {
    let app = HeadlessApp { Scrolling() }
    let inside = app.staticTexts["Inside, wide"]
    #expect(inside.exists)
    #expect(app.staticTexts["Next"].frame.minY == inside.frame.maxY)
  }

  @Test("Its frame in a named coordinate space is measured from that view's corner")
  func namedSpace() {
    let app = HeadlessApp { Named() }
    #expect(app.staticTexts["Named 30"].exists, "below a 22-point text and 8 points of spacing")
  }
}
