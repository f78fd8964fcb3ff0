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

/// Tabs without values: chosen by their position.
private struct PlainTabs: View {
  let journal: Journal
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") {
        Text("Welcome").onAppear { journal.lines.append("home appeared") }
      }
      Tab("News", systemImage: "newspaper") {
        Text("Headlines").onAppear { journal.lines.append("news appeared") }
      }
    }
  }
}

/// The first tab, shown without a selection, shows what its parent's state makes of it.
private struct CountingTabs: View {
  @State private var count = 0
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house", value: Place.home) {
        Button("Count \(count)") { count += 1 }
      }
      Tab("News", systemImage: "newspaper", value: Place.news) { Text("Headlines") }
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

/// Tabs tagged with the selection's type but one, untagged (chosen by its position): the selection
/// still finds the tagged tabs.
private struct PartlyTaggedTabs: View {
  @State private var selection = "news"
  var body: some View {
    TabView(selection: $selection) {
      Text("Welcome").tabItem { Label("Home", systemImage: "house") }.tag("home")
      Text("Headlines").tabItem { Label("News", systemImage: "newspaper") }.tag("news")
      Text("Settings here").tabItem { Label("Settings", systemImage: "gear") }
      Button("Go home") { selection = "home" }.tabItem { Label("Shortcuts", systemImage: "bolt") }
        .tag("shortcuts")
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

  @Test("Tabs without values: the first shows and appears, another when it is first chosen")
  func plainTabsAppearWhenChosen() {
    let journal = Journal()
    let app = HeadlessApp { PlainTabs(journal: journal) }
    #expect(app.staticTexts["Welcome"].exists)
    #expect(journal.lines == ["home appeared"])
    app.tabBars.buttons["News"].tap()
    #expect(app.staticTexts["Headlines"].exists)
    #expect(journal.lines == ["home appeared", "news appeared"])
    app.tabBars.buttons["Home"].tap()
    #expect(app.staticTexts["Welcome"].exists)
  }

  @Test("Without a selection, the first tab follows its parent's state")
  func firstTabFollowsParentState() {
    let app = HeadlessApp { CountingTabs() }
    app.buttons["Count 0"].tap()
    #expect(app.buttons["Count 1"].exists)
    app.buttons["Count 1"].tap()
    #expect(app.buttons["Count 2"].exists)
  }

  @Test("A selection names its tab, and code that sets it switches tabs, beside a tab with no tag")
  func selectionBesideAnUntaggedTab() {
    let app = HeadlessApp { PartlyTaggedTabs() }
    #expect(app.staticTexts["Headlines"].exists)
    app.tabBars.buttons["Shortcuts"].tap()
    app.buttons["Go home"].tap()
    #expect(app.staticTexts["Welcome"].exists)
    #expect(app.tabBars.buttons["Home"].isSelected)
  }

  @Test("A selection that names no tab shows the first")
  func straySelectionShowsFirstTab() {
    let app = HeadlessApp { StraySelection() }
    #expect(app.staticTexts["Welcome"].exists)
    app.tabBars.buttons["News"].tap()
    #expect(app.staticTexts["Headlines"].exists)
  }
}
