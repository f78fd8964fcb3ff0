import SwiftUI
import SwiftUITesting
import Testing

@Observable
@MainActor
private final class Journal {
  var lines: [String] = []
}

private enum Place: Hashable {
  case home, news
}

private struct TwoTabs: View {
  let journal: Journal
  @State private var place = Place.home
  var body: some View {
    TabView(selection: $place) {
      Tab("Home", systemImage: "house", value: Place.home) {
        Text("Welcome").onAppear { journal.lines.append("home appeared") }
      }
      Tab("News", systemImage: "newspaper", value: Place.news) {
        Text("Headlines").onAppear { journal.lines.append("news appeared") }
      }
    }
  }
}

/// Tabs with values and no selection: the first shows.
private struct UnboundTabs: View {
  let journal: Journal
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house", value: Place.home) {
        Text("Welcome").onAppear { journal.lines.append("home appeared") }
      }
      Tab("News", systemImage: "newspaper", value: Place.news) {
        Text("Headlines").onAppear { journal.lines.append("news appeared") }
      }
    }
  }
}

/// A selection that names no tab: the first shows.
private struct StraySelection: View {
  @State private var selection = "elsewhere"
  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: "home") { Text("Welcome") }
      Tab("News", systemImage: "newspaper", value: "news") { Text("Headlines") }
    }
  }
}

/// Since iOS 18 a tab view builds a tab the first time it shows: a tab never chosen has not
/// appeared, and the work its views start on appearing waits for it.
@MainActor
@Suite("A tab appears when it first shows")
struct TabAppearanceTests {
  @Test("At launch only the chosen tab appears; another appears when it is first chosen")
  func hiddenTabAppearsWhenChosen() {
    let journal = Journal()
    let app = HeadlessApp { TwoTabs(journal: journal) }
    #expect(app.staticTexts["Welcome"].exists)
    #expect(journal.lines == ["home appeared"])
    app.tabBars.buttons["News"].tap()
    #expect(app.staticTexts["Headlines"].exists)
    #expect(journal.lines == ["home appeared", "news appeared"])
  }

  @Test("Without a selection the first tab shows and appears, and the others wait")
  func firstTabWithoutSelection() {
    let journal = Journal()
    let app = HeadlessApp { UnboundTabs(journal: journal) }
    #expect(app.staticTexts["Welcome"].exists)
    #expect(journal.lines == ["home appeared"])
    app.tabBars.buttons["News"].tap()
    #expect(app.staticTexts["Headlines"].exists)
    #expect(journal.lines == ["home appeared", "news appeared"])
  }

  @Test("A selection that names no tab shows the first")
  func straySelectionShowsFirstTab() {
    let app = HeadlessApp { StraySelection() }
    #expect(app.staticTexts["Welcome"].exists)
    app.tabBars.buttons["News"].tap()
    #expect(app.staticTexts["Headlines"].exists)
  }
}
