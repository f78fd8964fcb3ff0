/// How many terminal columns a Unicode scalar takes: 0 for combining marks and controls, 2 for East
/// Asian wide characters and emoji, 1 otherwise. An approximation of `wcwidth` good enough for labels.
package enum CharacterWidth {
  /// The columns the scalar takes.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
    if isZeroWidth(value) { return 0 }
    return isWide(value) ? 2 : 1
  }

  private static func isZeroWidth(_ value: UInt32) -> Bool {
    (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value) || (0xFE00...0xFE0F).contains(value)
      || (0x20D0...0x20FF).contains(value) || value == 0x2060 || value == 0xFEFF
      || (0xE0100...0xE01EF).contains(value)
  }

  private static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0x303E).contains(value)
      || (0x3041...0x33FF).contains(value)
      || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
      || (0xA000...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFE30...0xFE4F).contains(value)
      || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
      || (0x1F300...0x1F64F).contains(value) || (0x1F900...0x1F9FF).contains(value)
      || (0x1F680...0x1F6FF).contains(value) || (0x20000...0x3FFFD).contains(value)
  }

  /// The columns a text takes.
  package static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += of(scalar) }
    return total
  }

  /// The columns a text takes if they are at most `limit`; otherwise some number above `limit`. Reads
  /// only as far as it must, so that asking whether a long text fits costs what a row can show, not
  /// what the text holds.
  package static func of(_ text: some StringProtocol, upTo limit: Int) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      total += of(scalar)
      if total > limit { return total }
    }
    return total
  }

  /// The longest end of a text that takes at most `limit` columns, whole characters only, and the
  /// columns it takes. Walks back from the end, so a field's visible tail costs what is visible.
  package static func suffix(of text: String, fitting limit: Int) -> (text: Substring, columns: Int) {
    var start = text.endIndex
    var columns = 0
    while start > text.startIndex {
      let previous = text.index(before: start)
      let width = of(text[previous..<start])
      if columns + width > limit { break }
      columns += width
      start = previous
    }
    return (text[start...], columns)
  }
}
