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
  ///
  /// Asked of every text measured, at every layout that places it afresh: eight bytes are tested at
  /// once (no byte with its top bit set, none a carriage return), where a byte at a time cost some
  /// six instructions a byte.
  private static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var index = 0
      while index + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word & highBits != 0 || hasZeroByte(word ^ carriageReturns) { return false }
        index += 8
      }
      while index < raw.count {
        if raw[index] >= 0x80 || raw[index] == 0x0D { return false }
        index += 1
      }
      return true
    } ?? false
  }

  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  private static let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D

  /// Whether a word of bytes below 0x80 has a zero byte: subtracting one from each byte borrows
  /// into the top bit of a zero byte alone.
  private static func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- 0x0101_0101_0101_0101) & ~word & highBits != 0
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
