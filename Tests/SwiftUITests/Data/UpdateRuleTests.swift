import SwiftUI
import SwiftUITesting
import Testing

@Observable
@MainActor
final class RowModel: Identifiable {
  let id: Int
  var isFavorite = false
  init(id: Int) { self.id = id }
}

private struct FavoriteRow: View {
  let model: RowModel
  var body: some View {
    Button("Row \(model.id) \(model.isFavorite ? "★" : "☆")") { model.isFavorite.toggle() }
  }
}

private struct Rows: View {
  let models: [RowModel]
  var body: some View {
    List(models) { FavoriteRow(model: $0) }
  }
}

private struct Unread: View {
  @State private var unused = 0
  @State private var shown = 0
  var body: some View {
    VStack {
      Text("Shown \(shown)")
      Button("Change unread") { unused += 1 }
      Button("Same value") { shown = 0 }
      Button("Change shown") { shown += 1 }
    }
  }
}

private struct HighlightKey: EnvironmentKey {
  static let defaultValue = Color.orange
}

extension EnvironmentValues {
  fileprivate var highlight: Color {
    get { self[HighlightKey.self] }
    set { self[HighlightKey.self] = newValue }
  }
}

private struct Reader: View {
  @Environment(\.highlight) private var highlight
  var body: some View { Text("Highlight: \(highlight.description)") }
}

private struct NonReader: View {
  var body: some View { Text("I read nothing") }
}

private struct EnvironmentRoot: View {
  @State private var useGreen = false
  var body: some View {
    VStack {
      Reader()
      NonReader()
      Button("Green") { useGreen = true }
    }
    .environment(\.highlight, useGreen ? .green : .purple)
  }
}

private struct ChangeOrder: View {
  @State private var a = 0
  @State private var b = 0
  var body: some View {
    Button("Both") {
      b += 1
      a += 1
    }
    .onChange(of: a) { old, new in print("a: \(old) -> \(new)") }
    .onChange(of: b, initial: true) { print("b: \(b)") }
  }
}

private struct WritesDuringBody: View {
  @State private var count = 0
  var body: some View {
    let _ = { count = 1 }()
    Text("Count \(count)")
  }
}

@Observable
@MainActor
private final class Store {
  var name = "Trips"
}

private struct ObjectReader: View {
  @Environment(Store.self) private var store
  var body: some View { Text("Store: \(store.name)") }
}

private struct OptionalObjectReader: View {
  @Environment(Store.self) private var store: Store?
  var body: some View { Text(store == nil ? "No store" : "A store") }
}

@MainActor
@Suite("Update rules: bodies re-run only for what they read")
struct UpdateRuleTests {
  @Test("Toggling one row's observable property re-runs that row's body and no other")
  func oneRowReruns() {
    let models = (1...50).map(RowModel.init)
    let app = HeadlessApp { Rows(models: models) }
    app.metrics.reset()
    app.buttons["Row 3 ☆"].tap()
    #expect(app.buttons["Row 3 ★"].exists)
    #expect(app.metrics.bodyEvaluations == 1)
  }

  @Test("A change no body read re-runs none; writing an equal value changes nothing")
  func unreadChange() {
    let app = HeadlessApp { Unread() }
    app.metrics.reset()
    app.buttons["Change unread"].tap()
    #expect(app.metrics.bodyEvaluations == 0)
    app.buttons["Same value"].tap()
    #expect(app.metrics.bodyEvaluations == 0)
    app.buttons["Change shown"].tap()
    #expect(app.metrics.bodyEvaluations == 1)
    #expect(app.staticTexts["Shown 1"].exists)
  }

  @Test("Environment values flow down; only views that read a changed key re-run")
  func environmentPropagation() {
    let app = HeadlessApp { EnvironmentRoot() }
    #expect(app.staticTexts["Highlight: purple"].exists)
    app.metrics.reset()
    app.buttons["Green"].tap()
    #expect(app.staticTexts["Highlight: green"].exists)
    // The root (it read useGreen) and the reader; NonReader did not run again.
    #expect(app.metrics.bodyEvaluations == 2)
  }

  @Test("An environment key nobody set reads its default")
  func environmentDefault() {
    let app = HeadlessApp { Reader() }
    #expect(app.staticTexts["Highlight: orange"].exists)
  }

  @Test(
    "onChange runs after the update, once per change, innermost modifier first; initial runs at appearance")
  func onChangeOrder() {
    let app = HeadlessApp { ChangeOrder() }
    #expect(app.console == ["b: 0"])
    app.buttons["Both"].tap()
    #expect(app.console == ["b: 0", "a: 0 -> 1", "b: 1"])
  }

  @Test("Writing state in a body gets SwiftUI's warning")
  func writeDuringUpdate() {
    let app = HeadlessApp { WritesDuringBody() }
    #expect(app.log.contains("Modifying state during view update, this will cause undefined behavior."))
  }

  @Test("Observable objects reach descendants through environment(_:)")
  func observableEnvironment() {
    let store = Store()
    let app = HeadlessApp { ObjectReader().environment(store) }
    #expect(app.staticTexts["Store: Trips"].exists)
    store.name = "Journeys"
    #expect(app.staticTexts["Store: Journeys"].exists)
  }

  @Test("The optional form reads nil when no ancestor provided the object")
  func optionalObject() {
    let app = HeadlessApp { OptionalObjectReader() }
    #expect(app.staticTexts["No store"].exists)
  }
}
