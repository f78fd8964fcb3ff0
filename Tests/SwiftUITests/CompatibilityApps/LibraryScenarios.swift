import SwiftUI
import SwiftUITesting
import Testing

@Observable private final class Library {
  var books: [String] = ["Dune", "Emma"]
  var favorites: Set<String> = []
}

private struct Shelf: View {
  @Environment(Library.self) private var library
  @Environment(\.colorScheme) private var scheme
  @State private var showing = false
  @State private var page = 0
  @State private var count = 0
  var body: some View {
    TabView {
      Tab("Books", systemImage: "book") {
        NavigationStack {
          List(library.books, id: \.self) { book in
            NavigationLink(value: book) {
              Label(book, systemImage: "book.closed")
                .labelStyle(.titleAndIcon)
            }
            .contextMenu {
              Button("Favorite") { library.favorites.insert(book) }
            } preview: {
              Text(book).font(.largeTitle)
            }
          }
          .scrollContentBackground(.hidden)
          .navigationDestination(for: String.self) { book in
            Text(book)
              .font(.system(size: 28, weight: .bold, design: .rounded))
              .frame(maxWidth: .infinity, alignment: .leading)
              .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
              .navigationBarTitleDisplayMode(.inline)
          }
          .navigationTitle("Library")
          .toolbarBackground(.visible, for: .navigationBar)
          .toolbar {
            Button("Add", systemImage: "plus") { showing = true }
              .keyboardShortcut("n", modifiers: .command)
          }
          .sheet(isPresented: $showing) {
            AddBook()
              .presentationDetents([.medium, .large])
              .presentationDragIndicator(.visible)
              .interactiveDismissDisabled()
          }
        }
      }
      .badge(library.favorites.count)
      Tab("Pages", systemImage: "doc") {
        TabView(selection: $page) {
          ForEach(0..<3) { index in
            Text("Page \(index)").tag(index)
          }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
      }
      Tab("Count", systemImage: "number") {
        VStack {
          Text(count, format: .number)
            .contentTransition(.numericText())
            .monospacedDigit()
          Button("Increment") { count += 1 }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .buttonBorderShape(.capsule)
          Image(systemName: "heart.fill")
            .symbolEffect(.bounce, value: count)
            .symbolRenderingMode(.multicolor)
          ScrollView(.horizontal) {
            LazyHStack {
              ForEach(0..<5) { Text("Card \($0)").containerRelativeFrame(.horizontal) }
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(.viewAligned)
          .scrollIndicators(.hidden)
          TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date, style: .time)
          }
          Group {
            Circle().fill(.blue)
          }
          .frame(width: 40, height: 40)
          Text("Loading").redacted(reason: .placeholder)
          Color.clear.zIndex(1).allowsHitTesting(false)
        }
        .onChange(of: count, initial: true) { old, new in }
        .onAppear {}
        .environment(\.locale, Locale(identifier: "fr_FR"))
      }
    }
  }
}

private struct AddBook: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(Library.self) private var library
  @State private var title = ""
  @State private var confirm = false
  var body: some View {
    @Bindable var library = library
    NavigationStack {
      Form {
        TextField("Title", text: $title)
        Text(AttributedString("Styled"))
        Text(verbatim: "Verbatim")
        ShareLink(item: URL(string: "https://example.com")!)
      }
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            library.books.append(title)
            dismiss()
          }
          .disabled(title.isEmpty)
        }
        ToolbarItem(placement: .destructiveAction) {
          Button("Clear") { confirm = true }
        }
      }
      .confirmationDialog("Clear the title?", isPresented: $confirm, titleVisibility: .visible) {
        Button("Clear", role: .destructive) { title = "" }
      }
    }
  }
}

private struct Detail: View {
  @State private var editing: Edited?
  var body: some View {
    NavigationSplitView {
      Text("Sidebar")
    } content: {
      Text("Content")
    } detail: {
      Text("Detail")
        .fullScreenCover(item: $editing) { Text($0.id) }
        .popover(isPresented: .constant(false)) { Text("Pop") }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

private struct Edited: Identifiable {
  let id: String
}

@MainActor
@Suite("A tabbed library written as for Xcode")
struct LibraryScenarioTests {
  @Test("A tab shows its badge as its button's value, and the library's rows open their books")
  func badgeAndNavigation() {
    let library = Library()
    let app = HeadlessApp { Shelf().environment(library) }
    let books = app.tabBars.buttons["Books"]
    #expect(books.value == nil, "no badge while nothing is a favorite")
    library.favorites = ["Dune", "Emma"]
    #expect(books.value == "2")
    app.buttons["Dune"].tap()
    #expect(app.staticTexts["Dune"].exists, "the book's screen shows its title")
  }

  @Test("A timeline view shows the current time; a page-style tab view shows its pages' content")
  func timelineAndPages() {
    let app = HeadlessApp { Shelf().environment(Library()) }
    app.tabBars.buttons["Count"].tap()
    app.buttons["Increment"].tap()
    #expect(app.staticTexts["1"].exists)
    #expect(app.staticTexts["Loading"].exists, "redacted text is still reported")
    app.tabBars.buttons["Pages"].tap()
    #expect(app.staticTexts["Page 0"].exists)
  }

  @Test("The add sheet saves an attributed-text form's title into the shared library")
  func addBook() {
    let library = Library()
    let app = HeadlessApp { Shelf().environment(library) }
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Styled"].exists)
    #expect(!app.buttons["Save"].isEnabled)
    app.textFields["Title"].typeText("Persuasion")
    app.buttons["Save"].tap()
    #expect(library.books == ["Dune", "Emma", "Persuasion"])
  }
}

@MainActor
@Suite("Queries inside queries, as XCUITest writes them")
struct NestedQueryTests {
  @Test("A query's own element queries look inside everything it matches")
  func queryOfQuery() {
    let app = HeadlessApp { Shelf().environment(Library()) }
    #expect(app.tabBars.buttons.count == 3)
    #expect(app.tabBars.buttons["Books"].isSelected)
    #expect(!app.tabBars.staticTexts["Dune"].exists, "a row's text is not inside the tab bar")
    #expect(app.descendants(matching: .button)["Pages"].exists)
    #expect(app.tabBars.firstMatch.descendants(matching: .button).count == 3)
  }
}

extension NestedQueryTests {
  @Test("children(matching:) looks one level down only")
  func childrenOnly() {
    let app = HeadlessApp { Shelf().environment(Library()) }
    let bar = app.tabBars.firstMatch
    #expect(bar.children(matching: .button).count == 3)
    #expect(app.tabBars.children(matching: .button).count == 3)
    #expect(app.children(matching: .button).count == 0, "the app's one child is the window")
    #expect(app.children(matching: .any).count == 1)
  }
}
