import SwiftUI
import SwiftUITesting
import Testing

/// A pushed screen whose content changes at each tap while its bar stays the same.
private struct Pushed: View {
  @Binding var isShown: Bool
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("Tapped \(taps)")
      Button("Tap") { taps += 1 }
    }
    .navigationTitle("Pushed")
    .toolbar { Button("Share") {} }
  }
}

private struct PresentedByBinding: View {
  @State private var isShown = false
  var body: some View {
    NavigationStack {
      VStack {
        Text(isShown ? "Shown" : "Hidden")
        Button("Show") { isShown = true }
      }
      .navigationTitle("Home")
      .navigationDestination(isPresented: $isShown) { Pushed(isShown: $isShown) }
    }
  }
}

/// A bar whose title and item change with the state, and whose content changes alone too.
private struct Changing: View {
  @State private var title = "First"
  @State private var count = 0
  var body: some View {
    NavigationStack {
      VStack {
        Text("Count \(count)")
        Button("Count") { count += 1 }
        Button("Rename") { title = "Second" }
      }
      .navigationTitle(title)
      .toolbar { Button(count >= 3 ? "Many" : "Few") {} }
    }
  }
}

private struct Sidebar: View {
  @State private var taps = 0
  var body: some View {
    NavigationSplitView {
      List {
        Text("Row")
      }
      .navigationTitle("Places")
    } detail: {
      VStack {
        Text("Tapped \(taps)")
        Button("Tap") { taps += 1 }
      }
    }
  }
}

@MainActor
@Suite("A navigation bar shown again as it was placed")
struct NavigationBarReplayTests {
  @Test("The back button of a bar shown as it was still goes back, through the binding of now")
  func backButtonAfterReplays() {
    let app = HeadlessApp { PresentedByBinding() }
    app.buttons["Show"].tap()
    for _ in 0..<3 { app.buttons["Tap"].tap() }
    #expect(app.staticTexts["Tapped 3"].exists)
    #expect(app.navigationBars["Pushed"].buttons["Share"].exists)
    app.navigationBars["Pushed"].buttons["Home"].tap()
    #expect(app.staticTexts["Hidden"].exists)
    #expect(!app.navigationBars["Pushed"].exists)
  }

  @Test("A bar shows its new title and its new item when they change, and not before")
  func changesShow() {
    let app = HeadlessApp { Changing() }
    for _ in 0..<2 { app.buttons["Count"].tap() }
    #expect(app.navigationBars["First"].buttons["Few"].exists)
    app.buttons["Count"].tap()
    #expect(app.staticTexts["Count 3"].exists)
    #expect(app.navigationBars["First"].buttons["Many"].exists)
    #expect(!app.buttons["Few"].exists)
    app.buttons["Rename"].tap()
    #expect(app.navigationBars["Second"].buttons["Many"].exists)
    #expect(!app.navigationBars["First"].exists)
  }

  @Test("A split view's sidebar button acts after its bar was shown again")
  func sidebarButtonAfterReplays() {
    let app = HeadlessApp(device: .iPadAir11) { Sidebar() }
    for _ in 0..<3 { app.buttons["Tap"].tap() }
    #expect(app.staticTexts["Tapped 3"].exists)
    #expect(app.staticTexts["Row"].exists)
    app.buttons["Hide Sidebar"].tap()
    #expect(!app.staticTexts["Row"].exists)
    app.buttons["Show Sidebar"].tap()
    #expect(app.staticTexts["Row"].exists)
  }

  @Test("An update that changes only what a bar sits over shows the bar's items as they were placed")
  func itemsReplayedWithTheBar() {
    let app = HeadlessApp { PresentedByBinding() }
    app.buttons["Show"].tap()
    app.buttons["Tap"].tap()
    app.metrics.reset()
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["Tapped 2"].exists)
    // The bar placed the same in the two updates before is shown as it was, its item with it (the
    // item alone would be remembered only now, having been placed in two updates).
    #expect(app.metrics.placementsReused >= 1)
  }

  @Test("The first tap after a push shows the bar the push placed, its item with it")
  func barReplayedAtTheFirstUpdateAfterAPush() {
    let app = HeadlessApp { PresentedByBinding() }
    app.buttons["Show"].tap()
    app.metrics.reset()
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["Tapped 1"].exists)
    #expect(app.navigationBars["Pushed"].buttons["Share"].exists)
    // Remembered as the push placed it: the first tap on the new screen (a toolbar's Delete, say)
    // does not place the bar again.
    #expect(app.metrics.placementsReused >= 1)
    app.navigationBars["Pushed"].buttons["Home"].tap()
    #expect(app.staticTexts["Hidden"].exists)
  }
}
