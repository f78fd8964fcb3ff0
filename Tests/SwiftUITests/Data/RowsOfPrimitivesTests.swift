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
}
