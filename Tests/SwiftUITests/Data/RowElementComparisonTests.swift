import SwiftUI
import SwiftUITesting
import Synchronization
import Testing

// A row kept by a `ForEach` is handed out again while its element is equal to the one it was made
// from. Data made again (grouped again, decoded again) holds equal elements in new storage, which
// only a full comparison, element by element, finds equal; the row then keeps the element of now,
// so that the next update, whose data is that very storage, compares it at a glance.

/// The shelves whose books `Books`' `==` compared, in the order it ran.
private let comparedShelves = Mutex<[Int]>([])

/// A shelf's books, whose `==` notes which shelf it compared.
private struct Books: Equatable {
  let shelf: Int
  var titles: [String]

  static func == (lhs: Books, rhs: Books) -> Bool {
    comparedShelves.withLock { $0.append(lhs.shelf) }
    return lhs.shelf == rhs.shelf && lhs.titles == rhs.titles
  }
}

/// A section's element that is not `Equatable`, as an app's grouping often is: it is compared field
/// by field.
private struct Shelf: Identifiable {
  let id: Int
  var books: Books
}

/// Three shelves of two books each, in storage of their own at each call.
private func threeShelves() -> [Shelf] {
  (0..<3).map { shelf in
    Shelf(id: shelf, books: Books(shelf: shelf, titles: (0..<2).map { "Book \(shelf).\($0)" }))
  }
}

private struct Library: View {
  @State private var shelves = threeShelves()
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
      Button("Shelve again") { shelves = threeShelves() }
      Button("Rename a book") { shelves[1].books.titles[0] = "Renamed" }
      List {
        ForEach(shelves) { shelf in
          Section("Shelf \(shelf.id)") {
            ForEach(shelf.books.titles, id: \.self) { title in
              Text(title)
            }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("Rows compared with the element they were made from", .serialized)
struct RowElementComparisonTests {
  @Test("After data is made again, a change to one element compares that element alone in full")
  func dataMadeAgainIsComparedInFullOnce() {
    let app = HeadlessApp { Library() }
    #expect(app.staticTexts["Book 2.1"].exists)

    app.buttons["Shelve again"].tap()
    #expect(app.staticTexts["Book 1.0"].exists)
    #expect(Set(comparedShelves.withLock { $0 }) == [0, 1, 2])

    comparedShelves.withLock { $0 = [] }
    app.buttons["Rename a book"].tap()
    #expect(app.staticTexts["Renamed"].exists)
    #expect(!app.staticTexts["Book 1.0"].exists)
    #expect(app.staticTexts["Book 1.1"].exists)
    #expect(app.staticTexts["Book 2.0"].exists)
    #expect(Set(comparedShelves.withLock { $0 }) == [1])
  }

  @Test("Rows whose data was made again with equal elements are handed out as they were")
  func equalDataMadeAgainKeepsRows() {
    let app = HeadlessApp { Library() }
    app.metrics.reset()
    app.buttons["Shelve again"].tap()
    app.buttons["Shelve again"].tap()
    #expect(app.staticTexts["Book 0.0"].exists)
    #expect(app.staticTexts["Book 2.1"].exists)
    #expect(app.metrics.rowsResolved == 0)
  }
}
