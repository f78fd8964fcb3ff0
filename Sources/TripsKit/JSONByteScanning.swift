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
