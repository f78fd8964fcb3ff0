/// A one-line text as a shell's line editor edits it: a caret that moves by character, to either end
/// or over words, and deletions around it.
///
/// The caret is counted from the end (how many characters follow it), so that it stays where it was
/// when the text grows or shrinks at its end, and a field nobody moved the caret in types at its end.
package struct LineEdit: Equatable, Sendable {
  /// The text.
  package var text: String
  /// How many characters follow the caret: 0 is the end of the text.
  package var caretFromEnd: Int

  /// A text with the caret `caretFromEnd` characters before its end (kept inside the text).
  package init(text: String, caretFromEnd: Int = 0) {
    self.text = text
    self.caretFromEnd = max(0, min(caretFromEnd, text.count))
  }

  /// Where the caret is in the text.
  package var caret: String.Index {
    text.index(text.endIndex, offsetBy: -caretFromEnd)
  }

  /// The text before the caret.
  package var beforeCaret: Substring { text[..<caret] }

  /// The text from the caret on.
  package var afterCaret: Substring { text[caret...] }

  // MARK: Moving

  /// ← (or Ctrl-B): one character back.
  package mutating func moveLeft() {
    caretFromEnd = min(caretFromEnd + 1, text.count)
  }

  /// → (or Ctrl-F): one character on.
  package mutating func moveRight() {
    caretFromEnd = max(caretFromEnd - 1, 0)
  }

  /// Home (or Ctrl-A): the start.
  package mutating func moveToStart() {
    caretFromEnd = text.count
  }

  /// End (or Ctrl-E): the end.
  package mutating func moveToEnd() {
    caretFromEnd = 0
  }

  // MARK: Editing

  /// Typing: the text goes in at the caret, which stays after it.
  package mutating func insert(_ typed: String) {
    text.insert(contentsOf: typed, at: caret)
  }

  /// Backspace: the character before the caret.
  package mutating func deleteBackward() {
    guard caret > text.startIndex else { return }
    text.remove(at: text.index(before: caret))
  }

  /// Delete (or Ctrl-D): the character at the caret.
  package mutating func deleteForward() {
    guard caretFromEnd > 0 else { return }
    let at = caret
    caretFromEnd -= 1
    text.remove(at: at)
  }

  /// Ctrl-U: everything before the caret.
  package mutating func deleteToStart() {
    text.removeSubrange(text.startIndex..<caret)
  }

  /// Ctrl-K: everything from the caret on.
  package mutating func deleteToEnd() {
    text.removeSubrange(caret...)
    caretFromEnd = 0
  }

  /// Ctrl-W: the word before the caret, with the spaces after it, as a shell's `unix-word-rubout` does.
  package mutating func deleteWordBackward() {
    let end = caret
    var start = end
    while start > text.startIndex, text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    text.removeSubrange(start..<end)
  }
}
