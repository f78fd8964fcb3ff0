/// The runtime's approximation of text and control sizes, in points, for the system font at body size
/// (17 pt): a character is 8.5 points wide on average and a line 22 points tall. Good enough to decide
/// what fits (`ViewThatFits`, wrapping, how many rows a list shows) and to lay out terminal cells; not
/// a typesetter. docs/DIVERGENCES.md records this.
enum TextMetrics {
  static let characterWidth: CGFloat = 8.5
  static let lineHeight: CGFloat = 22
  static let rowHeight: CGFloat = 44
  static let sectionHeaderHeight: CGFloat = 38
  static let defaultSpacing: CGFloat = 8
  static let iconWidth: CGFloat = 24

  static func idealWidth(of text: String) -> CGFloat {
    CGFloat(characterCount(of: text)) * characterWidth
  }

  /// How many characters a text shows. Most texts are ASCII, one byte a character: their length is
  /// the count of their bytes, found without breaking the text into graphemes (which costs tens of
  /// instructions a character). A carriage return is left to the grapheme count, since "\r\n" is
  /// one character.
  ///
  /// - Parameter text: The text.
  /// - Returns: Its number of characters.
  static func characterCount(of text: String) -> Int {
    isPlainASCII(text) ? text.utf8.count : text.count
  }

  /// Whether every character of the text is one ASCII byte other than a carriage return.
  private static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    } ?? false
  }

  /// The size of a text given a width, wrapping at words unless it is fixed. One pass over the text,
  /// word by word, without copying it: a long text costs its length once.
  static func size(of text: String, width: CGFloat?, fixed: Bool) -> CGSize {
    let ideal = idealWidth(of: text)
    guard let width, !fixed, ideal > width, width > 0 else {
      return CGSize(width: ideal, height: lineHeight)
    }
    var wrap = WordWrap(charactersPerLine: max(1, Int(width / characterWidth)))
    var length = 0
    func add(isSpace: Bool) {
      if isSpace {
        wrap.add(wordOf: length)
        length = 0
      } else {
        length += 1
      }
    }
    if isPlainASCII(text) {
      for byte in text.utf8 { add(isSpace: byte == 0x20) }
    } else {
      for character in text { add(isSpace: character == " ") }
    }
    wrap.add(wordOf: length)
    return CGSize(width: min(ideal, width), height: CGFloat(wrap.lines) * lineHeight)
  }

  /// Lines filled word by word: a word goes on the current line if it fits after a space, else on the
  /// next; a word longer than a line is broken over as many lines as it needs.
  private struct WordWrap {
    let charactersPerLine: Int
    var lines = 1
    var used = 0

    mutating func add(wordOf length: Int) {
      guard length > 0 else { return }
      if used == 0 {
        lines += (length - 1) / charactersPerLine
        used = (length - 1) % charactersPerLine + 1
      } else if used + 1 + length <= charactersPerLine {
        used += 1 + length
      } else {
        lines += 1 + (length - 1) / charactersPerLine
        used = (length - 1) % charactersPerLine + 1
      }
    }
  }
}
