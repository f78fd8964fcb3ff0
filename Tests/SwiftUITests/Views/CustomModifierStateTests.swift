import SwiftUI
import SwiftUITesting
import Testing

/// A modifier with state of its own, as apps write a "shake" or a "counted taps" modifier.
private struct CountsTaps: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content
      Button("Tapped \(taps)") { taps += 1 }
    }
  }
}

/// A modifier that reads the environment, as a themed-card modifier does.
private struct ShowsLocale: ViewModifier {
  @Environment(\.locale) private var locale
  func body(content: Content) -> some View {
    HStack {
      content
      Text("Locale \(locale.identifier)")
    }
  }
}

/// A property of the app's own made of state, as `DynamicProperty` lets an app write.
private struct Counter: DynamicProperty {
  @State var count = 0
}

private struct UsesCounter: View {
  var counter = Counter()
  var body: some View {
    Button("Counted \(counter.count)") { counter.count += 1 }
  }
}

@MainActor
@Suite("Custom modifiers")
struct CustomModifierStateTests {
  @Test("A modifier's own @State keeps what its button changed")
  func modifierState() {
    let app = HeadlessApp { Text("Hello").modifier(CountsTaps()) }
    app.buttons["Tapped 0"].tap()
    app.buttons["Tapped 1"].tap()
    #expect(app.buttons["Tapped 2"].exists)
    #expect(app.staticTexts["Hello"].exists)
  }

  @Test("A modifier's @Environment reads the environment where it is applied")
  func modifierEnvironment() {
    let app = HeadlessApp {
      Text("Hello").modifier(ShowsLocale()).environment(\.locale, Locale(identifier: "fr_FR"))
    }
    #expect(app.staticTexts["Locale fr_FR"].exists)
  }

  @Test("State inside an app's DynamicProperty keeps what a tap changed")
  func dynamicPropertyState() {
    let app = HeadlessApp { UsesCounter() }
    app.buttons["Counted 0"].tap()
    #expect(app.buttons["Counted 1"].exists)
  }
}
