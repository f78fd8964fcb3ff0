import SwiftUI
import Testing

@testable import SwiftUITerminal

struct SampleTabs: View {
  @State var showsInspector = false

  var body: some View {
    TabView {
      Tab("Trips", systemImage: "airplane", value: 0) {
        NavigationStack {
          Text("Trips go here")
            .navigationTitle("Trips")
            .inspector(isPresented: $showsInspector) {
              Text("Inspector text")
            }
        }
      }
      Tab("Settings", systemImage: "gear", value: 1) {
        Text("Settings go here")
      }
    }
  }
}

/// Tab bars and the inspector column.
@MainActor
@Suite struct ChromeTests {
  @Test func tabBarShowsTabsAndSwitches() {
    let session = TerminalSession.sample { SampleTabs() }
    let text = session.text
    let bar = text.split(separator: "\n").first { $0.contains("Settings") && $0.contains("Trips") }
    #expect(bar != nil, "both tabs on one row")
    #expect(session.frame.style(of: "✈ Trips")?.attributes.contains(.bold) == true, "the chosen tab is bold")
    session.press("\u{1B}[F")  // End: the last element, the Settings tab.
    #expect(session.focused?.node.label == "Settings")
    session.press("\r")
    #expect(session.screen.containsNode { $0.label == "Settings go here" })
  }

  @Test func inspectorIsAColumnOnIPad() {
    let session = TerminalSession.sample(.iPadAir11) { SampleTabs(showsInspector: true) }
    let text = session.text
    let row = text.split(separator: "\n").first { $0.contains("Inspector text") }
    #expect(row?.contains("│") == true, "the inspector sits behind a separator:\n\(text)")
  }
}
