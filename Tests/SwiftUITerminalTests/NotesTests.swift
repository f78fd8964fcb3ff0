import SwiftUI
import Testing

@testable import SwiftUITerminal

/// A view the runtime has a note on: two sheet forms for what could be one concern.
struct TwoSheetForms: View {
  @State private var isAdding = false
  @State private var editing: SampleTrip?

  var body: some View {
    Button("Add") { isAdding = true }
      .sheet(isPresented: $isAdding) { Text("Adding") }
      .sheet(item: $editing) { Text("Editing \($0.city)") }
  }
}

extension SampleTrip: Identifiable {
  var id: String { city }
}

/// The runtime's notes on the app's code: counted in the status line, shown with `n`, never taken for
/// SwiftUI's log.
@MainActor
@Suite struct NotesTests {
  @Test func statusLineCountsTheNotesAndNamesTheKey() {
    let session = TerminalSession.sample { TwoSheetForms() }
    #expect(session.host.diagnostics.count == 1)
    #expect(session.text.contains("n 1 note · "), "the count comes before the key hints:\n\(session.text)")
  }

  @Test func anAppWithoutNotesSaysNothingAboutThem() {
    let session = TerminalSession.sample { SampleTrips() }
    #expect(!session.text.contains("note"))
  }

  @Test func nShowsTheNotesWrappedInABoxAndClosesThem() {
    let session = TerminalSession.sample(columns: 60, rows: 40) { TwoSheetForms() }
    session.press("n")
    let text = session.text
    #expect(text.contains("Notes on this app (this runtime's, not SwiftUI's)"))
    #expect(text.contains("• TwoSheetForms presents sheets with both"))
    #expect(text.contains("optional cannot."), "the note is wrapped, not cut:\n\(text)")
    session.press("n")
    #expect(!session.text.contains("Notes on this app"))
    #expect(!session.wantsQuit)
  }

  @Test func notesWithNoneSayThereAreNone() {
    let session = TerminalSession.sample { SampleTrips() }
    session.press("n")
    #expect(session.text.contains("No notes."))
    session.press("\u{1B}")
    #expect(!session.text.contains("No notes."))
  }

  @Test func helpListsTheNotesKey() {
    let session = TerminalSession.sample { TwoSheetForms() }
    session.press("?")
    #expect(session.text.contains("n  the runtime's notes on the app"))
  }

  @Test func theNotesNeverReachTheLogOrTheStatusMessage() {
    let session = TerminalSession.sample { TwoSheetForms() }
    session.press("\r")
    #expect(session.host.log.isEmpty)
    #expect(session.message == nil)
  }
}
