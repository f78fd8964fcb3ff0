import SwiftUI
import SwiftUITesting
import Testing

private struct Card: View {
  @Namespace private var namespace
  @State private var expanded = false
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading) {
      Text("Badge")
        .rotationEffect(.degrees(15))
        .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        .scaleEffect(expanded ? 1.5 : 1)
        .shadow(radius: 4)
        .blur(radius: expanded ? 2 : 0)
        .brightness(0.1)
        .saturation(0.5)
        .matchedGeometryEffect(id: "badge", in: namespace)
        .animation(.spring(response: 0.3, dampingFraction: 0.6), value: expanded)
      if expanded {
        Text("Details")
          .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity).combined(with: .scale))
      }
      Text("Count \(count)")
        .contentTransition(.numericText())
        .animation(.bouncy)
      Button("Toggle") {
        withAnimation(.easeInOut(duration: 0.4).delay(0.1)) { expanded.toggle() }
      }
      Button("Add") {
        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { count += 1 }
      }
      Text("Smooth").animation(.smooth, value: count)
      Text("Snappy").animation(.easeIn.speed(2), value: count).transition(.slide)
    }
  }
}

@MainActor
@Suite("Animations and effects")
struct EffectTests {
  @Test("A change made with an animation shows at once, and a transition's view appears and goes")
  func changesApplyAtOnce() {
    let app = HeadlessApp { Card() }
    #expect(!app.staticTexts["Details"].exists)
    app.buttons["Toggle"].tap()
    #expect(app.staticTexts["Details"].exists)
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 1"].exists)
    app.buttons["Toggle"].tap()
    #expect(!app.staticTexts["Details"].exists)
    #expect(app.log.isEmpty)
  }

  @Test("Drawing effects leave the view's frame where layout put it")
  func effectsKeepFrames() {
    let app = HeadlessApp { Card() }
    let before = app.staticTexts["Badge"].frame
    app.buttons["Toggle"].tap()
    #expect(app.staticTexts["Badge"].frame == before, "a scale effect does not change layout")
    #expect(before.height == 22)
  }
}
