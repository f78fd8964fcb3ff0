import SwiftUI
import SwiftUITesting
import Testing

// A search field as apps use it: tapped, typed into, and submitted with return, which runs the
// `onSubmit(of: .search)` actions around it and never puts a new line in the query.

private struct BookSearch: View {
  @State private var query = ""
  @State private var submitted = "nothing"
  @State private var textSubmissions = 0
  private let books = ["Dune", "Emma", "Ulysses"]

  var body: some View {
    NavigationStack {
      List {
        ForEach(books.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
          Text($0)
        }
        Text("Submitted \(submitted)")
        Text("Text submissions \(textSubmissions)")
      }
      .navigationTitle("Books")
      .searchable(text: $query)
      .onSubmit(of: .search) { submitted = query }
      .onSubmit { textSubmissions += 1 }
    }
  }
}

@MainActor
@Suite("Search submission")
struct SearchSubmitTests {
  @Test("Tapping the search field and typing filters the list")
  func tapThenType() {
    let app = HeadlessApp { BookSearch() }
    let field = app.searchFields["Search"]
    field.tap()
    field.typeText("em")
    #expect(app.staticTexts["Emma"].exists)
    #expect(!app.staticTexts["Dune"].exists)
  }

  @Test("Return in the search field runs onSubmit(of: .search), not a text field's onSubmit")
  func returnSubmitsTheSearch() {
    let app = HeadlessApp { BookSearch() }
    let field = app.searchFields["Search"]
    field.typeText("em\n")
    #expect(app.staticTexts["Submitted em"].exists)
    #expect(app.staticTexts["Text submissions 0"].exists)
    #expect(field.value == "em")
  }
}
