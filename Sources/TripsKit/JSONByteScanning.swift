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
}
