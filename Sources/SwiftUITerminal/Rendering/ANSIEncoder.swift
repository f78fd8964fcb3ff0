/// Turns frames into the bytes a terminal needs: the whole frame the first time (or after a resize),
/// then only the cells that changed since the frame before. The output buffer and the previous frame
/// are kept and reused, so a steady stream of frames allocates nothing.
package struct ANSIEncoder: Sendable {
  /// Which colour escapes the encoder writes.
  package enum Colors: Sendable, Equatable {
    /// None: attributes only (`NO_COLOR`, `--no-color`).
    case none
    /// The 16 ANSI colours (SGR 30-37, 90-97 and 40-47, 100-107), each palette colour mapped to the
    /// nearest of them: for terminals whose `TERM` promises no more.
    case ansi16
    /// The 256-colour palette (SGR 38;5 and 48;5).
    case palette256
  }

  /// Which colour escapes may be written.
  package var colors: Colors
  /// The bytes of the last encoded frame.
  package private(set) var output: [UInt8] = []
  private var previous = CellGrid(width: 0, height: 0)
  private var hasPrevious = false

  /// An encoder writing some colours; the first frame it encodes is drawn whole.
  package init(colors: Colors) {
    self.colors = colors
    output.reserveCapacity(64 * 1024)
  }

  /// An encoder with the whole palette, or with no colour at all.
  package init(allowsColor: Bool) {
    self.init(colors: allowsColor ? .palette256 : .none)
  }

  /// Forgets the previous frame, so that the next one is drawn whole (after the screen was disturbed).
  package mutating func invalidate() {
    hasPrevious = false
  }

  /// Encodes a frame into `output`: everything, or the difference from the previous frame.
  package mutating func encode(_ grid: CellGrid) {
    output.removeAll(keepingCapacity: true)
    let full = !hasPrevious || previous.width != grid.width || previous.height != grid.height
    if full { append("\u{1B}[0m\u{1B}[2J") }
    var style: CellStyle? = full ? .plain : nil
    var cursorX = -1
    var cursorY = -1
    let width = grid.width
    grid.cells.withUnsafeBufferPointer { cells in
      previous.cells.withUnsafeBufferPointer { old in
        for row in 0..<grid.height {
          let start = row * width
          for column in 0..<width {
            let cell = cells[start + column]
            if cell.scalar == 0 { continue }
            if !full && cell == old[start + column] { continue }
            if cursorX != column || cursorY != row {
              appendCursor(row: row, column: column)
            }
            if style != cell.style {
              appendStyle(cell.style)
              style = cell.style
            }
            appendScalar(cell.scalar)
            let advance = column + 1 < width && cells[start + column + 1].scalar == 0 ? 2 : 1
            cursorX = column + advance
            cursorY = row
            // At the last column the cursor waits to wrap; never rely on where it is then.
            if cursorX >= width { cursorX = -1 }
          }
        }
      }
    }
    if style != nil && style != .plain { append("\u{1B}[0m") }
    previous.copy(grid)
    hasPrevious = true
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }

  private mutating func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    output.append(UInt8(48 + value % 10))
  }

  private mutating func appendCursor(row: Int, column: Int) {
    append("\u{1B}[")
    appendNumber(row + 1)
    output.append(UInt8(ascii: ";"))
    appendNumber(column + 1)
    output.append(UInt8(ascii: "H"))
  }

  private mutating func appendStyle(_ style: CellStyle) {
    append("\u{1B}[0")
    if style.attributes.contains(.bold) { append(";1") }
    if style.attributes.contains(.dim) { append(";2") }
    if style.attributes.contains(.underline) { append(";4") }
    if style.attributes.contains(.reverse) { append(";7") }
    switch colors {
    case .none:
      break
    case .ansi16:
      if let index = style.foreground.ansi16Index {
        output.append(UInt8(ascii: ";"))
        appendNumber(index < 8 ? 30 + index : 90 + index - 8)
      }
      if let index = style.background.ansi16Index {
        output.append(UInt8(ascii: ";"))
        appendNumber(index < 8 ? 40 + index : 100 + index - 8)
      }
    case .palette256:
      if !style.foreground.isDefault {
        append(";38;5;")
        appendNumber(Int(style.foreground.code))
      }
      if !style.background.isDefault {
        append(";48;5;")
        appendNumber(Int(style.background.code))
      }
    }
    output.append(UInt8(ascii: "m"))
  }

  private mutating func appendScalar(_ value: UInt32) {
    switch value {
    case 0..<0x80:
      output.append(UInt8(value))
    case 0x80..<0x800:
      output.append(UInt8(0xC0 | (value >> 6)))
      output.append(UInt8(0x80 | (value & 0x3F)))
    case 0x800..<0x10000:
      output.append(UInt8(0xE0 | (value >> 12)))
      output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      output.append(UInt8(0x80 | (value & 0x3F)))
    default:
      output.append(UInt8(0xF0 | (value >> 18)))
      output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      output.append(UInt8(0x80 | (value & 0x3F)))
    }
  }
}
