/// Reading JSON's bytes one at a time: what the strict parser and the trips reader share.
protocol JSONByteScanning {
  var bytes: UnsafeBufferPointer<UInt8> { get }
  var index: Int { get set }
}

extension JSONByteScanning {
  /// Takes the byte if it comes next (after whitespace, unless told not to skip it).
  mutating func consume(_ byte: UInt8, skippingWhitespace: Bool = true) -> Bool {
    if skippingWhitespace { skipWhitespace() }
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Moves past JSON's four whitespace bytes.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// Reads the four hexadecimal digits of a `\uXXXX` escape (the `\u` already consumed).
  ///
  /// - Returns: Their value, or nil when the four bytes are not all hexadecimal digits (the index is
  ///   then at the first that is not, where a reader reports it).
  mutating func hexQuad() -> UInt32? {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else { return nil }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// The value of one hexadecimal digit, either case.
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}

/// The escapes of a JSON string, as both readers decode them.
enum JSONEscape {
  /// The byte a one-character escape stands for: `\"`, `\\`, `\/`, `\n`, `\r`, `\t`, `\b`, `\f`.
  ///
  /// - Parameter escape: The byte after the backslash.
  /// - Returns: The byte it stands for, or nil for `\u` and for an escape JSON does not have.
  static func byte(for escape: UInt8) -> UInt8? {
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    default: nil
    }
  }

  /// The scalar a surrogate pair's two halves stand for.
  ///
  /// - Parameters:
  ///   - high: The high half, in ``highSurrogates``.
  ///   - low: The low half, in ``lowSurrogates``.
  /// - Returns: The scalar, above the Basic Multilingual Plane.
  static func scalar(high: UInt32, low: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
  }

  /// High halves of surrogate pairs.
  static var highSurrogates: Range<UInt32> { 0xD800..<0xDC00 }
  /// Low halves of surrogate pairs.
  static var lowSurrogates: Range<UInt32> { 0xDC00..<0xE000 }
}
