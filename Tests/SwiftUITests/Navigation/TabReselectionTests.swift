import SwiftUI
import SwiftUITesting
import Testing

private struct StackInTab: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") {
        NavigationStack {
          List {
            NavigationLink("Profile", value: 1)
          }
          .navigationTitle("Home")
          .navigationDestination(for: Int.self) { depth in
            NavigationLink("Deeper", value: depth + 1).navigationTitle("Level \(depth)")
          }
        }
      }
      Tab("Other", systemImage: "circle") { Text("Elsewhere") }
    }
  }
}

private struct SplitInTab: View {
  @State private var selection: String?
  @State private var path: [Int] = []
  var body: some View {
    TabView {
      Tab("Cities", systemImage: "building") {
        NavigationSplitView {
          List(["Lima", "Oslo"], id: \.self, selection: $selection) { city in
            NavigationLink(city, value: city)
          }
          .navigationTitle("Cities")
        } detail: {
          NavigationStack(path: $path) {
            Group {
              if let selection {
                NavigationLink("More about \(selection)", value: 1).navigationTitle(selection)
              } else {
                Text("Choose a city")
              }
            }
            .navigationDestination(for: Int.self) { _ in Text("More").navigationTitle("More") }
          }
        }
      }
      Tab("Other", systemImage: "circle") { Text("Elsewhere") }
    }
  }
}

@MainActor
@Suite("Tapping the selected tab")
struct TabReselectionTests {
  @Test("Tapping the selected tab pops its navigation stack to the root, as iOS does")
  func popsStack() {
    let app = HeadlessApp { StackInTab() }
    app.buttons["Profile"].tap()
    app.buttons["Deeper"].tap()
    #expect(app.navigationBars["Level 2"].exists)
    app.tabBars.buttons["Home"].tap()
    #expect(app.navigationBars["Home"].exists)
    #expect(app.buttons["Profile"].exists)
  }

  @Test("Tapping another tab keeps the stack where it was; coming back shows it as it was")
  func otherTabKeepsStack() {
    let app = HeadlessApp { StackInTab() }
    app.buttons["Profile"].tap()
    app.tabBars.buttons["Other"].tap()
    app.tabBars.buttons["Home"].tap()
    #expect(app.navigationBars["Level 1"].exists)
  }

  @Test("On an iPhone a split view in the selected tab goes back to its sidebar, its selection cleared")
  func collapsedSplitReturnsToSidebar() {
    let app = HeadlessApp { SplitInTab() }
    app.cells["Lima"].tap()
    app.buttons["More about Lima"].tap()
    #expect(app.navigationBars["More"].exists)
    app.tabBars.buttons["Cities"].tap()
    #expect(app.navigationBars["Cities"].exists)
    #expect(!app.cells["Lima"].isSelected)
    app.cells["Oslo"].tap()
    #expect(app.navigationBars["Oslo"].exists, "the detail's stack starts again from its root")
  }
}
