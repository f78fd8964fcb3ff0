import SwiftUI
import SwiftUITesting
import Testing

/// A screen in the style of the tutorials: haptics in actions, effects and accessibility details
/// that the hosts accept without drawing.
private struct FlagQuiz: View {
  @State private var score = 0
  @State private var name = ""
  @State private var spun = 0.0

  var body: some View {
    ZStack {
      RadialGradient(
        stops: [.init(color: .indigo, location: 0.3), .init(color: .red, location: 0.3)],
        center: .top, startRadius: 200, endRadius: 700
      )
      .ignoresSafeArea()
      .statusBar(hidden: true)
      VStack {
        Text("Score \(score)")
          .accessibilityValue("\(score) points")
          .accessibilityAddTraits(.isHeader)
        Button("Guess") {
          UINotificationFeedbackGenerator().notificationOccurred(.success)
          withAnimation(.interpolatingSpring(stiffness: 25, damping: 5)) { spun += 360 }
          score += 1
        }
        .accessibilityHint("Checks your guess")
        .sensoryFeedback(.success, trigger: score)
        Image(systemName: "flag")
          .colorInvert()
          .accessibilityHidden(true)
        TextField("Name", text: $name)
          .autocapitalization(.none)
        AngularGradient(colors: [.red, .blue], center: .center)
          .frame(height: 20)
          .transition(.modifier(active: Spin(angle: 90), identity: Spin(angle: 0)))
      }
    }
  }
}

private struct Spin: ViewModifier {
  let angle: Double
  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(angle))
  }
}

@MainActor
@Suite("Everyday modifiers that change nothing on Linux")
struct EverydayModifierTests {
  @Test("A screen using haptics, springs, gradients and accessibility details works as written")
  func quizWorks() {
    let app = HeadlessApp { FlagQuiz() }
    #expect(app.staticTexts["Score 0"].exists)
    app.buttons["Guess"].tap()
    app.buttons["Guess"].tap()
    #expect(app.staticTexts["Score 2"].exists)
    app.textFields["Name"].typeText("ada")
    #expect(app.textFields["Name"].value == "ada", "text is taken as typed, never capitalized")
    #expect(app.images["flag"].exists, "a hidden-from-accessibility image still shows")
  }

  @Test("Impact and selection generators take every call")
  func generators() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred(intensity: 0.5)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(impact.style == .rigid)
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }
}
