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

@Observable
@MainActor
private final class Place: Identifiable {
  let id: Int
  var name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// A row style.
private struct Card: ViewModifier {
  func body(content: Content) -> some View { content.padding(4) }
}

/// A counter whose label a custom modifier with state of its own wraps.
private struct CountedScreen: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count \(count)").modifier(CountsTaps())
      Button("Add") { count += 1 }
    }
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

  @Test("The view a modifier wraps shows its changes, and the modifier keeps its own state")
  func wrappedContentChanges() {
    let app = HeadlessApp { CountedScreen() }
    app.buttons["Tapped 0"].tap()
    app.buttons["Add"].tap()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 2"].exists)
    #expect(app.buttons["Tapped 1"].exists)
    app.buttons["Tapped 1"].tap()
    #expect(app.buttons["Tapped 2"].exists)
    #expect(app.staticTexts["Count 2"].exists)
  }

  @Test("A row made by a list's closure and styled by a modifier shows a renamed item")
  func styledRowFollowsItsItem() {
    let places = [Place(id: 0, name: "Lisbon"), Place(id: 1, name: "Porto")]
    let app = HeadlessApp { List(places) { Text($0.name).modifier(Card()) } }
    #expect(app.staticTexts["Porto"].exists)
    places[1].name = "Braga"
    #expect(app.staticTexts["Braga"].exists)
    #expect(!app.staticTexts["Porto"].exists)
    #expect(app.staticTexts["Lisbon"].exists)
  }
}
