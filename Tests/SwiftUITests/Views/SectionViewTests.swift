import SwiftUI
import SwiftUITesting
import Testing

// A `ForEach` whose rows are a view of the app's own whose body is a `Section`, as SwiftUI advises
// for a section that has state or reads the environment: the list shows each as a section, with its
// header and rows, and follows the data as it changes.

private struct Shelf: Identifiable, Equatable {
  let id: Int
  var books: [String]
}

private struct ShelfSection: View {
  let shelf: Shelf
  let remove: (String) -> Void

  var body: some View {
    Section("Shelf \(shelf.id)") {
      ForEach(shelf.books, id: \.self) { book in
        Text(book)
      }
      .onDelete { offsets in
        for offset in offsets { remove(shelf.books[offset]) }
      }
    }
  }
}

private struct Library: View {
  @State private var shelves = [
    Shelf(id: 1, books: ["Emma", "Persuasion"]),
    Shelf(id: 2, books: ["Dracula"]),
    Shelf(id: 3, books: ["Ulysses", "Dubliners"]),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(shelves) { shelf in
          ShelfSection(shelf: shelf) { book in remove(book) }
        }
      }
      .navigationTitle("Library")
      .toolbar {
        Button("Add to shelf 2") { shelves[1].books.append("Carmilla") }
        Button("Empty shelf 1") { shelves.remove(at: 0) }
      }
    }
  }

  private func remove(_ book: String) {
    for index in shelves.indices { shelves[index].books.removeAll { $0 == book } }
  }
}

@MainActor
@Suite("Sections made by a view of the app's")
struct SectionViewTests {
  private func cellLabels(_ app: HeadlessApp) -> [String] {
    app.cells.allElementsBoundByIndex.map(\.label)
  }

  @Test("Each shows as a section: its header, then a cell for each of its rows")
  func showsSections() {
    let app = HeadlessApp { Library() }
    #expect(cellLabels(app) == ["Emma", "Persuasion", "Dracula", "Ulysses", "Dubliners"])
    for header in ["Shelf 1", "Shelf 2", "Shelf 3"] {
      #expect(app.staticTexts[header].exists)
      #expect(!app.cells[header].exists)
    }
  }

  @Test("The sections follow the data: a row added, a section removed")
  func followsData() {
    let app = HeadlessApp { Library() }
    app.buttons["Add to shelf 2"].tap()
    #expect(cellLabels(app) == ["Emma", "Persuasion", "Dracula", "Carmilla", "Ulysses", "Dubliners"])
    app.buttons["Empty shelf 1"].tap()
    #expect(cellLabels(app) == ["Dracula", "Carmilla", "Ulysses", "Dubliners"])
    #expect(!app.staticTexts["Shelf 1"].exists)
    #expect(app.staticTexts["Shelf 2"].exists)
  }

  @Test("Swiping a row of such a section deletes it through the section's onDelete")
  func swipeToDelete() {
    let app = HeadlessApp { Library() }
    app.cells["Ulysses"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(cellLabels(app) == ["Emma", "Persuasion", "Dracula", "Dubliners"])
  }
}
