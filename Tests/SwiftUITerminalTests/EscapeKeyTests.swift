import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct SearchedCities: View {
  @State private var query = ""
  private let cities = ["Lima", "Oslo", "Quito"]
  var body: some View {
    NavigationStack {
      List(cities.filter { query.isEmpty || $0.contains(query) }, id: \.self) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Cities")
      .searchable(text: $query, prompt: "Search")
      .navigationDestination(for: String.self) { Text("About \($0)").navigationTitle($0) }
    }
  }
}

/// Esc, before it goes back: swipe actions and search fields.
@MainActor
@Suite struct EscapeKeyTests {
  @Test func escHidesRevealedSwipeActionsAndKeepsTheScreen() {
    let session = TerminalSession.sample { SampleInbox() }
    session.press("s")
    #expect(session.focused?.node.label == "Archive")
    session.press("\u{1B}")
    #expect(!session.text.contains("Archive"), "the swipe actions hide")
    #expect(session.text.contains("Hello") && session.text.contains("Inbox"))
    #expect(session.focused?.node.label == "Hello", "the focus goes back to the row")
  }

  @Test func escClearsASearchFieldThenLeavesIt() {
    let session = TerminalSession.sample { SearchedCities() }
    session.tab(to: "Search")
    session.press("Li")
    #expect(!session.text.contains("Oslo"))
    session.press("\u{1B}")
    #expect(session.text.contains("Oslo"), "Esc cleared the search")
    #expect(session.focused?.node.role == .searchField, "and left the focus in the field")
    session.press("\u{1B}")
    #expect(session.focused?.node.role != .searchField, "a second Esc leaves the field")
    #expect(session.text.contains("Cities"))
  }
}
