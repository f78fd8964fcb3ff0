import SwiftUI
import SwiftUITesting
import Testing

private struct SignIn: View {
  @State private var user = ""
  @State private var password = ""
  @State private var notes = ""
  @State private var submitted = 0
  var body: some View {
    Form {
      TextField("User", text: $user)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
      SecureField("Password", text: $password, prompt: Text("Required"))
        .onSubmit { submitted += 1 }
      TextEditor(text: $notes)
      Text("\(password.count) characters, submitted \(submitted)")
      Text("Notes: \(notes.replacingOccurrences(of: "\n", with: "/"))")
    }
  }
}

@MainActor
@Suite("Secure fields and text editors")
struct TextEntryTests {
  @Test("A secure field shows a dot for each character typed, never the text")
  func masked() {
    let app = HeadlessApp { SignIn() }
    let password = app.secureTextFields["Password"]
    #expect(password.exists)
    #expect(app.textFields["Password"].exists == false, "a secure field is not a text field")
    #expect(password.value == "Required")
    #expect(password.placeholderValue == "Required")
    password.typeText("hunter2")
    #expect(password.value == "•••••••")
    #expect(app.staticTexts["7 characters, submitted 0"].exists)
    #expect(!app.snapshot().contains("hunter2"))
    app.textFields["User"].typeText("ada")
    #expect(app.textFields["User"].value == "ada", "text is taken as typed, never capitalized")
  }

  @Test("The delete key takes a character back, and return submits a secure field")
  func deleteAndSubmit() {
    let app = HeadlessApp { SignIn() }
    let password = app.secureTextFields["Password"]
    password.typeText("abc\u{8}\n")
    #expect(app.staticTexts["2 characters, submitted 1"].exists)
  }

  @Test("A text editor is a text view whose value is its text; return starts a new line")
  func editor() {
    let app = HeadlessApp { SignIn() }
    let notes = app.textViews.firstMatch
    #expect(notes.exists)
    #expect(notes.elementType == .textView)
    notes.typeText("Bring snacks\nand maps")
    #expect(notes.value == "Bring snacks\nand maps")
    #expect(app.staticTexts["Notes: Bring snacks/and maps"].exists)
    notes.typeText("\u{8}\u{8}\u{8}\u{8}")
    #expect(notes.value == "Bring snacks\nand ")
  }

  @Test("Delete takes back a whole character, even one of several scalars, wherever it is typed")
  func deleteTakesWholeCharacters() {
    let app = HeadlessApp { SignIn() }
    let notes = app.textViews.firstMatch
    notes.typeText("cafe\u{301}\u{8}s")
    #expect(notes.value == "cafs", "the accent and its letter go together")
    notes.typeText("\u{7F}\u{7F}x")
    #expect(notes.value == "cax", "DEL deletes as backspace does")
    notes.typeText("\u{8}\u{8}\u{8}\u{8}")
    #expect(notes.value == "", "deleting past the start leaves the text empty")
  }

  @Test("A carriage return, a line feed, or both together are one line break each")
  func lineBreaks() {
    let app = HeadlessApp { SignIn() }
    let notes = app.textViews.firstMatch
    notes.typeText("a\r\nb\rc\nd")
    #expect(notes.value == "a\nb\nc\nd")
    app.secureTextFields["Password"].typeText("pw\r\n")
    #expect(app.staticTexts["2 characters, submitted 1"].exists, "\"\\r\\n\" submits once")
  }

  @Test("A text editor grows with its lines")
  func grows() {
    let app = HeadlessApp { SignIn() }
    let notes = app.textViews.firstMatch
    let before = notes.frame.height
    notes.typeText("1\n2\n3\n4\n5")
    #expect(notes.frame.height > before)
  }
}

private struct TipCalculator: View {
  @State private var amount = 0.0
  @State private var people = 2
  var body: some View {
    Form {
      TextField("Amount", value: $amount, format: .number)
      TextField("People", value: $people, format: .number)
      Text("Each pays \(amount / Double(max(people, 1)), format: .number)")
    }
  }
}

@MainActor
@Suite("Text fields that edit formatted values")
struct FormattedTextFieldTests {
  @Test("A field shows its value formatted, and what is typed updates the value as it parses")
  func typedNumbers() {
    let app = HeadlessApp { TipCalculator() }
    let amount = app.textFields["Amount"]
    #expect(amount.value == "0")
    amount.typeText("\u{8}30")
    #expect(amount.value == "30")
    #expect(app.staticTexts["Each pays 15"].exists)
    app.textFields["People"].typeText("\u{8}4\n")
    #expect(app.textFields["People"].value == "4")
    #expect(app.staticTexts["Each pays 7.5"].exists)
  }

  @Test("Text that does not parse leaves the value alone, and return shows the value again")
  func unparsableText() {
    let app = HeadlessApp { TipCalculator() }
    let amount = app.textFields["Amount"]
    amount.typeText("\u{8}12")
    amount.typeText("abc")
    #expect(amount.value == "12abc", "the text stays as typed while the edit lasts")
    #expect(app.staticTexts["Each pays 6"].exists)
    amount.typeText("\n")
    #expect(amount.value == "12")
  }
}
