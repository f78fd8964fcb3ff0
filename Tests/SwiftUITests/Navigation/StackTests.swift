import SwiftUI
import SwiftUITesting
import Testing

// Not private: a path is restored by the type's mangled name, which a private type does not resolve from.
enum StackTestRoute: Hashable, Codable {
  case profile
  case settings
  case item(id: Int)
}

/// K5
private struct RouteStack: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Profile", value: StackTestRoute.profile)
        NavigationLink("Settings", value: StackTestRoute.settings)
      }
      .navigationTitle("Home")
      .navigationDestination(for: StackTestRoute.self) { route in
        switch route {
        case .profile: Text("The profile").navigationTitle("Profile")
        case .settings: Text("The settings").navigationTitle("Settings")
        case .item(let id): Text("Item \(id)")
        }
      }
    }
  }
}

/// K6, K14
private struct PathStack: View {
  @State var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Go to Detail") { path.append(StackTestRoute.item(id: 1)) }
        Button("Go deep") {
          path.append(StackTestRoute.item(id: 2))
          path.append(StackTestRoute.item(id: 3))
        }
      }
      .navigationTitle("Start")
      .navigationDestination(for: StackTestRoute.self) { route in
        if case .item(let id) = route {
          VStack {
            Text("Item \(id)")
            Button("Pop") { path.removeLast() }
          }
          .navigationTitle("Item \(id)")
        }
      }
    }
  }
}

/// Warnings 2 and 3: destinations declared on pushed screens.
private struct NestedDestinations: View {
  @State private var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      Button("Push 1") { path.append(1) }
        .navigationDestination(for: Int.self) { number in
          Button("Push \(number + 1)") { path.append(number + 1) }
            .navigationDestination(for: Int.self) { Text("Inner \($0)") }
        }
    }
  }
}

/// Warning 4: a destination inside a list.
private struct DestinationInList: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("One", value: 1)
          .navigationDestination(for: Int.self) { Text("Number \($0)") }
      }
    }
  }
}

private struct LinkWithoutStack: View {
  var body: some View {
    NavigationLink("Orphan", value: 1)
  }
}

private struct DestinationLinks: View {
  var body: some View {
    NavigationStack {
      NavigationLink("More") {
        NavigationLink("Even more") { Text("The bottom") }
          .navigationTitle("More")
      }
      .navigationTitle("A very long title for a start page")
    }
  }
}

/// A link whose value the bound path cannot hold, though a destination for it is declared.
private struct WordLinkOnNumberPath: View {
  @State private var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      NavigationLink("Word", value: "word")
        .navigationDestination(for: String.self) { Text("The \($0)") }
    }
  }
}

/// A value appended to a path whose type no destination shows.
private struct PathWithoutDestination: View {
  @State private var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      Button("Go") { path.append(3.5) }
        .navigationTitle("Start")
    }
  }
}

/// A pushed screen that closes itself from a task, after the tap that started the task has ended.
private struct ClosesLater: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close later") { Task { @MainActor in dismiss() } }
      .navigationTitle("Pushed")
  }
}

private struct StackClosedFromATask: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Open", value: 1)
        .navigationTitle("Start")
        .navigationDestination(for: Int.self) { _ in ClosesLater() }
    }
  }
}

@MainActor
@Suite("Stacks and paths (K5, K6, K14, warnings 2-5)")
struct StackTests {
  @Test("K5: value links push the destination for their type; back pops")
  func valueLinks() {
    let app = HeadlessApp { RouteStack() }
    app.buttons["Settings"].tap()
    #expect(app.staticTexts["The settings"].exists)
    let bar = app.navigationBars["Settings"]
    #expect(bar.buttons["Home"].isBackButton)
    bar.buttons["Home"].tap()
    #expect(app.navigationBars["Home"].exists)
    app.buttons["Profile"].tap()
    app.swipeBack()
    #expect(app.cells.count == 2)
  }

  @Test("K6: appending to a NavigationPath pushes; removing pops")
  func programmaticPath() {
    let app = HeadlessApp { PathStack() }
    app.buttons["Go to Detail"].tap()
    #expect(app.staticTexts["Item 1"].exists)
    app.buttons["Pop"].tap()
    #expect(app.navigationBars["Start"].exists)
    app.buttons["Go deep"].tap()
    #expect(app.navigationBars["Item 3"].buttons["Item 2"].exists)
  }

  @Test("K6, K14: a path saved as JSON and read back gives the same screens")
  func codablePath() throws {
    var path = NavigationPath()
    path.append(StackTestRoute.item(id: 2))
    path.append(StackTestRoute.item(id: 3))
    let data = try JSONEncoder().encode(try #require(path.codable))
    let restored = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    #expect(restored == path)
    #expect(restored.count == 2)
    let app = HeadlessApp { PathStack(path: restored) }
    #expect(app.navigationBars["Item 3"].exists)
    app.swipeBack()
    #expect(app.navigationBars["Item 2"].exists)
  }

  @Test("K6: a path with a value that is not Codable has no codable form")
  func nonCodablePath() {
    struct Plain: Hashable {}
    var path = NavigationPath()
    path.append(Plain())
    #expect(path.codable == nil)
  }

  @Test("A corrupt saved path fails to decode with a clear error")
  func corruptPath() {
    let data = Data(#"["NotAType", "{}"]"#.utf8)
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    }
  }

  @Test("Warnings 2 and 3: a homogeneous path ignores destinations below the root")
  func nestedDestinations() {
    let app = HeadlessApp { NestedDestinations() }
    app.buttons["Push 1"].tap()
    app.buttons["Push 2"].tap()
    #expect(app.buttons["Push 3"].exists)
    #expect(
      app.log.contains(
        "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path."
      ))
  }

  @Test("Warning 4: a destination inside a lazy container is reported")
  func destinationInLazyContainer() {
    let app = HeadlessApp { DestinationInList() }
    #expect(
      app.log.contains {
        $0.hasPrefix("Do not put a navigation destination modifier inside a \"lazy\" container")
      })
  }

  @Test("Warning 5: a value link outside any stack is disabled")
  func linkWithoutStack() {
    let app = HeadlessApp { LinkWithoutStack() }
    app.buttons["Orphan"].tap()
    #expect(
      app.log == [
        "NavigationLink presenting a value must appear inside a NavigationContent-based NavigationView. Link will be disabled."
      ])
  }

  @Test("A link whose value the bound path cannot hold pushes nothing; a note says why, the log stays empty")
  func linkOfAnotherType() {
    let app = HeadlessApp { WordLinkOnNumberPath() }
    app.buttons["Word"].tap()
    #expect(!app.staticTexts["The word"].exists)
    #expect(app.diagnostics.contains { $0.contains("but the stack's path holds another type") })
    #expect(app.log.isEmpty)
  }

  @Test("A path value no destination shows pushes nothing; a note says why, the log stays empty")
  func pathValueWithoutDestination() {
    let app = HeadlessApp { PathWithoutDestination() }
    app.buttons["Go"].tap()
    #expect(app.navigationBars["Start"].exists)
    #expect(app.diagnostics.contains { $0.contains("a value of type “Double”") })
    #expect(app.log.isEmpty)
  }

  @Test("A screen dismissed from a task, after the tap has ended, is gone at the next look")
  func dismissFromATask() async {
    let app = HeadlessApp { StackClosedFromATask() }
    app.buttons["Open"].tap()
    app.buttons["Close later"].tap()
    var turns = 0
    while app.navigationBars["Pushed"].exists && turns < 1000 {
      await Task.yield()
      turns += 1
    }
    #expect(app.navigationBars["Start"].exists)
  }

  @Test("Destination links push their views; a long title makes the back button say Back")
  func destinationLinks() {
    let app = HeadlessApp { DestinationLinks() }
    app.buttons["More"].tap()
    #expect(app.navigationBars["More"].buttons["Back"].exists)
    app.buttons["Even more"].tap()
    #expect(app.staticTexts["The bottom"].exists)
    #expect(app.navigationBars.firstMatch.buttons["More"].exists)
    app.swipeBack()
    app.swipeBack()
    #expect(app.buttons["More"].exists)
  }
}

private struct PlainTabs: View {
  var body: some View {
    TabView {
      Tab("First", systemImage: "1.circle") { Text("One") }
      Tab("Second", systemImage: "2.circle") { Text("Two") }
    }
  }
}

private struct LegacyTabs: View {
  @State private var selection = 1
  var body: some View {
    TabView(selection: $selection) {
      Text("One").tabItem { Label("First", systemImage: "1.circle") }.tag(0)
      Text("Two").tabItem { Label("Second", systemImage: "2.circle") }.tag(1)
    }
  }
}

/// iOS 13's tabs, untagged, on views of every kind, as tutorial apps write them.
private struct UntaggedTabs: View {
  var body: some View {
    TabView {
      Text("One").tabItem { Label("First", systemImage: "1.circle") }
      ScrollView { Text("Two") }.tabItem { Label("Second", systemImage: "2.circle") }
      Form { Text("Three") }.tabItem { Text("Third") }
      Group {
        Text("Four")
        Text("Four again")
      }
      .tabItem { Label("Fourth", systemImage: "4.circle") }
      Text("Five")
        .tabItem {
          Image(systemName: "5.circle")
          Text("Fifth")
        }
    }
  }
}

/// Tabs a `ForEach` makes, whose ids are their tags, with a selection the screen shows too.
private struct NumberedTabs: View {
  @State private var selection = 2

  var body: some View {
    VStack {
      Text("Showing \(selection)")
      Button("Show the first") { selection = 1 }
      TabView(selection: $selection) {
        ForEach(1...3, id: \.self) { number in
          Text("Content \(number)").tabItem { Text("Tab \(number)") }
        }
      }
    }
  }
}

@MainActor
@Suite("Tabs")
struct TabTests {
  @Test("Tabs a ForEach makes are chosen by their ids, by a tap or by the selection")
  func tabsChosenByTheirIDs() {
    let app = HeadlessApp { NumberedTabs() }
    let tabs = app.tabBars.firstMatch.buttons
    #expect(app.staticTexts["Content 2"].exists)
    #expect(tabs["Tab 2"].isSelected)
    tabs["Tab 3"].tap()
    #expect(app.staticTexts["Content 3"].exists)
    #expect(app.staticTexts["Showing 3"].exists)
    app.buttons["Show the first"].tap()
    #expect(app.staticTexts["Content 1"].exists)
    #expect(tabs["Tab 1"].isSelected)
  }

  @Test("tabItem without a tag names its tab, whatever view it is on")
  func untaggedTabItems() {
    let app = HeadlessApp { UntaggedTabs() }
    let tabs = app.tabBars.firstMatch.buttons
    #expect(tabs.allElementsBoundByIndex.map(\.label) == ["First", "Second", "Third", "Fourth", "Fifth"])
    tabs["Second"].tap()
    #expect(app.staticTexts["Two"].exists)
    tabs["Fourth"].tap()
    #expect(app.staticTexts["Four"].exists)
    #expect(app.staticTexts["Four again"].exists)
    #expect(tabs["Fourth"].isSelected)
  }

  @Test("Tabs without values switch by position; each tab keeps its content")
  func plainTabs() {
    let app = HeadlessApp { PlainTabs() }
    #expect(app.staticTexts["One"].exists)
    app.tabBars.firstMatch.buttons["Second"].tap()
    #expect(app.staticTexts["Two"].exists)
    #expect(app.tabBars.firstMatch.buttons["Second"].isSelected)
  }

  @Test("tabItem and tag with a selection binding; the iPad puts the bar at the top")
  func legacyTabs() {
    let app = HeadlessApp(device: .iPadAir11) { LegacyTabs() }
    #expect(app.staticTexts["Two"].exists)
    app.tabBars.firstMatch.buttons["First"].tap()
    #expect(app.staticTexts["One"].exists)
    #expect(app.tabBars.firstMatch.frame.minY < 100)
  }
}

private struct CountingRow: View {
  let number: Int
  @State private var taps = 0
  var body: some View {
    HStack {
      NavigationLink("Open \(number)", value: number)
      Button("Tapped \(number): \(taps)") { taps += 1 }
    }
  }
}

private struct RowsWithState: View {
  var body: some View {
    NavigationStack {
      List(0..<30, id: \.self) { CountingRow(number: $0) }
        .navigationDestination(for: Int.self) { Text("Screen \($0)") }
    }
  }
}

@MainActor
@Suite("Rows under a pushed screen")
struct HiddenRowTests {
  @Test("A list's rows keep their state while a screen is pushed over the list")
  func rowStateSurvivesPush() {
    let app = HeadlessApp { RowsWithState() }
    app.buttons["Tapped 2: 0"].tap()
    app.buttons["Open 2"].tap()
    #expect(app.staticTexts["Screen 2"].exists)
    app.metrics.reset()
    app.swipeBack()
    #expect(app.buttons["Tapped 2: 1"].exists)
    #expect(app.metrics.nodesCreated == 0)
  }
}
