import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct Place: View {
  let city: String
  @State private var isEditing = false
  @State private var note = ""
  var body: some View {
    VStack {
      Button("Favorite") {}
      Button("Edit") { isEditing = true }
    }
    .navigationTitle(city)
    .sheet(isPresented: $isEditing) {
      NavigationStack {
        Form { TextField("City", text: $note) }
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isEditing = false } }
            ToolbarItem(placement: .confirmationAction) { Button("Save") { isEditing = false } }
          }
      }
    }
  }
}

private struct Places: View {
  var body: some View {
    TabView {
      Tab("Trips", systemImage: "suitcase") {
        NavigationStack {
          List(["Lima", "Oslo"], id: \.self) { NavigationLink($0, value: $0) }
            .navigationTitle("Trips")
            .navigationDestination(for: String.self) { Place(city: $0) }
        }
      }
      Tab("Other", systemImage: "circle") { Text("Elsewhere") }
    }
  }
}

/// Where the focus lands after a step forward or back.
@MainActor
@Suite struct NavigationFocusTests {
  @Test func aPushedScreenStartsOnItsFirstControlNotOnAnEarlierElementOfTheSameName() {
    let session = TerminalSession.sample { Places() }
    session.tab(to: "Trips")  // the tab bar's Trips, now in the focus's history
    session.tab(to: "Lima")
    session.press("\r")
    #expect(session.text.contains("Favorite"))
    #expect(session.focused?.node.label == "Favorite", "not the back button or the tab named Trips")
  }

  @Test func aSheetStartsOnItsFirstFieldEveryTimeAndClosingItReturnsTheFocus() {
    let session = TerminalSession.sample { Places() }
    session.press("\r")  // Lima
    session.tab(to: "Edit")
    session.press("\r")
    #expect(session.focused?.node.label == "City")
    session.tab(to: "Save")
    session.press("\r")
    #expect(session.focused?.node.label == "Edit", "back on the detail, the focus is where it was")
    session.press("\r")
    #expect(session.focused?.node.label == "City", "the second time too, not Save")
  }

  @Test func goingBackReturnsTheFocusToTheRowThatWasOpened() {
    let session = TerminalSession.sample { Places() }
    session.tab(to: "Oslo")
    session.press("\r")
    session.press("\u{1B}")
    #expect(session.focused?.node.label == "Oslo")
  }
}
