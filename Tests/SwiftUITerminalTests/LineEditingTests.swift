import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct Address: View {
  @State private var city = ""
  @State private var country = ""
  @State private var secret = ""
  var body: some View {
    Form {
      TextField("City", text: $city)
      TextField("Country", text: $country)
      SecureField("Secret", text: $secret)
      Text("Typed [\(city)] [\(country)] [\(secret.count)]")
    }
  }
}

/// Text fields in the terminal edit as a shell's line editor does.
@MainActor
@Suite struct LineEditingTests {
  private func session() -> TerminalSession {
    TerminalSession.sample { Address() }
  }

  @Test func arrowsMoveTheCaretInsideTheFieldAndTypingGoesInAtTheCaret() {
    let session = session()
    session.press("Lim")
    session.press("\u{1B}[D\u{1B}[D")  // ← ←
    #expect(session.focused?.node.label == "City", "← stays in the field")
    session.press("X")
    #expect(session.text.contains("Typed [LXim]"))
    session.press("\u{1B}[C")  // →
    session.press("Y")
    #expect(session.text.contains("Typed [LXiYm]"))
  }

  @Test func homeAndEndAndTheirControlKeysGoToEitherEnd() {
    let session = session()
    session.press("ima")
    session.press("\u{1B}[H")  // Home
    session.press("L")
    session.press("\u{1B}[F")  // End
    session.press("!")
    #expect(session.text.contains("Typed [Lima!]"))
    session.press("\u{01}(\u{05})")  // Ctrl-A, Ctrl-E
    #expect(session.text.contains("Typed [(Lima!)]"))
    #expect(session.focused?.node.label == "City", "Home stays in the field")
  }

  @Test func backspaceAndDeleteTakeTheCharacterBeforeAndAtTheCaret() {
    let session = session()
    session.press("Lima")
    session.press("\u{1B}[D\u{1B}[D")
    session.press("\u{7F}")  // Backspace: the i
    #expect(session.text.contains("Typed [Lma]"))
    session.press("\u{1B}[3~")  // Delete: the m
    #expect(session.text.contains("Typed [La]"))
    session.press("\u{04}")  // Ctrl-D in a field deletes forward, and does not quit
    #expect(session.text.contains("Typed [L]"))
    #expect(!session.wantsQuit)
  }

  @Test func controlUAndControlWDeleteToTheStartAndTheWordBeforeTheCaret() {
    let session = session()
    session.press("San Pedro de Atacama")
    session.press("\u{17}")  // Ctrl-W
    #expect(session.text.contains("Typed [San Pedro de ]"))
    session.press("\u{17}")
    #expect(session.text.contains("Typed [San Pedro ]"))
    session.press("\u{1B}[D\u{1B}[D\u{1B}[D")  // before "ro "
    session.press("\u{15}")  // Ctrl-U
    #expect(session.text.contains("Typed [ro ]"))
    session.press("\u{0B}")  // Ctrl-K
    #expect(session.text.contains("Typed []"))
  }

  @Test func theCaretIsDrawnWhereItIsAndMovingToAnotherFieldPutsItAtTheEnd() {
    let session = session()
    session.press("Lima\u{1B}[D\u{1B}[D")
    _ = session.render()
    #expect(session.frame.style(of: "Li")?.attributes.contains(.reverse) == true, "the focused field")
    #expect(session.frame.style(of: "ma")?.attributes.contains(.reverse) == false, "the caret on the m")
    session.press("\tPeru\u{1B}[Z")  // to Country, type, back to City
    session.press("!")
    #expect(session.text.contains("Typed [Lima!] [Peru]"), "the caret is back at the end")
  }

  @Test func arrowsInASecureFieldMoveNothingAndControlUClearsIt() {
    let session = session()
    session.tab(to: "Secret")
    session.press("hunter2\u{1B}[D")
    #expect(session.focused?.node.label == "Secret")
    #expect(session.text.contains("[7]"))
    session.press("\u{15}")
    #expect(session.text.contains("[0]"))
  }
}

@Suite struct LineEditTests {
  @Test func theCaretCountsFromTheEndSoThatItStaysWhenTheTextGrowsThere() {
    var edit = LineEdit(text: "Lima", caretFromEnd: 1)
    edit.insert("X")
    #expect(edit.text == "LimXa" && edit.caretFromEnd == 1)
    edit.moveToStart()
    edit.deleteBackward()
    #expect(edit.text == "LimXa")
    edit.deleteForward()
    #expect(edit.text == "imXa" && edit.caretFromEnd == 4)
    edit.moveRight()
    edit.deleteWordBackward()
    #expect(edit.text == "mXa")
    #expect(LineEdit(text: "ab", caretFromEnd: 9).caretFromEnd == 2)
  }
}
