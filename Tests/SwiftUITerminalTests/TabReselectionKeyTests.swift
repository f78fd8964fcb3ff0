import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct TabbedStack: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") {
        NavigationStack {
          List { NavigationLink("Profile", value: 1) }
            .navigationTitle("Home")
            .navigationDestination(for: Int.self) { _ in Text("The profile").navigationTitle("Profile") }
        }
      }
      Tab("Other", systemImage: "circle") { Text("Elsewhere") }
    }
  }
}

/// The tab bar in the terminal.
@MainActor
@Suite struct TabReselectionKeyTests {
  @Test func enterOnTheSelectedTabGoesBackToTheListAsATapDoes() {
    let session = TerminalSession.sample { TabbedStack() }
    session.press("\r")
    #expect(session.text.contains("The profile"))
    session.tab(to: "Home")
    session.press("\r")
    let text = session.text
    #expect(!text.contains("The profile"), "the stack popped to its root")
    #expect(text.contains("Profile"))
  }
}
