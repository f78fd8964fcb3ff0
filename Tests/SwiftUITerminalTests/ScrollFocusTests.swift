import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct LongList: View {
  var body: some View {
    NavigationStack {
      List(1...40, id: \.self) { number in
        Button("Row \(number)") { print("row \(number)") }
      }
      .navigationTitle("Rows")
    }
  }
}

private struct LongForm: View {
  @State private var on = false
  var body: some View {
    ScrollView {
      VStack(spacing: 40) {
        ForEach(1...30, id: \.self) { Text("Line \($0)") }
        Toggle("Last switch", isOn: $on)
      }
    }
  }
}

/// Tab and ↓ reach what a list or scroll view holds beyond its edge.
@MainActor
@Suite struct ScrollFocusTests {
  @Test func downReachesRowsBelowTheScreenScrollingThemIntoView() {
    let session = TerminalSession.sample(columns: 120, rows: 60) { LongList() }
    #expect(!session.text.contains("Row 30"))
    for _ in 0..<60 where session.focused?.node.label != "Row 30" { session.press("\u{1B}[B") }
    #expect(session.focused?.node.label == "Row 30", "↓ went past the screen's last row")
    #expect(session.text.contains("Row 30"), "the focused row is in view")
    session.press("\r")
    #expect(session.host.console.last == "row 30")
    for _ in 0..<60 where session.focused?.node.label != "Row 1" { session.press("\u{1B}[A") }
    #expect(session.focused?.node.label == "Row 1", "↑ comes back up")
    #expect(session.text.contains("Row 1 "))
  }

  @Test func tabReachesAControlAtTheEndOfAScrollView() {
    let session = TerminalSession.sample(columns: 120, rows: 60) { LongForm() }
    #expect(!session.text.contains("Last switch"))
    for _ in 0..<20 where session.focused?.node.label != "Last switch" { session.press("\t") }
    #expect(session.focused?.node.label == "Last switch")
    #expect(session.text.contains("Last switch"))
  }
}
