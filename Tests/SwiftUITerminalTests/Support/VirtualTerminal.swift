import Foundation

/// A tiny terminal emulator for the end-to-end test: enough of xterm to follow what the host writes
/// (cursor moves, clears, attributes ignored, the alternate screen, the cursor and mouse modes), so
/// that the test reads the screen as a person would see it.
struct VirtualTerminal {
  private(set) var columns: Int
  private(set) var rows: Int
  private var cells: [[Character]]
  private var x = 0
  private var y = 0
  private var pending: [UInt8] = []
  /// Whether the alternate screen is on.
  private(set) var isAlternateScreen = false
  /// Whether the cursor is hidden.
  private(set) var isCursorHidden = false
  /// Whether mouse reporting is on.
  private(set) var isMouseReporting = false
  /// Everything written, as text.
  private(set) var transcript = ""

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The screen's text, one line per row, trailing spaces removed.
  var screen: String {
    cells.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }

  mutating func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    clear()
  }

  private mutating func clear() {
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  mutating func feed(_ bytes: some Sequence<UInt8>) {
    let incoming = Array(bytes)
    transcript += String(decoding: incoming, as: UTF8.self)
    pending += incoming
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        guard let consumed = escape(at: index) else { break }
        index += consumed
        continue
      }
      if byte == 0x0D {
        x = 0
      } else if byte == 0x0A {
        lineFeed()
        x = 0
      } else if byte >= 0x20 {
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        guard index + length <= pending.count else { break }
        let character = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        put(Character(character))
        index += length
        continue
      }
      index += 1
    }
    pending.removeFirst(index)
  }

  private mutating func lineFeed() {
    if y + 1 < rows {
      y += 1
    } else if rows > 0 {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: columns))
    }
  }

  private mutating func put(_ character: Character) {
    if x >= columns {
      x = 0
      lineFeed()
    }
    guard y < rows, x < columns else { return }
    cells[y][x] = character
    x += 1
  }

  /// Handles an escape sequence at an index; nil when it is not complete yet.
  private mutating func escape(at start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    guard pending[start + 1] == UInt8(ascii: "[") else { return 2 }
    var index = start + 2
    var parameters = ""
    while index < pending.count {
      let byte = pending[index]
      if (0x40...0x7E).contains(byte) {
        apply(final: Character(UnicodeScalar(byte)), parameters: parameters)
        return index - start + 1
      }
      parameters.append(Character(UnicodeScalar(byte)))
      index += 1
    }
    return nil
  }

  private mutating func apply(final: Character, parameters: String) {
    let numbers = parameters.trimmingCharacters(in: CharacterSet(charactersIn: "?")).split(separator: ";")
      .map { Int($0) ?? 0 }
    switch final {
    case "H":
      y = max(0, min(rows - 1, (numbers.first ?? 1) - 1))
      x = max(0, min(columns - 1, (numbers.count > 1 ? numbers[1] : 1) - 1))
    case "J":
      clear()
    case "K":
      if y < rows { for column in x..<columns { cells[y][column] = " " } }
    case "h", "l":
      let on = final == "h"
      for number in numbers {
        switch number {
        case 1049:
          isAlternateScreen = on
          clear()
          x = 0
          y = 0
        case 25: isCursorHidden = !on
        case 1000, 1006: isMouseReporting = on
        default: break
        }
      }
    default:
      break
    }
  }
}
