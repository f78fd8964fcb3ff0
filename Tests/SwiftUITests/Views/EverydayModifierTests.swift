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

/// A model outside the main actor that animates its own changes, as tutorial view models do.
private final class Keypad {
  var digits = ""
  func press(_ digit: Int) {
    withAnimation(.linear(duration: 0.25)) { digits += String(digit) }
  }
  func clear() {
    // `.spring()` with no arguments names one of the two spring forms, as on iOS.
    withAnimation(.spring()) { digits = "" }
  }
}

private struct Expander: View {
  @State private var isExpanded = false
  @State private var detailsShown = false
  var body: some View {
    VStack {
      Button("Expand") {
        withAnimation(.spring) {
          isExpanded = true
        } completion: {
          detailsShown = true
        }
      }
      if isExpanded { Text("Expanded") }
      if detailsShown { Text("Details") }
    }
  }
}

@MainActor
@Suite("Animated changes")
struct AnimatedChangeTests {
  @Test("withAnimation runs its change at once, from a model as well as a view")
  nonisolated func fromAModel() {
    let keypad = Keypad()
    keypad.press(4)
    keypad.press(2)
    #expect(keypad.digits == "42")
    keypad.clear()
    #expect(keypad.digits.isEmpty)
  }

  @Test("An animation's completion runs once the change is made")
  func completion() {
    let app = HeadlessApp { Expander() }
    #expect(!app.staticTexts["Details"].exists)
    app.buttons["Expand"].tap()
    #expect(app.staticTexts["Expanded"].exists)
    #expect(app.staticTexts["Details"].exists)
  }
}
