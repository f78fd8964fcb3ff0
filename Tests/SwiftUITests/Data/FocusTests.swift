import SwiftUI
import SwiftUITesting
import Testing

private enum Field: Hashable {
  case city, country
}

private struct NewTrip: View {
  @State private var city = ""
  @State private var country = ""
  @State private var saved = "nothing"
  @FocusState private var field: Field?
  @FocusState private var notesFocused: Bool
  @State private var notes = ""

  var body: some View {
    Form {
      TextField("City", text: $city)
        .focused($field, equals: .city)
        .submitLabel(.next)
      TextField("Country", text: $country)
        .focused($field, equals: .country)
        .submitLabel(.done)
      TextField("Notes", text: $notes)
        .focused($notesFocused)
      Text("Focus \(field.map { "\($0)" } ?? "none"), notes \(notesFocused ? "focused" : "not focused")")
      Text("Saved \(saved)")
      Button("Edit country") { field = .country }
    }
    .onSubmit {
      if field == .city {
        field = .country
      } else if field == .country {
        saved = "\(city), \(country)"
      }
    }
  }
}

@MainActor
@Suite("Focus and submit")
struct FocusTests {
  @Test("Tapping a field gives it the focus, and the focus state names it")
  func tapFocuses() {
    let app = HeadlessApp { NewTrip() }
    #expect(app.staticTexts["Focus none, notes not focused"].exists)
    app.textFields["City"].tap()
    #expect(app.textFields["City"].hasFocus)
    #expect(app.staticTexts["Focus city, notes not focused"].exists)
  }

  @Test("Return submits: onSubmit moves the focus on; the last field's return saves and lets go of the focus")
  func returnSubmitsAndMovesFocus() {
    let app = HeadlessApp { NewTrip() }
    app.textFields["City"].typeText("Lima\n")
    #expect(app.textFields["Country"].hasFocus)
    #expect(!app.textFields["City"].hasFocus)
    app.textFields["Country"].typeText("Peru\n")
    #expect(app.staticTexts["Saved Lima, Peru"].exists)
    #expect(app.staticTexts["Focus none, notes not focused"].exists)
  }

  @Test("Setting the focus state from code moves the focus")
  func focusFromCode() {
    let app = HeadlessApp { NewTrip() }
    app.buttons["Edit country"].tap()
    #expect(app.textFields["Country"].hasFocus)
  }

  @Test("A Boolean focus state follows its field; return without an onSubmit move clears it")
  func booleanFocus() {
    let app = HeadlessApp { NewTrip() }
    app.textFields["Notes"].typeText("Window seat")
    #expect(app.staticTexts["Focus none, notes focused"].exists)
    app.textFields["Notes"].typeText("\n")
    #expect(app.staticTexts["Focus none, notes not focused"].exists)
    #expect(app.textFields["Notes"].value == "Window seat")
  }
}
