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
