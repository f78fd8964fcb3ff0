import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct EditorSheet: View {
  @State private var isEditing = true
  @State private var note = ""
  var body: some View {
    Text("The list")
      .sheet(isPresented: $isEditing) {
        NavigationStack {
          Form { TextField("Note", text: $note) }
            .navigationTitle("Edit trip")
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") {
                  print("cancelled")
                  isEditing = false
                }
              }
            }
        }
        .interactiveDismissDisabled(!note.isEmpty)
      }
  }
}

/// Esc on a Mac's sheet.
@MainActor
@Suite struct MacSheetEscapeTests {
  @Test func escOnAMacSheetRunsItsCancelEvenWithEdits() {
    let session = TerminalSession.sample(.mac, columns: 120, rows: 40) { EditorSheet() }
    session.press("Rainy")
    session.press("\u{1B}")
    #expect(session.host.console.last == "cancelled", "Esc is the sheet's Cancel")
    #expect(!session.text.contains("Edit trip"))
  }

  @Test func escOnAPhoneSheetWithEditsStillStays() {
    let session = TerminalSession.sample { EditorSheet() }
    session.press("Rainy")
    session.press("\u{1B}")
    #expect(session.text.contains("Edit trip"), "an iPhone's Esc is a swipe, which the app refuses")
  }
}
