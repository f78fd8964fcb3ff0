import SwiftUI
import SwiftUITesting
import Testing

private struct SearchedCities: View {
  @State private var query = ""
  private let cities = ["Lima", "Oslo"]
  var body: some View {
    let found = cities.filter { query.isEmpty || $0.contains(query) }
    NavigationStack {
      List(found, id: \.self) { Text($0) }
        .navigationTitle("Cities")
        .searchable(text: $query)
        .overlay {
          if found.isEmpty { ContentUnavailableView.search(text: query) }
        }
    }
  }
}

@MainActor
@Suite("ContentUnavailableView.search")
struct SearchUnavailableTests {
  @Test("A search that finds nothing shows No Results with a magnifying glass and a hint")
  func noResults() {
    let app = HeadlessApp { SearchedCities() }
    #expect(!app.staticTexts["No Results for “zz”"].exists)
    app.searchFields.firstMatch.typeText("zz")
    #expect(app.staticTexts["No Results for “zz”"].exists)
    #expect(app.staticTexts["Check the spelling or try a new search."].exists)
    #expect(app.images["magnifyingglass"].exists)
  }

  @Test("The plain form says No Results")
  func plainForm() {
    let app = HeadlessApp { ContentUnavailableView.search }
    #expect(app.staticTexts["No Results"].exists)
  }
}
