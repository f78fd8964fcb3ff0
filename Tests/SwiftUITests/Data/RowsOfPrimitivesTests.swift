import SwiftUI
import SwiftUITesting
import Testing

@Observable
@MainActor
private final class Item: Identifiable {
  let id: Int
  var isFavorite = false
  init(id: Int) { self.id = id }
}

private struct FavoriteToggle: View {
  let item: Item
  var body: some View {
    Button(item.isFavorite ? "Unfavorite \(item.id)" : "Favorite \(item.id)") { item.isFavorite.toggle() }
  }
}

@Observable
@MainActor
private final class Group: Identifiable {
  let id: Int
  var title: String
  let items: [Item]
  init(id: Int, items: [Item]) {
    self.id = id
    title = "Group \(id)"
    self.items = items
  }
}

private struct GroupHeader: View {
  let group: Group
  var body: some View {
    Text(group.title)
  }
}

/// A row style of the app's own.
private struct Card: ViewModifier {
  func body(content: Content) -> some View { content.padding(4) }
}

/// A row bound to an `ObservableObject`, which the runtime cannot watch outside a body.
private final class Settings: ObservableObject {
  @Published var isOn = false
}

private struct SettingRow: View {
  @ObservedObject var settings: Settings
  let id: Int
  var body: some View {
    Toggle("Setting \(id)", isOn: $settings.isOn)
  }
}

/// A row's view with state of its own.
private struct Expandable: View {
  let id: Int
  @State private var isOpen = false
  var body: some View {
    Button(isOpen ? "Close \(id)" : "Open \(id)") { isOpen.toggle() }
  }
}

/// Rows written as a stack of the app's views, as most lists are: what changes inside a row shows.
@MainActor
@Suite("List rows made of primitives")
struct RowsOfPrimitivesTests {
  @Test("A view inside a row's HStack shows its own change")
  func viewInsideStack() {
    let items = (0..<50).map(Item.init)
    let app = HeadlessApp {
      NavigationStack {
        List(items) { item in
          HStack {
            Text("Item \(item.id)")
            FavoriteToggle(item: item)
          }
        }
      }
    }
    app.buttons["Favorite 2"].tap()
    #expect(app.buttons["Unfavorite 2"].exists)
    #expect(app.buttons["Favorite 3"].exists)
    app.buttons["Unfavorite 2"].tap()
    #expect(app.buttons["Favorite 2"].exists)
  }

  @Test("Inside sections, a row's view and a header's view each show their change")
  func insideSections() {
    let groups = (0..<3).map { group in Group(id: group, items: (0..<4).map { Item(id: group * 10 + $0) }) }
    let app = HeadlessApp {
      List {
        ForEach(groups) { group in
          Section {
            ForEach(group.items) { item in HStack { FavoriteToggle(item: item) } }
          } header: {
            GroupHeader(group: group)
          }
        }
      }
    }
    app.buttons["Favorite 11"].tap()
    #expect(app.buttons["Unfavorite 11"].exists)
    groups[1].title = "Renamed"
    #expect(app.staticTexts["Renamed"].exists)
    #expect(!app.staticTexts["Group 1"].exists)
    #expect(app.buttons["Unfavorite 11"].exists)
  }

  @Test("In a stack, not a list, a row's view shows its change")
  func outsideList() {
    let items = (0..<3).map(Item.init)
    let app = HeadlessApp {
      VStack {
        ForEach(items) { item in HStack { FavoriteToggle(item: item) } }
      }
    }
    app.buttons["Favorite 1"].tap()
    #expect(app.buttons["Unfavorite 1"].exists)
  }

  @Test("A row styled by a custom modifier shows its change")
  func styledRow() {
    let items = (0..<50).map(Item.init)
    let app = HeadlessApp { NavigationStack { List(items) { FavoriteToggle(item: $0).modifier(Card()) } } }
    app.buttons["Favorite 2"].tap()
    #expect(app.buttons["Unfavorite 2"].exists)
    app.buttons["Unfavorite 2"].tap()
    #expect(app.buttons["Favorite 2"].exists)
  }

  @Test("A row bound to an ObservableObject shows its change")
  func observableObjectRow() {
    let settings = (0..<20).map { _ in Settings() }
    let app = HeadlessApp { List(0..<20, id: \.self) { SettingRow(settings: settings[$0], id: $0) } }
    app.switches["Setting 3"].tap()
    #expect(app.switches["Setting 3"].value == "1")
    #expect(app.switches["Setting 4"].value == "0")
  }

  @Test("A row's own state survives a change to another row")
  func rowStateSurvives() {
    let items = (0..<5).map(Item.init)
    let app = HeadlessApp {
      List(items) { item in
        HStack {
          Expandable(id: item.id)
          FavoriteToggle(item: item)
        }
      }
    }
    app.buttons["Open 1"].tap()
    app.buttons["Favorite 3"].tap()
    #expect(app.buttons["Unfavorite 3"].exists)
    #expect(app.buttons["Close 1"].exists)
  }
}
