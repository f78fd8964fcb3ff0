import SwiftUI
import SwiftUITesting
import Testing

// A `ForEach` whose closure captures the view (it reads a property, or calls a method) is a new
// closure each time the body runs. When it captured the same values, its rows are kept; when it
// captured another value, or read a dynamic property whose value lives outside the closure, its
// rows are made again and show what changed.

private struct Book: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// Twenty books: "Book 0" to "Book 19".
private let twentyBooks = (0..<20).map { Book(id: $0, title: "Book \($0)") }

/// A list whose rows read the view's `label`, beside a counter the rows do not show. The flag
/// before the label leaves padding in the view, which two copies of it need not share.
private struct LabelledShelf: View {
  var isCompact = false
  let label: String
  @State private var books = twentyBooks
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
      Button("Rename book 3") { books[3].title = "Renamed" }
      List {
        ForEach(books) { book in
          Text(isCompact ? book.title : "\(label): \(book.title)")
        }
      }
    }
  }
}

/// Rows that show a value the body works out and the closure captures.
private struct ParityShelf: View {
  @State private var taps = 0

  var body: some View {
    let parity = taps.isMultiple(of: 2) ? "even" : "odd"
    VStack {
      Button("Tap") { taps += 1 }
      List {
        ForEach(twentyBooks) { book in
          Text("\(book.title) (\(parity))")
        }
      }
    }
  }
}

/// Rows that read the view's state through the closure.
private struct MarkedShelf: View {
  @State private var marked = 0

  var body: some View {
    VStack {
      Text("Marked \(marked)")
      Button("Mark next") { marked += 1 }
      List {
        ForEach(twentyBooks) { book in
          Text(book.id == marked ? "\(book.title) marked" : book.title)
        }
      }
    }
  }
}

/// Rows that read the view's state through the closure; the body reads none of it.
private struct QuietlyMarkedShelf: View {
  @State private var marked = 0

  var body: some View {
    VStack {
      Button("Mark next") { marked += 1 }
      List {
        ForEach(twentyBooks) { book in
          Text(book.id == marked ? "\(book.title) marked" : book.title)
        }
      }
    }
  }
}

private final class Highlighter: ObservableObject {
  @Published var id = 0
}

/// Rows that read an observable object's property through the closure; the body reads none.
private struct HighlightedShelf: View {
  @StateObject private var highlighter = Highlighter()

  var body: some View {
    VStack {
      Button("Highlight next") { highlighter.id += 1 }
      List {
        ForEach(twentyBooks) { book in
          Text(book.id == highlighter.id ? "\(book.title) highlighted" : book.title)
        }
      }
    }
  }
}

private struct ShelfNameKey: EnvironmentKey {
  static let defaultValue = "Shelf"
}

extension EnvironmentValues {
  fileprivate var shelfName: String {
    get { self[ShelfNameKey.self] }
    set { self[ShelfNameKey.self] = newValue }
  }
}

/// Rows that read an environment value through the closure.
private struct NamedShelf: View {
  @Environment(\.shelfName) private var name

  var body: some View {
    List {
      ForEach(twentyBooks) { book in
        Text("\(name): \(book.title)")
      }
    }
  }
}

private struct RenamingShelf: View {
  @State private var name = "Shelf"

  var body: some View {
    VStack {
      Button("Rename the shelf") { name = "Case" }
      NamedShelf().environment(\.shelfName, name)
    }
  }
}

private struct Bookcase: Identifiable, Equatable {
  let id: Int
  var books: [Book]
}

/// Sections whose closure captures the view: it reads `label`, and its `onDelete` calls a method.
private struct Bookcases: View {
  let label: String
  @State private var cases = (0..<10).map { index in
    Bookcase(id: index, books: (0..<3).map { Book(id: index * 10 + $0, title: "Book \(index).\($0)") })
  }
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
      List {
        ForEach(cases) { bookcase in
          Section("\(label) \(bookcase.id)") {
            ForEach(bookcase.books) { book in
              Text(book.title)
            }
            .onDelete { offsets in remove(offsets, from: bookcase) }
          }
        }
      }
    }
  }

  private func remove(_ offsets: IndexSet, from bookcase: Bookcase) {
    guard let index = cases.firstIndex(where: { $0.id == bookcase.id }) else { return }
    cases[index].books.remove(atOffsets: offsets)
  }
}

/// A container that lists the rows the closure it was handed makes.
private struct RowList<Row: View>: View {
  @ViewBuilder let row: (Int) -> Row

  var body: some View {
    List {
      ForEach(0..<3, id: \.self) { index in row(index) }
    }
  }
}

/// Rows that show a count this view keeps, made by a closure handed to a container.
private struct CountedRows: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      RowList { index in Text("Row \(index): \(count)") }
    }
  }
}

@MainActor
@Suite("Rows made by a closure that captures the view")
struct CapturingRowClosureTests {
  @Test("Rows whose closure captured the same values are kept when the body runs again")
  func keptWhenCapturesAreTheSame() {
    let app = HeadlessApp { LabelledShelf(label: "Shelf") }
    #expect(app.staticTexts["Shelf: Book 0"].exists)
    app.metrics.reset()
    app.buttons["Tapped 0"].tap()
    #expect(app.buttons["Tapped 1"].exists)
    #expect(app.staticTexts["Shelf: Book 2"].exists)
    #expect(app.metrics.rowsResolved == 0)
    // A book that changed is made again, alone.
    app.metrics.reset()
    app.buttons["Rename book 3"].tap()
    #expect(app.staticTexts["Shelf: Renamed"].exists)
    #expect(!app.staticTexts["Shelf: Book 3"].exists)
    #expect(app.metrics.rowsResolved == 1)
  }

  @Test("Rows show a new value the closure captured")
  func capturedValueChanges() {
    let app = HeadlessApp { ParityShelf() }
    #expect(app.staticTexts["Book 1 (even)"].exists)
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["Book 1 (odd)"].exists)
    #expect(!app.staticTexts["Book 1 (even)"].exists)
  }

  @Test("Rows that read the view's state follow it")
  func rowsReadState() {
    let app = HeadlessApp { MarkedShelf() }
    #expect(app.staticTexts["Book 0 marked"].exists)
    app.buttons["Mark next"].tap()
    #expect(app.staticTexts["Marked 1"].exists)
    #expect(app.staticTexts["Book 1 marked"].exists)
    #expect(app.staticTexts["Book 0"].exists)
    app.buttons["Mark next"].tap()
    #expect(app.staticTexts["Book 2 marked"].exists)
    #expect(app.staticTexts["Book 1"].exists)
  }

  @Test("Rows that read the view's state follow it, though the body reads none of it")
  func rowsAloneReadState() {
    let app = HeadlessApp { QuietlyMarkedShelf() }
    #expect(app.staticTexts["Book 0 marked"].exists)
    app.buttons["Mark next"].tap()
    #expect(app.staticTexts["Book 1 marked"].exists)
    #expect(app.staticTexts["Book 0"].exists)
  }

  @Test("Rows that read an observable object follow it, though the body reads none of it")
  func rowsReadObservableObject() {
    let app = HeadlessApp { HighlightedShelf() }
    #expect(app.staticTexts["Book 0 highlighted"].exists)
    app.buttons["Highlight next"].tap()
    #expect(app.staticTexts["Book 1 highlighted"].exists)
    #expect(app.staticTexts["Book 0"].exists)
    app.buttons["Highlight next"].tap()
    #expect(app.staticTexts["Book 2 highlighted"].exists)
  }

  @Test("Rows that read an environment value follow it")
  func rowsReadEnvironment() {
    let app = HeadlessApp { RenamingShelf() }
    #expect(app.staticTexts["Shelf: Book 0"].exists)
    app.buttons["Rename the shelf"].tap()
    #expect(app.staticTexts["Case: Book 0"].exists)
    #expect(!app.staticTexts["Shelf: Book 0"].exists)
  }

  @Test("Sections whose closure captured the same values are kept, and their onDelete still deletes")
  func keptSectionsDelete() {
    let app = HeadlessApp { Bookcases(label: "Case") }
    #expect(app.staticTexts["Case 0"].exists)
    app.metrics.reset()
    app.buttons["Tapped 0"].tap()
    #expect(app.buttons["Tapped 1"].exists)
    #expect(app.metrics.rowsResolved == 0)
    app.cells["Book 1.1"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(!app.cells["Book 1.1"].exists)
    #expect(app.cells["Book 1.0"].exists && app.cells["Book 1.2"].exists)
    // Another section, kept through the deletion, deletes from its own books.
    app.buttons["Tapped 1"].tap()
    app.cells["Book 0.2"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(!app.cells["Book 0.2"].exists)
    #expect(app.cells["Book 0.0"].exists && app.cells["Book 0.1"].exists)
    #expect(app.cells["Book 1.0"].exists && app.cells["Book 1.2"].exists)
  }

  @Test("Rows a container makes with the closure it was handed show the state the closure reads")
  func rowsFromAHandedClosureFollowTheState() {
    let app = HeadlessApp { CountedRows() }
    #expect(app.staticTexts["Row 1: 0"].exists)
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Row 1: 1"].exists)
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Row 2: 2"].exists)
    #expect(!app.staticTexts["Row 2: 1"].exists)
  }
}
