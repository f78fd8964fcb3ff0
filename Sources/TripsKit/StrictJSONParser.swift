/// One JSON value, with where it sits in the source text so that a value this app does not
/// understand can be written back byte for byte.
struct JSONNode {
  /// The value's kind and contents. Numbers keep only their text, in ``range``.
  enum Value {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number
    case bool(Bool)
    case null
  }

  /// The value.
  let value: Value
  /// Its bytes in the source, from the first to just past the last.
  let range: Range<Int>
}

/// One member of a JSON object.
struct JSONMember {
  /// The decoded key.
  let key: String
  /// The value.
  let value: JSONNode
}

/// Where and why a text is not valid JSON.
struct JSONSyntaxError: Error, Equatable {
  /// The byte offset of the offending character.
  let offset: Int
  /// What is wrong there, as a sentence fragment.
  let message: String
}

/// A strict JSON parser (RFC 8259): it rejects what lenient parsers let through and then rewrite
/// silently, such as trailing commas and keys that appear twice in one object.
///
/// The careful path for trips files the fast ``TripsJSONReader`` declines; it also explains failures.
struct StrictJSONParser: JSONByteScanning {
  /// How deeply arrays and objects may nest; deeper documents are refused rather than risking the stack.
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The single JSON value that makes up `bytes`.
  ///
  /// - Parameter bytes: UTF-8 JSON text.
  /// - Returns: The value, with its members and elements.
  /// - Throws: ``JSONSyntaxError`` at the first place the text is not valid JSON.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
    var parser = StrictJSONParser(bytes: bytes)
    let node = try parser.value()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.failure("unexpected text after the end of the JSON value")
    }
    return node
  }

  // MARK: - Values

  private mutating func value() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    guard index < bytes.count else { throw failure("the text ends where a value should be") }
    let start = index
    let value: JSONNode.Value
    switch bytes[index] {
    case UInt8(ascii: "{"): value = .object(try object())
    case UInt8(ascii: "["): value = .array(try array())
    case UInt8(ascii: "\""): value = .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
      value = .number
    case UInt8(ascii: "t"):
      try literal("true")
      value = .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      value = .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      value = .null
    default:
      throw failure("unexpected \(describeCharacter()) where a value should be")
    }
    return JSONNode(value: value, range: start..<index)
  }

  private mutating func object() throws(JSONSyntaxError) -> [JSONMember] {
    try enterContainer()
    defer { depth -= 1 }
    index += 1  // "{"
    var members: [JSONMember] = []
    var keys = Set<String>()
    if consume(UInt8(ascii: "}")) { return members }
    while true {
      skipWhitespace()
      let keyOffset = index
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a key in quotes, found \(describeCharacter())")
      }
      let key = try string()
      guard keys.insert(key).inserted else {
        throw JSONSyntaxError(offset: keyOffset, message: "the key “\(key)” appears twice in one object")
      }
      guard consume(UInt8(ascii: ":")) else {
        throw failure("expected ‘:’ after a key, found \(describeCharacter())")
      }
      members.append(JSONMember(key: key, value: try value()))
      if consume(UInt8(ascii: "}")) { return members }
      let comma = index
      guard consume(UInt8(ascii: ",")) else {
        throw failure("expected ‘,’ or ‘}’ in an object, found \(describeCharacter())")
      }
      if consume(UInt8(ascii: "}")) {
        throw JSONSyntaxError(offset: commaOffset(comma), message: "a trailing comma before ‘}’")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> [JSONNode] {
    try enterContainer()
    defer { depth -= 1 }
    index += 1  // "["
    var elements: [JSONNode] = []
    if consume(UInt8(ascii: "]")) { return elements }
    while true {
      elements.append(try value())
      if consume(UInt8(ascii: "]")) { return elements }
      let comma = index
      guard consume(UInt8(ascii: ",")) else {
        throw failure("expected ‘,’ or ‘]’ in a list, found \(describeCharacter())")
      }
      if consume(UInt8(ascii: "]")) {
        throw JSONSyntaxError(offset: commaOffset(comma), message: "a trailing comma before ‘]’")
      }
    }
  }

  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("lists and objects are nested more than \(Self.maximumDepth) deep")
    }
  }

  /// The offset of the comma found by skipping whitespace from `start`.
  private func commaOffset(_ start: Int) -> Int {
    var offset = start
    while offset < bytes.count, bytes[offset] != UInt8(ascii: ",") { offset += 1 }
    return offset
  }

  /// A string, its quotes included; escapes decoded, UTF-8 validated.
  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1  // The opening quote.
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        let text = String(decoding: utf8, as: UTF8.self)
        // String(decoding:) repairs invalid UTF-8; accept only text that needed no repair.
        guard text.utf8.elementsEqual(utf8) else {
          throw failure("a string holds bytes that are not UTF-8 text")
        }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &utf8)
      case ..<0x20:
        throw failure("a control character (byte \(byte)) inside a string must be escaped")
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw failure("a string is not closed")
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    index += 1  // The backslash.
    guard index < bytes.count else { throw failure("a string is not closed") }
    let escape = bytes[index]
    index += 1
    if let byte = JSONEscape.byte(for: escape) {
      utf8.append(byte)
    } else if escape == UInt8(ascii: "u") {
      let scalar = try unicodeEscape()
      UTF8.encode(scalar) { utf8.append($0) }
    } else {
      index -= 2
      throw failure("an unknown escape \\\(Unicode.Scalar(escape)) in a string")
    }
  }

  /// The scalar of a `\uXXXX` escape (the `\u` already consumed), combining surrogate pairs.
  private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let high = try fourHexDigits()
    if JSONEscape.lowSurrogates.contains(high) { throw failure("a lone low surrogate \\u escape") }
    guard JSONEscape.highSurrogates.contains(high) else { return Unicode.Scalar(high)! }
    guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    else { throw failure("a high surrogate \\u escape without its low half") }
    index += 2
    let low = try fourHexDigits()
    guard JSONEscape.lowSurrogates.contains(low) else {
      throw failure("a high surrogate \\u escape without its low half")
    }
    return JSONEscape.scalar(high: high, low: low)
  }

  /// ``JSONByteScanning/hexQuad()``, failing where a byte is not a digit.
  private mutating func fourHexDigits() throws(JSONSyntaxError) -> UInt32 {
    guard let value = hexQuad() else { throw failure("a \\u escape needs four hexadecimal digits") }
    return value
  }

  /// Checks the grammar of a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func number() throws(JSONSyntaxError) {
    _ = consume(UInt8(ascii: "-"), skippingWhitespace: false)
    if consume(UInt8(ascii: "0"), skippingWhitespace: false) {
      if digits() > 0 { throw failure("a number may not start with 0") }
    } else if digits() == 0 {
      throw failure("a number needs digits, found \(describeCharacter())")
    }
    if consume(UInt8(ascii: "."), skippingWhitespace: false), digits() == 0 {
      throw failure("a number needs digits after its decimal point")
    }
    if consume(UInt8(ascii: "e"), skippingWhitespace: false)
      || consume(UInt8(ascii: "E"), skippingWhitespace: false)
    {
      if !consume(UInt8(ascii: "+"), skippingWhitespace: false) {
        _ = consume(UInt8(ascii: "-"), skippingWhitespace: false)
      }
      if digits() == 0 { throw failure("a number needs digits in its exponent") }
    }
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index - start
  }

  // MARK: - Syntax

  private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw failure("unexpected \(describeCharacter()) where a value should be") }
    index += count
  }

  /// The character at the current position, as an error message shows it.
  private func describeCharacter() -> String {
    guard index < bytes.count else { return "the end of the text" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "‘\(Character(Unicode.Scalar(byte)))’" }
    return "byte \(byte)"
  }

  private func failure(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: index, message: message)
  }
}
