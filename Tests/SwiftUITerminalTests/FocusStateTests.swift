import SwiftUI
import Testing

@testable import SwiftUITerminal

private enum Field: Hashable {
  case city, country
}

private struct Destination: View {
  @State private var city = ""
  @State private var country = ""
  @State private var saved = "nothing"
  @FocusState private var field: Field?
  var body: some View {
    VStack {
      TextField("City", text: $city).focused($field, equals: .city)
      TextField("Country", text: $country).focused($field, equals: .country)
      Text("Saved \(saved)")
    }
    .onSubmit {
      if field == .city { field = .country } else { saved = "\(city), \(country)" }
    }
  }
}

/// The terminal host and the app's focus state.
@MainActor
@Suite struct FocusStateTests {
  @Test func returnSubmitsAndTheKeyboardFollowsTheFocusTheAppMoves() {
    let session = TerminalSession.sample { Destination() }
    #expect(session.focused?.node.label == "City")
    session.press("Lima\r")
    #expect(session.focused?.node.label == "Country", "onSubmit moved the focus; the keyboard followed")
    session.press("Peru\r")
    #expect(session.text.contains("Saved Lima, Peru"))
  }
}
