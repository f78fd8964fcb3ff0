import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct Packing: View {
  @State private var items = ["Passport", "Charger", "Sunscreen"]
  var body: some View {
    NavigationStack {
      List {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationTitle("Packing")
      .toolbar { EditButton() }
    }
  }
}

/// A list in edit mode, as the terminal draws it.
@MainActor
@Suite struct EditModeFrameTests {
  func line(_ text: String, containing needle: String) -> String? {
    text.split(separator: "\n").first { $0.contains(needle) }.map(String.init)
  }

  @Test func editModeDrawsDeleteAndReorderControlsOnEachRow() {
    let session = TerminalSession.sample { Packing() }
    #expect(session.text.contains("Edit"))
    #expect(line(session.text, containing: "Charger")?.contains("≡") == false)
    let edit = session.screen.firstNode { $0.role == .button && $0.label == "Edit" }
    let tap = edit.flatMap { session.screen.actions[$0.id]?.tap }
    #expect(tap != nil)
    if let tap { session.host.perform(tap) }
    let text = session.text
    #expect(text.contains("Done"))
    for item in ["Passport", "Charger", "Sunscreen"] {
      let row = line(text, containing: item)
      #expect(row?.contains("−") == true, "the delete control before \(item)")
      #expect(row?.contains("≡") == true, "the reorder control after \(item)")
      if let row, let minus = row.firstIndex(of: "−"), let name = row.range(of: item),
        let bars = row.firstIndex(of: "≡")
      {
        #expect(minus < name.lowerBound && name.upperBound <= bars)
      }
    }
  }
}
