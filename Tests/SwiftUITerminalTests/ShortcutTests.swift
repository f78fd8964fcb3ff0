import SwiftUI
import Testing

@testable import SwiftUITerminal

/// A sheet that holds a draft: while the draft has text, it cannot be swiped away.
private struct DraftSheet: View {
  @State private var isEditing = true
  @State private var draft = ""
  @State private var nights = 2
  var body: some View {
    Button("Edit") { isEditing = true }
      .sheet(isPresented: $isEditing) {
        NavigationStack {
          Form {
            TextField("Note", text: $draft)
            Stepper("Nights: \(nights)", value: $nights, in: 1...9)
          }
          .navigationTitle("Edit trip")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isEditing = false } }
          }
        }
        .interactiveDismissDisabled(!draft.isEmpty || nights != 2)
      }
  }
}

/// Letters as commands, quitting, and the keys the status line and `?` name.
@MainActor
@Suite struct ShortcutTests {
  @Test func aWordTypedWithAStepperFocusedNeitherRotatesNorActsAndSaysWhy() {
    let session = TerminalSession.sample { DraftSheet() }
    session.tab(to: "Nights: 2")
    session.press("Peru")
    #expect(session.host.geometry.orientation == .portrait, "the r of Peru does not rotate")
    #expect(!session.wantsQuit)
    #expect(session.text.contains("Not typed: “Peru”"), "the status line says where the word went")
    #expect(session.text.contains("stepper, not a text field"))
    session.press("\t+")
    session.tab(to: "Nights: 2")
    #expect(session.text.contains("Nights: 2"))
  }

  @Test func letterRotatesNothingAndControlRRotatesTheDevice() {
    let session = TerminalSession.sample { Text("Hello") }
    session.press("r")
    #expect(session.host.geometry.orientation == .portrait)
    session.press("\u{12}")
    #expect(session.host.geometry.orientation == .landscape)
  }

  @Test func qOverUnsavedEditsAsksAndEscStays() {
    let session = TerminalSession.sample { DraftSheet() }
    session.press("Rainy")
    session.press("\t")  // to the stepper, out of the field
    session.press("q")
    #expect(!session.wantsQuit, "q over unsaved edits asks first")
    #expect(session.text.contains("Quit and lose the unsaved edits in “Edit trip”?"))
    session.press("\u{1B}")
    #expect(!session.wantsQuit)
    #expect(session.text.contains("Edit trip"), "Esc answered the question; the sheet stays")
    session.press("q")
    session.press("q")
    #expect(session.wantsQuit, "a second q quits")
  }

  @Test func qWithoutEditsQuitsAtOnce() {
    let session = TerminalSession.sample { DraftSheet() }
    session.press("\t")
    session.press("q")
    #expect(session.wantsQuit)
  }

  @Test func theMacWindowOffersNoRotationAndTheHelpListsEveryKey() {
    let mac = TerminalSession.sample(.mac, columns: 120, rows: 40) { Text("Hello") }
    #expect(!mac.text.contains("rotate"), "a Mac window does not rotate")
    mac.press("?")
    #expect(!mac.text.contains("Ctrl-R"))
    let phone = TerminalSession.sample(columns: 120, rows: 40) { Text("Hello") }
    #expect(phone.text.contains("^R rotate"))
    phone.press("?")
    let help = phone.text
    for key in [
      "Ctrl-R", "Ctrl-U", "Ctrl-W", "Ctrl-K", "Ctrl-A", "Home, End", "Ctrl-C", "PgUp", "Esc", "q, Ctrl-D",
    ] {
      #expect(help.contains(key), "the help names \(key)")
    }
  }
}
