/// Swift source text as bytes, with the few steps a macro needs to take through it without a parser:
/// stepping over string literals and comments, finding the delimiter that closes an opening one,
/// and splitting at top-level separators.
struct SwiftSource {
  let bytes: [UInt8]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The text of a range of bytes.
  subscript(range: Range<Int>) -> String {
    String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
  }

  private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")

  /// Whether a byte is a space, a tab or a line break.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether a byte can be part of an identifier.
  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// The index past the spaces and comments that start at `index`.
  func skipTrivia(from index: Int) -> Int {
    var i = index
    while i < bytes.count {
      if Self.isSpace(bytes[i]) {
        i += 1
      } else if let end = endOfComment(at: i) {
        i = end
      } else {
        break
      }
    }
    return i
  }

  /// The index just past the string literal or comment that starts at `index`, or `index + 1`.
  func step(at index: Int) -> Int {
    endOfComment(at: index) ?? endOfString(at: index) ?? index + 1
  }

  /// The index of the delimiter that closes the `(`, `[` or `{` at `open`, or nil.
  func closing(of open: Int) -> Int? {
    var depth = 0
    var i = open
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return i }
      default:
        break
      }
      i = step(at: i)
    }
    return nil
  }

  /// The ranges between the separators that stand at the top level of a range (not inside brackets,
  /// strings or comments).
  func split(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      let byte = bytes[i]
      if byte == separator {
        parts.append(start..<i)
        start = i + 1
        i += 1
      } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        i = (closing(of: i) ?? range.upperBound - 1) + 1
      } else {
        i = step(at: i)
      }
    }
    parts.append(start..<min(i, range.upperBound))
    return parts
  }

  /// Whether the identifier `word` stands at `index`, not as part of a longer one.
  func hasWord(_ word: String, at index: Int) -> Bool {
    let word = Array(word.utf8)
    guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else {
      return false
    }
    let after = index + word.count
    return after == bytes.count || !Self.isIdentifier(bytes[after])
  }

  /// The identifier that starts at `index`, and the index after it.
  func identifier(at index: Int) -> (name: String, end: Int)? {
    var end = index
    if end < bytes.count, bytes[end] == UInt8(ascii: "`") {
      end += 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "`") { end += 1 }
      return end < bytes.count ? (self[index..<end + 1], end + 1) : nil
    }
    while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
    return end > index ? (self[index..<end], end) : nil
  }

  // MARK: Literals and comments

  private func endOfComment(at i: Int) -> Int? {
    guard i + 1 < bytes.count, bytes[i] == Self.slash else { return nil }
    if bytes[i + 1] == Self.slash {
      var end = i + 2
      while end < bytes.count, bytes[end] != Self.newline { end += 1 }
      return end
    }
    guard bytes[i + 1] == Self.star else { return nil }
    var depth = 0
    var end = i
    while end + 1 < bytes.count {
      if bytes[end] == Self.slash && bytes[end + 1] == Self.star {
        depth += 1
        end += 2
      } else if bytes[end] == Self.star && bytes[end + 1] == Self.slash {
        depth -= 1
        end += 2
        if depth == 0 { return end }
      } else {
        end += 1
      }
    }
    return bytes.count
  }

  /// The end of a string literal (`"…"`, `"""…"""`, raw `#"…"#`) starting at `i`, interpolations included.
  private func endOfString(at i: Int) -> Int? {
    var hashes = 0
    var start = i
    while start < bytes.count, bytes[start] == Self.hash {
      hashes += 1
      start += 1
    }
    guard start < bytes.count, bytes[start] == Self.quote else { return nil }
    let isMultiline =
      start + 2 < bytes.count && bytes[start + 1] == Self.quote && bytes[start + 2] == Self.quote
    let quotes = isMultiline ? 3 : 1
    var j = start + quotes
    while j < bytes.count {
      if bytes[j] == Self.backslash, hasHashes(hashes, at: j + 1) {
        let after = j + 1 + hashes
        if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
          j = (closing(of: after) ?? bytes.count - 1) + 1
        } else {
          j = after + 1
        }
      } else if bytes[j] == Self.quote, hasQuotes(quotes, at: j), hasHashes(hashes, at: j + quotes) {
        return j + quotes + hashes
      } else if !isMultiline && bytes[j] == Self.newline {
        return j
      } else {
        j += 1
      }
    }
    return bytes.count
  }

  private func hasHashes(_ count: Int, at index: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == Self.hash }
  }

  private func hasQuotes(_ count: Int, at index: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == Self.quote }
  }
}
