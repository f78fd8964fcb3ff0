/// The inline markdown SwiftUI applies to a `Text` made from a string literal, reduced to plain text:
/// emphasis markers are dropped, a link keeps its text, and `^[…](inflect: true)` agrees the noun with
/// the number before it, in English.
enum InlineMarkdown {
  /// Interpolated values arrive between these markers, so that they are never read as markdown.
  /// ASCII control characters, which no text shows: a text that is ASCII throughout is hashed and
  /// compared as bytes when its rendering is looked up, where one other character makes the
  /// standard library normalize it first (some 2,000 instructions a lookup).
  static let valueStart: Character = "\u{1}"
  static let valueEnd: Character = "\u{2}"
  /// The two markers' bytes in UTF-8, one each.
  static let valueStartByte = valueStart.asciiValue!
  static let valueEndByte = valueEnd.asciiValue!

  /// Whether a byte of UTF-8 is one of the characters that can start inline markdown: all are ASCII,
  /// so the bytes are scanned rather than the characters (a text is checked at every resolve).
  private static func isMarker(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  /// Whether a text holds a byte that can start inline markdown, scanned in its contiguous UTF-8:
  /// through the view of its bytes, each byte costs an index's advance and bounds checks.
  private static func hasMarker(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where isMarker(byte) { return true }
      return false
    } ?? text.utf8.contains(where: isMarker)
  }

  static func render(_ key: LocalizedStringKey) -> String {
    var hasMarkdown = false
    key.forEachSegment { segment in
      if case .literal(let text) = segment, hasMarker(text) { hasMarkdown = true }
      return !hasMarkdown
    }
    if !hasMarkdown { return key.rawText }
    var source = ""
    key.forEachSegment { segment in
      switch segment {
      case .literal(let text): source += text
      case .value(let text):
        source.append(valueStart)
        source += text
        source.append(valueEnd)
      }
      return true
    }
    return rendered.value(for: source) { rendering(source) }
  }

  /// Texts already rendered, by their source (markers and values included): parsing markdown and
  /// inflecting costs far more than a lookup, and a body runs again far more often than its text
  /// changes.
  private static let rendered = RememberedResults<String, String>()

  /// The plain text of a source, markers and values included, with the markers left out. An ASCII
  /// source is read as bytes, each a character of its own: cutting a text into characters and
  /// comparing them one by one cost a stepper's "^[\(count) night](inflect: true)" some 10,000
  /// instructions whenever its number changed. A carriage return and a line feed are one character
  /// but two bytes, neither a marker nor a letter: the two readings agree.
  ///
  /// - Parameter source: The key's text, its values between ``valueStart`` and ``valueEnd``.
  /// - Returns: The text a person reads.
  private static func rendering(_ source: String) -> String {
    let ascii = source.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
      for byte in bytes where byte >= 0x80 { return nil }
      return Array(bytes)
    }
    if let bytes = ascii ?? nil {
      var parsed = MarkdownParser<UInt8>(bytes).parse(bytes.indices)
      parsed.removeAll { $0 == valueStartByte || $0 == valueEndByte }
      return String(decoding: parsed, as: UTF8.self)
    }
    let characters = Array(source)
    var parsed = MarkdownParser<Character>(characters).parse(characters.indices)
    parsed.removeAll { $0 == valueStart || $0 == valueEnd }
    return String(parsed)
  }
}

/// What inline markdown is read in: the characters of a text, or the bytes of an ASCII one.
private protocol MarkdownUnit: Equatable {
  /// The unit for an ASCII character.
  static func ascii(_ byte: UInt8) -> Self
  /// Whether the unit is a letter (a `_` between two letters is part of a word).
  var isLetter: Bool { get }
  /// The units of a text: its characters, or its bytes when every one is ASCII.
  static func units(of text: String) -> [Self]
  /// The text the units spell.
  static func text(of units: ArraySlice<Self>) -> String
}

extension Character: MarkdownUnit {
  fileprivate static func ascii(_ byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
  fileprivate static func units(of text: String) -> [Character] { Array(text) }
  fileprivate static func text(of units: ArraySlice<Character>) -> String { String(units) }
}

extension UInt8: MarkdownUnit {
  fileprivate static func ascii(_ byte: UInt8) -> UInt8 { byte }
  fileprivate var isLetter: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
  }
  fileprivate static func units(of text: String) -> [UInt8] { Array(text.utf8) }
  fileprivate static func text(of units: ArraySlice<UInt8>) -> String {
    String(decoding: units, as: UTF8.self)
  }
}

/// Reads the inline markdown of a text's units into the units a person reads, value markers kept:
/// emphasis markers dropped, a link's text kept, `^[…](inflect: true)` agreed.
///
/// The type asks nothing of its units; its reading, in the extension below, asks them to be
/// ``MarkdownUnit``s. A requirement on the type itself is checked as the Swift runtime makes the
/// type's metadata from its name (an outlined copy or destroy does), which the first time scans
/// every conformance in the process: some 260,000 instructions of a launch.
private struct MarkdownParser<Unit> {
  let units: [Unit]
  // The markers, made once for the text rather than at each comparison.
  fileprivate let valueStart: Unit
  fileprivate let valueEnd: Unit
  fileprivate let backslash: Unit
  fileprivate let caret: Unit
  fileprivate let openBracket: Unit
  fileprivate let closeBracket: Unit
  fileprivate let openParenthesis: Unit
  fileprivate let closeParenthesis: Unit
  fileprivate let star: Unit
  fileprivate let underscore: Unit
  fileprivate let tilde: Unit
  fileprivate let backtick: Unit
  fileprivate let space: Unit
  fileprivate let comma: Unit
}

extension MarkdownParser where Unit: MarkdownUnit {
  init(_ units: [Unit]) {
    self.units = units
    valueStart = Unit.ascii(InlineMarkdown.valueStartByte)
    valueEnd = Unit.ascii(InlineMarkdown.valueEndByte)
    backslash = Unit.ascii(UInt8(ascii: "\\"))
    caret = Unit.ascii(UInt8(ascii: "^"))
    openBracket = Unit.ascii(UInt8(ascii: "["))
    closeBracket = Unit.ascii(UInt8(ascii: "]"))
    openParenthesis = Unit.ascii(UInt8(ascii: "("))
    closeParenthesis = Unit.ascii(UInt8(ascii: ")"))
    star = Unit.ascii(UInt8(ascii: "*"))
    underscore = Unit.ascii(UInt8(ascii: "_"))
    tilde = Unit.ascii(UInt8(ascii: "~"))
    backtick = Unit.ascii(UInt8(ascii: "`"))
    space = Unit.ascii(UInt8(ascii: " "))
    comma = Unit.ascii(UInt8(ascii: ","))
  }

  /// Whether a backslash before this unit makes it a plain character.
  private func isEscapable(_ unit: Unit) -> Bool {
    unit == star || unit == underscore || unit == backtick || unit == openBracket || unit == closeBracket
      || unit == caret || unit == tilde || unit == backslash
  }

  /// The units of a range of the text, read.
  func parse(_ range: Range<Int>) -> [Unit] {
    var out: [Unit] = []
    out.reserveCapacity(range.count)
    var i = range.lowerBound
    var inValue = false
    while i < range.upperBound {
      let c = units[i]
      // Interpolated values are kept as they are, between their markers.
      if c == valueStart {
        inValue = true
      } else if c == valueEnd {
        inValue = false
      }
      if inValue || c == valueEnd {
        out.append(c)
        i += 1
        continue
      }
      if c == backslash, i + 1 < range.upperBound, isEscapable(units[i + 1]) {
        out.append(units[i + 1])
        i += 2
        continue
      }
      if c == caret || c == openBracket, let end = link(at: i, in: range, into: &out) {
        i = end + 1
        continue
      }
      if c == star || c == underscore || c == tilde {
        i = emphasis(at: i, in: range, into: &out)
        continue
      }
      if c == backtick, let end = units[(i + 1)..<range.upperBound].firstIndex(of: backtick) {
        out.append(contentsOf: units[(i + 1)..<end])
        i = end + 1
        continue
      }
      out.append(c)
      i += 1
    }
    return out
  }

  /// `^[text](attributes)` or `[text](url)` starting at `i`: its text, agreed where the attributes
  /// ask, appended to `out`.
  ///
  /// - Returns: Where it ends (its closing parenthesis), or nil when it is not one.
  private func link(at i: Int, in range: Range<Int>, into out: inout [Unit]) -> Int? {
    let isInflection = units[i] == caret
    let open = isInflection ? i + 1 : i
    guard open < range.upperBound, units[open] == openBracket,
      let close = matching(from: open, in: range, open: openBracket, close: closeBracket),
      close + 1 < range.upperBound, units[close + 1] == openParenthesis,
      let end = matching(from: close + 1, in: range, open: openParenthesis, close: closeParenthesis)
    else { return nil }
    let inner = parse((open + 1)..<close)
    if isInflection && inflects((close + 2)..<end) {
      out += Unit.units(of: Inflection.agree(Unit.text(of: inner[...])))
    } else {
      out += inner
    }
    return end
  }

  /// A run of `*`, `_` or `~` starting at `i`: the text it emphasizes, or the run itself when
  /// nothing closes it, appended to `out`.
  ///
  /// - Returns: Where reading goes on.
  private func emphasis(at i: Int, in range: Range<Int>, into out: inout [Unit]) -> Int {
    let c = units[i]
    var run = 0
    while i + run < range.upperBound, units[i + run] == c { run += 1 }
    let before = i > range.lowerBound ? units[i - 1] : space
    let after = i + run < range.upperBound ? units[i + run] : space
    let insideWord = c == underscore && before.isLetter && after.isLetter
    if !insideWord, after != space, let closer = closingRun(from: i + run, in: range, marker: c, count: run) {
      out += parse((i + run)..<closer)
      return closer + run
    }
    out += repeatElement(c, count: run)
    return i + run
  }

  /// Whether the attributes of `^[text](attributes)` ask for agreement: one of their parts, between
  /// commas and with spaces left out, is `inflect:true`. Read in place, a part at a time: the
  /// attributes made into a string and read by its characters cost some 5,000 instructions, and
  /// Foundation's string searching bridges through `NSString` (some 270,000 the first time).
  ///
  /// - Parameter range: Where the attributes lie, between the parentheses.
  /// - Returns: True when they ask for agreement.
  private func inflects(_ range: Range<Int>) -> Bool {
    let wanted = "inflect:true".utf8
    var matched = wanted.startIndex
    var isMatching = true
    for unit in units[range] where unit != space {
      if unit == comma {
        if isMatching && matched == wanted.endIndex { return true }
        matched = wanted.startIndex
        isMatching = true
      } else if isMatching, matched != wanted.endIndex, unit == Unit.ascii(wanted[matched]) {
        matched = wanted.index(after: matched)
      } else {
        isMatching = false
      }
    }
    return isMatching && matched == wanted.endIndex
  }

  /// Where a run of `count` markers that closes emphasis begins, from `from` on: not after a space,
  /// and for `_`, not inside a word.
  ///
  /// - Returns: The run's first offset, or nil when none closes it.
  private func closingRun(from: Int, in range: Range<Int>, marker: Unit, count: Int) -> Int? {
    var j = from
    while j < range.upperBound {
      if units[j] == marker {
        var run = 0
        while j + run < range.upperBound, units[j + run] == marker { run += 1 }
        // A `_` between two letters is part of a word: it closes nothing, as it opens nothing.
        let isInsideWord =
          marker == underscore && units[j - 1].isLetter && j + run < range.upperBound
          && units[j + run].isLetter
        if run == count && units[j - 1] != space && !isInsideWord { return j }
        j += run
      } else {
        j += 1
      }
    }
    return nil
  }

  /// Where the bracket or parenthesis opened at `from` closes, nested ones counted.
  ///
  /// - Returns: The closing unit's offset, or nil when it does not close.
  private func matching(from: Int, in range: Range<Int>, open: Unit, close: Unit) -> Int? {
    var depth = 0
    var j = from
    while j < range.upperBound {
      if units[j] == open { depth += 1 }
      if units[j] == close {
        depth -= 1
        if depth == 0 { return j }
      }
      j += 1
    }
    return nil
  }
}

/// English agreement between a number and the noun that follows it: "1 night", "5 nights".
enum Inflection {
  private static let irregular: [String: String] = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet",
    "tooth": "teeth", "mouse": "mice", "goose": "geese",
  ]

  static func agree(_ text: String) -> String {
    var words = asciiWords(of: text) ?? characterWords(of: text)
    var index = 0
    while index < words.count {
      // Only a word that starts as a number can be one: the others are not filtered and parsed.
      guard index + 1 < words.count, let first = words[index].utf8.first,
        first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
      else {
        index += 1
        continue
      }
      let digits = words[index].filter { $0 != "," }
      if let number = Double(digits) {
        let noun = words[index + 1]
        let singular = singularize(noun)
        words[index + 1] = number == 1 ? singular : pluralize(singular)
        index += 2
        continue
      }
      index += 1
    }
    return words.concatenated(separator: " ")
  }

  /// The words of an ASCII text, value markers left out, cut at its bytes: in ASCII each byte is a
  /// character of its own (an inflected text whose number changed paid some 6,000 instructions to
  /// break it into characters). Nil for any other text.
  private static func asciiWords(of text: String) -> [String]? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
      var words: [String] = []
      var word: [UInt8] = []
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if byte == InlineMarkdown.valueStartByte || byte == InlineMarkdown.valueEndByte { continue }
        if byte == UInt8(ascii: " ") {
          words.append(String(decoding: word, as: UTF8.self))
          word.removeAll(keepingCapacity: true)
        } else {
          word.append(byte)
        }
      }
      words.append(String(decoding: word, as: UTF8.self))
      return words
    } ?? nil
  }

  /// The words of any text, value markers left out, split at its characters.
  private static func characterWords(of text: String) -> [String] {
    let stripped = text.filter { $0 != InlineMarkdown.valueStart && $0 != InlineMarkdown.valueEnd }
    return stripped.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  }

  /// The singular of each irregular plural, looked up where the plurals were searched one by one.
  private static let singularOfIrregular = Dictionary(uniqueKeysWithValues: irregular.map { ($1, $0) })

  static func pluralize(_ word: String) -> String {
    let lower = word.lowercased()
    if let plural = irregular[lower] { return matchCase(plural, like: word) }
    if singularOfIrregular[lower] != nil { return word }
    if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch")
      || lower.hasSuffix("sh")
    {
      return word + "es"
    }
    if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
      return String(word.dropLast()) + "ies"
    }
    return word + "s"
  }

  static func singularize(_ word: String) -> String {
    let lower = word.lowercased()
    if let singular = singularOfIrregular[lower] {
      return matchCase(singular, like: word)
    }
    if lower.hasSuffix("ies") && lower.count > 3 { return String(word.dropLast(3)) + "y" }
    if lower.hasSuffix("ches") || lower.hasSuffix("shes") || lower.hasSuffix("xes") {
      return String(word.dropLast(2))
    }
    if lower.hasSuffix("s") && !lower.hasSuffix("ss") && lower.count > 1 { return String(word.dropLast()) }
    return word
  }

  private static func matchCase(_ word: String, like model: String) -> String {
    guard let first = model.first, first.isUppercase else { return word }
    return word.prefix(1).uppercased() + word.dropFirst()
  }
}
