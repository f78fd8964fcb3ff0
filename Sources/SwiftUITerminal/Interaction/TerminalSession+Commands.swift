import SwiftUI

extension TerminalSession {
  /// A letter or sign when no text field has the focus. Letters are commands only at the start of
  /// what is typed: after a letter that is no command (a word typed while a stepper has the focus),
  /// the letters that follow are not commands either, until a key that is not a character. The
  /// device's own actions are control keys (Ctrl-R rotates), never letters.
  func command(_ scalar: Unicode.Scalar) {
    if typingRun != nil {
      typingRun!.unicodeScalars.append(scalar)
      sayNotTyped()
      return
    }
    switch scalar {
    case " ": activate(isEnter: false)
    case "q", "Q": requestQuit()
    case "j": moveFocus(by: 1)
    case "k": moveFocus(by: -1)
    case "+", "=": step(up: true)
    case "-", "_": step(up: false)
    case "s", "<": swipe(revealingTrailing: true)
    case ">": swipe(revealingTrailing: false)
    case "?", "h": showsHelp = true
    case "n", "N": showsNotes = true
    default:
      typingRun = String(scalar)
      sayNotTyped()
    }
  }

  /// Says that the word being typed goes nowhere, and where it could go.
  private func sayNotTyped() {
    let focus = focused.map { "a \(Self.roleName($0.node)), not a text field" } ?? "nothing that takes text"
    message = "Not typed: “\(typingRun ?? "")”. The focus is on \(focus): Tab to a field to type"
  }

  // MARK: Quitting

  /// `q` (or Ctrl-D): quits at once, unless a sheet holds unsaved edits (the app keeps it from being
  /// swiped away): then it asks, and a second `q` quits.
  func requestQuit() {
    guard let sheet = unsavedSheet else {
      quit()
      return
    }
    let name = sheet.label.isEmpty ? "this sheet" : "“\(sheet.label)”"
    isConfirmingQuit = true
    message = "Quit and lose the unsaved edits in \(name)? q quits · Esc stays"
  }

  /// The frontmost sheet or cover the app keeps from being dismissed by a swipe: what holds unsaved
  /// edits, as the lesson's editor does while its draft differs.
  private var unsavedSheet: ScreenNode? {
    screen.root.children.last {
      ($0.role == .sheet || $0.role == .fullScreenCover) && $0.marks.contains(.interactiveDismissDisabled)
    }
  }

  /// While quitting waits for an answer: `q` (or Ctrl-D) quits; Esc stays and does nothing else; any
  /// other key stays and acts. Returns true when the key was the answer and nothing else.
  func confirmsQuit(_ key: Key) -> Bool {
    guard isConfirmingQuit else { return false }
    isConfirmingQuit = false
    switch key {
    case .character("q"), .character("Q"), .control(4):
      quit()
      return true
    case .escape:
      message = "Still editing"
      return true
    default:
      return false
    }
  }
}
