/// Long texts for the random user to type and paste. A text is made from a seed, so an action names
/// its seed and length instead of holding 100,000 characters, and replays the same text.
enum MonkeyText {
  /// Pieces a person types: words in several scripts, a combining accent, emoji (one with joiners),
  /// digits, punctuation and spaces.
  static let typedPieces = [
    "Lima", " ", "Zürich", "東京", "🙂", "e\u{301}", "Reykjavík", "42", ", ", "مرحبا", "👩‍👩‍👧", "ß", "a",
    "  ",
  ]

  /// What a pasted text adds: line breaks (Unix and Windows), tabs, a zero-width space, a right-to-left
  /// mark, and what a careless copy brings along (a NUL, an escape sequence, a DEL).
  static let pastedPieces =
    typedPieces + ["\n", "\r\n", "\t", "\u{200B}", "\u{200F}", "\u{0}", "\u{1B}[31m", "\u{7F}"]

  /// A text of at least `length` characters (at most a piece more) made from `seed`.
  static func text(length: Int, seed: UInt64, pasted: Bool) -> String {
    let pieces = pasted ? pastedPieces : typedPieces
    var random = RandomSource(seed: seed)
    var text = ""
    text.reserveCapacity(length * 2)
    var count = 0
    while count < length {
      let piece = pieces.randomElement(using: &random)!
      text += piece
      count += piece.count
    }
    return text
  }

  /// The text cut into the bursts its keys arrive in between two updates: from one key to a run of
  /// key repeat or a fast typist's word. Longer texts come in longer bursts, so that even 100,000
  /// characters take about 200 updates and a bounded session stays quick.
  static func bursts(of text: String, seed: UInt64) -> [Substring] {
    var random = RandomSource(seed: seed ^ 0x5EED)
    let longest = max(32, text.count / 100)
    var bursts: [Substring] = []
    var start = text.startIndex
    while start < text.endIndex {
      let size = Int.random(in: 1...longest, using: &random)
      let end = text.index(start, offsetBy: size, limitedBy: text.endIndex) ?? text.endIndex
      bursts.append(text[start..<end])
      start = end
    }
    return bursts
  }
}
