/// Turns the bytes a terminal sends into keys. Robust to whatever arrives: escape sequences split
/// across reads are completed by later bytes, broken or overlong ones are dropped as ``Key/unknown``,
/// invalid UTF-8 is dropped, and nothing is ever buffered for long: a lone ESC, or an unfinished
/// sequence, is settled by ``flush()`` once the input goes quiet.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The longest escape sequence kept waiting for its end.
  private static let maximumSequence = 32

  /// A decoder with nothing pending.
  package init() {
    pending.reserveCapacity(64)
  }

  /// Whether bytes wait for more (an ESC that may start a sequence, half a character).
  package var hasPending: Bool { !pending.isEmpty }

  /// Decodes bytes, returning the keys they complete.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Settles what is pending once no more bytes come: a lone ESC is the Escape key, and anything
  /// unfinished is dropped.
  package mutating func flush() -> [Key] {
    decode(final: true)
  }

  private enum Step {
    case key(Key, consumed: Int)
    case incomplete
  }

  private mutating func decode(final: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      switch step(at: index, final: final) {
      case .key(let key, let consumed):
        keys.append(key)
        index += max(1, consumed)
      case .incomplete:
        if final {
          keys.append(pending[index] == 0x1B && pending.count - index == 1 ? .escape : .unknown)
          index = pending.count
        } else {
          pending.removeFirst(index)
          return keys
        }
      }
    }
    pending.removeAll(keepingCapacity: true)
    return keys
  }

  private func step(at start: Int, final: Bool) -> Step {
    let byte = pending[start]
    switch byte {
    case 0x1B: return escape(at: start, final: final)
    case 0x0D, 0x0A: return .key(.enter, consumed: 1)
    case 0x09: return .key(.tab, consumed: 1)
    case 0x7F, 0x08: return .key(.backspace, consumed: 1)
    case 0x00..<0x20: return .key(.control(byte), consumed: 1)
    case 0x20..<0x7F: return .key(.character(Unicode.Scalar(byte)), consumed: 1)
    default: return utf8(at: start)
    }
  }

  // MARK: UTF-8

  private func utf8(at start: Int) -> Step {
    let lead = pending[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default:
      return .key(.unknown, consumed: 1)
    }
    for offset in 1..<length {
      guard start + offset < pending.count else { return .incomplete }
      let next = pending[start + offset]
      guard next & 0xC0 == 0x80 else { return .key(.unknown, consumed: offset) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value), value >= 0xA0, minimumValue(length) <= value else {
      return .key(.unknown, consumed: length)
    }
    return .key(.character(scalar), consumed: length)
  }

  private func minimumValue(_ length: Int) -> UInt32 {
    switch length {
    case 2: return 0x80
    case 3: return 0x800
    default: return 0x10000
    }
  }

  // MARK: Escape sequences

  private func escape(at start: Int, final: Bool) -> Step {
    guard start + 1 < pending.count else { return .incomplete }
    let next = pending[start + 1]
    switch next {
    case UInt8(ascii: "["): return controlSequence(at: start)
    case UInt8(ascii: "O"): return singleShift(at: start)
    default:
      // ESC followed by anything else is Escape, and the byte after it counts on its own (Alt-x).
      return .key(.escape, consumed: 1)
    }
  }

  /// `ESC O x`: arrows and F1-F4 in application mode.
  private func singleShift(at start: Int) -> Step {
    guard start + 2 < pending.count else { return .incomplete }
    let key: Key
    switch pending[start + 2] {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "M"): key = .enter
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    case 0x1B: return .key(.escape, consumed: 2)
    default: key = .unknown
    }
    return .key(key, consumed: 3)
  }

  /// `ESC [ params intermediates final`, and the mouse reports.
  private func controlSequence(at start: Int) -> Step {
    var index = start + 2
    var isPrivate = false
    var numbers: [Int] = []
    var current: Int?
    while true {
      guard index < pending.count else {
        return index - start > Self.maximumSequence ? .key(.unknown, consumed: index - start) : .incomplete
      }
      if index - start > Self.maximumSequence { return .key(.unknown, consumed: index - start) }
      let byte = pending[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        current = min(100_000, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
      case UInt8(ascii: ";"), UInt8(ascii: ":"):
        numbers.append(current ?? 0)
        current = nil
      case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "?"):
        isPrivate = true
      case 0x20...0x2F:
        break
      case 0x40...0x7E:
        if let current { numbers.append(current) }
        let consumed = index - start + 1
        if byte == UInt8(ascii: "M") && numbers.isEmpty && !isPrivate {
          // An old X10 mouse report: three raw bytes follow.
          guard index + 3 < pending.count else { return .incomplete }
          return .key(.unknown, consumed: consumed + 3)
        }
        return .key(Self.key(final: byte, numbers: numbers, isPrivate: isPrivate), consumed: consumed)
      default:
        // A byte that cannot be part of a sequence: drop what came before, and decode it afresh.
        return .key(.unknown, consumed: index - start)
      }
      index += 1
    }
  }

  private static func key(final: UInt8, numbers: [Int], isPrivate: Bool) -> Key {
    let first = numbers.first ?? 0
    if isPrivate {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), numbers.count == 3,
        let event = MouseEvent(
          sgrCode: numbers[0], column: numbers[1], row: numbers[2], isRelease: final == UInt8(ascii: "m"))
      else { return .unknown }
      return .mouse(event)
    }
    let shifted = numbers.count >= 2 && (numbers[1] - 1) & 1 == 1
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "I") where shifted: return .backTab
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    case UInt8(ascii: "~"):
      switch first {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      case 11...15: return .function(first - 10)
      case 17...21: return .function(first - 11)
      case 23, 24: return .function(first - 12)
      default: return .unknown
      }
    default: return .unknown
    }
  }
}
