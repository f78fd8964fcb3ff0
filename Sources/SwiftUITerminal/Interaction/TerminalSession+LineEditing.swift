import ScreenRendering
import SwiftUI

/// The caret of the focused text field: which field it belongs to and how many characters follow it.
struct TextCaret {
  /// The field, as the focus tracker knows it.
  var field: FocusTracker.Key
  /// How many characters follow the caret (0: at the end).
  var fromEnd: Int
}

extension TerminalSession {
  /// Where the caret is in a focused element: how many characters follow it; 0 (the end) for a field
  /// whose caret no key moved, and for everything else.
  func caretFromEnd(in focusable: Focusable) -> Int {
    guard let caret, caret.field.matches(focusable), focusable.node.role.editsAsLine else { return 0 }
    return min(caret.fromEnd, TextFieldValue.text(of: focusable.node).count)
  }

  /// Edits the focused text field as a shell's line editor does (← → Home End, Ctrl-A Ctrl-E Ctrl-B
  /// Ctrl-F, Backspace, Delete, Ctrl-D, Ctrl-U, Ctrl-K, Ctrl-W). Returns false for the keys it leaves
  /// to the host (Tab, ↑, ↓, Enter, Esc…). A secure field keeps ← → Home End without moving
  /// anything, and Ctrl-U clears it, as a password prompt does.
  func editLine(_ key: Key, in field: ScreenNode) -> Bool {
    guard let focusable = focused else { return false }
    guard field.role.editsAsLine else {
      guard field.role == .secureTextField else { return false }
      return editSecureField(key, field)
    }
    var edit = LineEdit(text: TextFieldValue.text(of: field), caretFromEnd: caretFromEnd(in: focusable))
    let before = edit
    switch key {
    case .left, .control(2): edit.moveLeft()
    case .right, .control(6): edit.moveRight()
    case .home, .control(1): edit.moveToStart()
    case .end, .control(5): edit.moveToEnd()
    case .backspace: edit.deleteBackward()
    case .delete, .control(4): edit.deleteForward()
    case .control(21): edit.deleteToStart()
    case .control(11): edit.deleteToEnd()
    case .control(23): edit.deleteWordBackward()
    default: return false
    }
    caret = TextCaret(field: FocusTracker.Key(focusable), fromEnd: edit.caretFromEnd)
    if edit.text != before.text { replaceText(of: field, with: edit.text) }
    return true
  }

  private func editSecureField(_ key: Key, _ field: ScreenNode) -> Bool {
    switch key {
    case .left, .right, .home, .end, .control(1), .control(2), .control(5), .control(6):
      return true
    case .control(21):
      let count = TextFieldValue.text(of: field).count
      if count > 0 { type(String(repeating: "\u{8}", count: count), into: field) }
      return true
    default:
      return false
    }
  }

  /// Types text at the caret of a field: at its end by typing (so that a line break submits), or in
  /// the middle by replacing the text.
  func typeAtCaret(_ text: String, into field: ScreenNode) {
    guard let focusable = focused, field.role.editsAsLine else {
      type(text, into: field)
      return
    }
    let fromEnd = caretFromEnd(in: focusable)
    guard fromEnd > 0 else {
      type(text, into: field)
      return
    }
    var edit = LineEdit(text: TextFieldValue.text(of: field), caretFromEnd: fromEnd)
    edit.insert(text.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" })
    replaceText(of: field, with: edit.text)
  }

  /// Replaces a field's text, giving the field the app's focus first as typing does.
  private func replaceText(of field: ScreenNode, with text: String) {
    let actions = screen.actions[field.id]
    guard let replace = actions?.replaceText else { return }
    let typeText = actions?.typeText
    perform {
      typeText?("")
      replace(text)
    }
  }

  func type(_ text: String, into field: ScreenNode) {
    guard let action = screen.actions[field.id]?.typeText else { return }
    perform { action(text) }
  }
}

extension ScreenRole {
  /// A one-line field whose text the host edits around a caret: a text field or a search field.
  var editsAsLine: Bool {
    self == .textField || self == .searchField
  }
}
