import SwiftUI
import SwiftUITesting
import Testing

// A view whose body did not re-run hands out the elements and the layout it made before. These
// tests change, one at a time, each thing such a view's screen depends on without its body running
// again, and check that the screen follows.

private struct BadgeKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct ShadeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var badge: Int {
    get { self[BadgeKey.self] }
    set { self[BadgeKey.self] = newValue }
  }
  fileprivate var shade: String {
    get { self[ShadeKey.self] }
    set { self[ShadeKey.self] = newValue }
  }
}

private struct BadgeText: View {
  @Environment(\.badge) private var badge
  var body: some View { Text("Badge \(badge)") }
}

/// Reads nothing itself; a view inside it reads the badge.
private struct Holder: View {
  var body: some View {
    VStack {
      Text("Fixed")
      BadgeText()
    }
  }
}

private struct EnvironmentRoot: View {
  @State private var badge = 0
  @State private var shade = "plain"
  var body: some View {
    VStack {
      Holder()
        .environment(\.badge, badge)
        .environment(\.shade, shade)
      Button("Bump") { badge += 1 }
      Button("Shade") { shade = "dark" }
    }
  }
}

private struct WifiRow: View {
  @Binding var isOn: Bool
  var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
}

private struct ToggleRoot: View {
  @State private var isOn = false
  var body: some View {
    VStack {
      WifiRow(isOn: $isOn)
      Button("Turn on") { isOn = true }
    }
  }
}

private struct GoButton: View {
  var body: some View { Button("Go") {} }
}

private struct DisableRoot: View {
  @State private var isOff = false
  var body: some View {
    VStack {
      GoButton().disabled(isOff)
      Button("Switch") { isOff.toggle() }
    }
  }
}

private struct Card: View {
  var body: some View { Text("Card") }
}

/// A kept view given a frame, an identifier and swipe actions from outside, each while its switch
/// is on.
private struct DecoratedRoot: View {
  @State private var isDecorated = false
  var body: some View {
    List {
      Card()
        .frame(height: isDecorated ? 120 : nil)
        .accessibilityIdentifier(isDecorated ? "decorated" : "plain")
        .swipeActions { if isDecorated { Button("Pin") {} } }
      Button("Decorate") { isDecorated.toggle() }
    }
  }
}

private struct AlertRoot: View {
  @State private var isAsking = false
  var body: some View {
    VStack {
      Card().alert("Sure?", isPresented: $isAsking) { Button("Yes") {} }
      Button("Ask") { isAsking = true }
    }
  }
}

private struct Fruit: Identifiable {
  let id: String
}

private struct FruitRow: View {
  let name: String
  var body: some View { Text(name) }
}

private struct FruitList: View {
  @State private var fruits = ["Apple", "Banana", "Cherry"].map(Fruit.init)
  var body: some View {
    NavigationStack {
      List {
        ForEach(fruits) { FruitRow(name: $0.id) }
          .onDelete { offsets in
            for offset in offsets.reversed() { fruits.remove(at: offset) }
          }
      }
      .toolbar { Button("Reverse") { fruits.reverse() } }
    }
  }
}

@Observable
@MainActor
private final class Person: Identifiable {
  let id: Int
  var name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// Its body reads the array, not the names: only the `ForEach` closure reads those.
private struct People: View {
  let people: [Person]
  var body: some View {
    VStack {
      ForEach(people) { Text($0.name) }
    }
  }
}

private struct PeopleRoot: View {
  let people: [Person]
  var body: some View {
    VStack {
      People(people: people)
      Button("Rename") { people[0].name = "Zed" }
    }
  }
}

private struct OpenLink: View {
  var body: some View { NavigationLink("Open", value: 1) }
}

/// Its destination captures a plain value from its parent, so each body makes a new destination.
private struct Sidebar: View {
  let edition: String
  let next: @MainActor @Sendable () -> Void
  var body: some View {
    List {
      OpenLink()
      Button("Next edition", action: next)
    }
    .navigationDestination(for: Int.self) { Text("Detail \($0), \(edition) edition") }
  }
}

private struct SplitRoot: View {
  @State private var edition = "first"
  var body: some View {
    NavigationSplitView {
      Sidebar(edition: edition) { edition = "second" }
    } detail: {
      Text("Nothing chosen")
    }
  }
}

@Observable
@MainActor
private final class Counter: Identifiable {
  let id: Int
  var isFavorite = false
  init(id: Int) { self.id = id }
}

private struct CounterRow: View {
  let counter: Counter
  var body: some View {
    HStack {
      NavigationLink("Item \(counter.id)", value: counter.id)
      Spacer()
      Button(counter.isFavorite ? "Unfavorite \(counter.id)" : "Favorite \(counter.id)") {
        counter.isFavorite.toggle()
      }
    }
  }
}

private struct CounterList: View {
  let counters: [Counter]
  var body: some View {
    NavigationStack {
      List(counters) { CounterRow(counter: $0) }
        .navigationDestination(for: Int.self) { Text("Item \($0) detail") }
    }
  }
}

private struct NameRow: View {
  let name: String
  var body: some View { Text(name) }
}

/// The list's closure reads each person's name; the rows' bodies read nothing observable.
private struct PeopleList: View {
  let people: [Person]
  @State private var marked: Int?
  var body: some View {
    NavigationStack {
      List(people) { person in
        NameRow(name: person.id == marked ? "\(person.name) (marked)" : person.name)
      }
      .toolbar {
        Button("Rename") { people[1].name = "Bea" }
        Button("Mark") { marked = 1 }
      }
    }
  }
}

/// The same closure in a stack, where the rows are made as the view resolves, not as a list lays out.
private struct PeopleStack: View {
  let people: [Person]
  var body: some View {
    VStack {
      ForEach(people) { NameRow(name: $0.name) }
      Button("Rename") { people[0].name = "Zed" }
    }
  }
}

/// A long article that scrolls, with an appearance action: state the runtime keeps for it, which
/// does not stop the view from keeping its elements.
private struct Article: View {
  var body: some View {
    ScrollView {
      VStack {
        Text("Line 1")
        Text("Line 2")
        Text("Line 3")
        Text("Line 4")
        Text("Line 5")
        Text("Line 6")
        Text("Line 7")
        Text("Line 8")
        Text("Line 9")
        Text("Line 10")
        Text("Line 11")
        Text("Line 12")
        Text("Line 13")
        Text("Line 14")
        Text("Line 15")
        Text("Line 16")
        Text("Line 17")
        Text("Line 18")
        Text("Line 19")
        Text("Line 20")
        Text("Line 21")
        Text("Line 22")
        Text("Line 23")
        Text("Line 24")
        Text("Line 25")
        Text("Line 26")
        Text("Line 27")
      }
    }
    .onAppear { print("The article appeared") }
  }
}

private struct ArticleRoot: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Count \(count)") { count += 1 }
      Article()
    }
  }
}

/// A list whose rows read the badge; the list's own view reads nothing, so it keeps its rows until
/// what they read changes.
private struct BadgedRowList: View {
  var body: some View {
    List(0..<3, id: \.self) { number in
      BadgedRow(number: number)
    }
  }
}

private struct BadgedRow: View {
  let number: Int
  @Environment(\.badge) private var badge
  var body: some View { Text("Row \(number), badge \(badge)") }
}

private struct BadgedRowRoot: View {
  @State private var badge = 1
  @State private var unrelated = 0
  var body: some View {
    VStack {
      Button("Raise") { badge += 1 }
      Button("Other \(unrelated)") { unrelated += 1 }
      BadgedRowList()
    }
    .environment(\.badge, badge)
  }
}

@MainActor
@Suite("Kept elements and layouts follow what they depend on")
struct KeptContentTests {
  @Test("A value read deep inside a kept view reaches it; a value nobody reads re-resolves nothing")
  func environment() {
    let app = HeadlessApp { EnvironmentRoot() }
    app.metrics.reset()
    app.buttons["Shade"].tap()
    #expect(app.staticTexts["Badge 0"].exists)
    // Only the root, whose body read the shade, resolves again; Holder and BadgeText hand out theirs.
    #expect(app.metrics.contentResolutions == 1)
    app.buttons["Bump"].tap()
    #expect(app.staticTexts["Badge 1"].exists)
    #expect(app.staticTexts["Fixed"].exists)
  }

  @Test("A toggle inside a kept view shows its binding's current value")
  func toggleBinding() {
    let app = HeadlessApp { ToggleRoot() }
    #expect(app.switches["Wi-Fi"].value == "0")
    app.buttons["Turn on"].tap()
    #expect(app.switches["Wi-Fi"].value == "1")
    app.switches["Wi-Fi"].tap()
    #expect(app.switches["Wi-Fi"].value == "0")
  }

  @Test("A modifier applied to a kept view from outside comes and goes with its value")
  func disabledFromOutside() {
    let app = HeadlessApp { DisableRoot() }
    #expect(app.buttons["Go"].isEnabled)
    app.buttons["Switch"].tap()
    #expect(!app.buttons["Go"].isEnabled)
    app.buttons["Switch"].tap()
    #expect(app.buttons["Go"].isEnabled)
  }

  @Test("A frame, an identifier and swipe actions given to a kept view from outside come and go")
  func decoratedFromOutside() {
    let app = HeadlessApp { DecoratedRoot() }
    let plainHeight = app.cells.element(boundBy: 0).frame.height
    #expect(app.staticTexts["plain"].exists)
    app.buttons["Decorate"].tap()
    #expect(app.cells.element(boundBy: 0).frame.height > 120)
    #expect(app.staticTexts["decorated"].exists)
    app.cells.element(boundBy: 0).swipeLeft()
    #expect(app.buttons["Pin"].exists)
    app.buttons["Decorate"].tap()
    #expect(app.cells.element(boundBy: 0).frame.height == plainHeight)
    #expect(app.staticTexts["plain"].exists)
    #expect(!app.staticTexts["decorated"].exists)
  }

  @Test("An alert attached to a kept view is one alert, however often it is shown")
  func alertOnKeptView() {
    let app = HeadlessApp { AlertRoot() }
    for _ in 0..<3 {
      app.buttons["Ask"].tap()
      #expect(app.alerts.count == 1)
      #expect(app.alerts.element.buttons.matching("Yes").count == 1)
      app.buttons["Yes"].tap()
      #expect(app.alerts.count == 0)
    }
  }

  @Test("Swipe to delete removes the row swiped after the rows were reordered")
  func deleteAfterReorder() {
    let app = HeadlessApp { FruitList() }
    app.buttons["Reverse"].tap()
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Cherry", "Banana", "Apple"])
    app.cells["Apple"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Cherry", "Banana"])
  }

  @Test("A name read only inside a ForEach closure is shown when it changes")
  func observableInForEachClosure() {
    let people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")]
    let app = HeadlessApp { PeopleRoot(people: people) }
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["Zed"].exists)
    #expect(!app.staticTexts["Ann"].exists)
  }

  @Test("A kept link in a split view column shows the column's current destination")
  func columnLinkUsesCurrentDestination() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { SplitRoot() }
    app.buttons["Open"].tap()
    #expect(app.staticTexts["Detail 1, first edition"].exists)
    app.buttons["Next edition"].tap()
    app.buttons["Open"].tap()
    #expect(app.staticTexts["Detail 1, second edition"].exists)
  }

  @Test("A list's rows follow what its closure read: an observable name, the owner's state")
  func lazyRowsFollowTheirClosure() {
    let people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")]
    let app = HeadlessApp { PeopleList(people: people) }
    #expect(app.cells["Bo"].exists)
    app.buttons["Rename"].tap()
    #expect(app.cells["Bea"].exists)
    #expect(!app.cells["Bo"].exists)
    app.buttons["Mark"].tap()
    #expect(app.cells["Ann (marked)"].exists)
    // A write of the name it already has changes nothing (Observation reports no equal write): the
    // list and its rows stay as they were kept, and no row is made again.
    app.metrics.reset()
    app.buttons["Rename"].tap()
    #expect(app.metrics.contentResolutions == 0)
    #expect(app.metrics.rowsResolved == 0)
    #expect(app.cells.count == 2)
  }

  @Test("Rows a stack's ForEach made follow what its closure read, and are not made again otherwise")
  func stackRowsFollowTheirClosure() {
    let people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")]
    let app = HeadlessApp { PeopleStack(people: people) }
    app.metrics.reset()
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["Zed"].exists)
    #expect(app.staticTexts["Bo"].exists)
    // The first row is made again with its new name; the second is handed out as it was.
    #expect(app.metrics.bodyEvaluations == 1)
  }

  @Test("A view with a scroll view and an appearance action keeps its elements and still scrolls")
  func scrollViewIsKept() {
    let app = HeadlessApp { ArticleRoot() }
    #expect(app.console == ["The article appeared"])
    app.metrics.reset()
    app.buttons["Count 0"].tap()
    #expect(app.buttons["Count 1"].exists)
    #expect(app.metrics.contentResolutions == 1)
    let before = app.staticTexts["Line 20"].frame.minY
    app.swipeUp()
    #expect(app.staticTexts["Line 20"].frame.minY < before)
    app.buttons["Count 1"].tap()
    #expect(app.staticTexts["Line 20"].frame.minY < before)
    #expect(app.console == ["The article appeared"])
  }

  @Test("Toggling one row resolves that row alone and lays the others out from their kept layout")
  func toggleReusesOtherRows() {
    let counters = (0..<50).map(Counter.init)
    let app = HeadlessApp { CounterList(counters: counters) }
    app.metrics.reset()
    app.buttons["Favorite 2"].tap()
    #expect(app.buttons["Unfavorite 2"].exists)
    // The row that changed, alone: the list builds its rows as it lays them out, so the view that
    // holds the list keeps its elements.
    #expect(app.metrics.contentResolutions == 1)
    #expect(app.metrics.placementsReused >= app.cells.count - 1)
    app.buttons["Item 3"].tap()
    #expect(app.staticTexts["Item 3 detail"].exists)
  }

  @Test("A list kept around its rows still builds them again when an environment value they read changes")
  func keptListFollowsItsRowsEnvironment() {
    let app = HeadlessApp { BadgedRowRoot() }
    #expect(app.staticTexts["Row 1, badge 1"].exists)
    app.metrics.reset()
    app.buttons["Other 0"].tap()
    // Nothing the rows read changed: none is made again.
    #expect(app.metrics.rowsResolved == 0)
    app.buttons["Raise"].tap()
    #expect(app.staticTexts["Row 1, badge 2"].exists)
    #expect(!app.staticTexts["Row 1, badge 1"].exists)
  }
}
