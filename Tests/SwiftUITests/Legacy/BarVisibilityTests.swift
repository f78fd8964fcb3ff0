import SwiftUI
import SwiftUITesting
import Testing

private struct Player: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Play") {
          VStack {
            Text("Now playing")
            DismissButton()
          }
          .navigationTitle("Player")
          .toolbar(.hidden, for: .navigationBar)
          .toolbarBackground(.visible, for: .navigationBar)
        }
      }
      .navigationTitle("Library")
      .toolbarBackground(Color.red, for: .navigationBar)
      .toolbar {
        ToolbarItem(placement: .bottomBar) { Button("Shuffle") {} }
      }
    }
  }
}

private struct DismissButton: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

private struct TabsWithFullScreenDetail: View {
  var body: some View {
    TabView {
      NavigationStack {
        NavigationLink("Open photo") {
          VStack {
            Text("A photo")
            DismissButton()
          }
          .toolbar(.hidden, for: .tabBar)
        }
        .navigationTitle("Photos")
      }
      .tabItem { Label("Photos", systemImage: "photo") }
      Text("Albums")
        .tabItem { Label("Albums", systemImage: "rectangle.stack") }
    }
  }
}

private struct HiddenBottomBar: View {
  @State private var showsTools = true
  var body: some View {
    NavigationStack {
      Button("Toggle tools") { showsTools.toggle() }
        .toolbar {
          ToolbarItem(placement: .bottomBar) { Button("Share") {} }
        }
        .toolbar(showsTools ? .visible : .hidden, for: .bottomBar)
    }
  }
}

private struct RenamableNote: View {
  @State private var title = "Untitled"
  var body: some View {
    NavigationStack {
      Button("Name it Groceries") { title = "Groceries" }
        .navigationTitle($title)
    }
  }
}

@MainActor
@Suite("Bar visibility, bar backgrounds and a bound title")
struct BarVisibilityTests {
  @Test("toolbar(.hidden, for: .navigationBar) takes the bar away, back button and title with it")
  func hiddenNavigationBar() {
    let app = HeadlessApp { Player() }
    #expect(app.navigationBars["Library"].exists)
    app.buttons["Play"].tap()
    #expect(app.staticTexts["Now playing"].exists)
    #expect(app.navigationBars.count == 0)
    #expect(!app.buttons.matching("Library").firstMatch.exists)
    // Without a bar the content starts where the bar would be.
    let top = app.staticTexts["Now playing"].frame.minY
    #expect(top < 100)
    app.buttons["Close"].tap()
    #expect(app.navigationBars["Library"].exists)
  }

  @Test("toolbarBackground is accepted and changes nothing a test can see")
  func backgroundAccepted() {
    let app = HeadlessApp { Player() }
    #expect(app.navigationBars["Library"].exists)
    #expect(app.toolbars.firstMatch.buttons["Shuffle"].exists)
  }

  @Test("toolbar(.hidden, for: .tabBar) on a pushed screen hides the tab bar while it shows")
  func hiddenTabBar() {
    let app = HeadlessApp { TabsWithFullScreenDetail() }
    #expect(app.tabBars.count == 1)
    app.buttons["Open photo"].tap()
    #expect(app.staticTexts["A photo"].exists)
    #expect(app.tabBars.count == 0)
    app.buttons["Close"].tap()
    #expect(app.tabBars.count == 1)
  }

  @Test("toolbar(_:for: .bottomBar) shows and hides the bottom toolbar")
  func hiddenBottomBar() {
    let app = HeadlessApp { HiddenBottomBar() }
    #expect(app.buttons["Share"].exists)
    app.buttons["Toggle tools"].tap()
    #expect(!app.buttons["Share"].exists)
    #expect(app.toolbars.count == 0)
    app.buttons["Toggle tools"].tap()
    #expect(app.buttons["Share"].exists)
  }

  @Test("navigationTitle(_: Binding<String>) shows the bound string, and follows it")
  func boundTitle() {
    let app = HeadlessApp { RenamableNote() }
    #expect(app.navigationBars["Untitled"].exists)
    app.buttons["Name it Groceries"].tap()
    #expect(app.navigationBars["Groceries"].exists)
    #expect(!app.navigationBars["Untitled"].exists)
  }
}
