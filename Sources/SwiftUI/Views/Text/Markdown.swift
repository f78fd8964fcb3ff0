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
    return rendered.value(for: source) { strip(parse(Array(source))) }
  }

  /// Texts already rendered, by their source (markers and values included): parsing markdown and
  /// inflecting costs far more than a lookup, and a body runs again far more often than its text
  /// changes.
  private static let rendered = RememberedResults<String, String>()

  private static func strip(_ text: String) -> String {
    text.filter { $0 != valueStart && $0 != valueEnd }
  }

  private static func parse(_ chars: [Character]) -> String {
    var out = ""
    var i = 0
    var inValue = false
    while i < chars.count {
      let c = chars[i]
      if c == valueStart {
        inValue = true
        out.append(c)
        i += 1
        continue
      }
      if c == valueEnd {
        inValue = false
        out.append(c)
        i += 1
        continue
      }
      if inValue {
        out.append(c)
        i += 1
        continue
      }
      if c == "\\", i + 1 < chars.count, "*_`[]^~\\".contains(chars[i + 1]) {
        out.append(chars[i + 1])
        i += 2
        continue
      }
      // ^[text](attributes) and [text](url)
      if c == "^" || c == "[" {
        let open = c == "^" ? i + 1 : i
        if open < chars.count, chars[open] == "[",
          let close = matching(chars, from: open, open: "[", close: "]"),
          close + 1 < chars.count, chars[close + 1] == "(",
          let end = matching(chars, from: close + 1, open: "(", close: ")")
        {
          let inner = parse(Array(chars[(open + 1)..<close]))
          if c == "^" && inflects(chars[(close + 2)..<end]) {
            out += Inflection.agree(inner)
          } else {
            out += inner
          }
          i = end + 1
          continue
        }
      }
      if c == "*" || c == "_" || c == "~" {
        var run = 0
        while i + run < chars.count, chars[i + run] == c { run += 1 }
        let before = i > 0 ? chars[i - 1] : " "
        let after = i + run < chars.count ? chars[i + run] : " "
        let insideWord = c == "_" && before.isLetter && after.isLetter
        if !insideWord, after != " ", let closer = closingRun(chars, from: i + run, marker: c, count: run) {
          out += parse(Array(chars[(i + run)..<closer]))
          i = closer + run
        } else {
          out += String(repeating: c, count: run)
          i += run
        }
        continue
      }
      if c == "`" {
        if let end = chars[(i + 1)...].firstIndex(of: "`") {
          for code in chars[(i + 1)..<end] { out.append(code) }
          i = end + 1
          continue
        }
      }
      out.append(c)
      i += 1
    }
    return out
  }

  /// Whether the attributes of `^[text](attributes)` ask for agreement (`inflect: true`). Read with
  /// the standard library alone: Foundation's string searching bridges through `NSString`, some
  /// 270,000 instructions the first time and several conformance lookups.
  private static func inflects(_ attributes: ArraySlice<Character>) -> Bool {
    // One part at a time, spaces left out: an array of the characters split into arrays cost a text
    // whose value changed (a stepper's "^[\(count) night](inflect: true)") some 9,000 instructions.
    var part = ""
    for character in attributes where character != " " {
      if character == "," {
        if part == "inflect:true" { return true }
        part = ""
      } else {
        part.append(character)
      }
    }
    return part == "inflect:true"
  }

  private static func closingRun(_ chars: [Character], from: Int, marker: Character, count: Int) -> Int? {
    var j = from
    while j < chars.count {
      if chars[j] == marker {
        var run = 0
        while j + run < chars.count, chars[j + run] == marker { run += 1 }
        if run == count && chars[j - 1] != " " { return j }
        j += run
      } else {
        j += 1
      }
    }
    return nil
  }

  private static func matching(_ chars: [Character], from: Int, open: Character, close: Character) -> Int? {
    var depth = 0
    var j = from
    while j < chars.count {
      if chars[j] == open { depth += 1 }
      if chars[j] == close {
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

  static func pluralize(_ word: String) -> String {
    let lower = word.lowercased()
    if let plural = irregular[lower] { return matchCase(plural, like: word) }
    if irregular.values.contains(lower) { return word }
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
    if let singular = irregular.first(where: { $0.value == lower })?.key {
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
