/// A frame of the terminal: a flat buffer of cells, row after row, and a clip rectangle that every
/// drawing operation respects. Resizing and clearing keep the buffer's storage.
package struct CellGrid: Sendable {
  /// Columns.
  package private(set) var width: Int
  /// Rows.
  package private(set) var height: Int
  /// The cells, row after row.
  package private(set) var cells: [Cell]
  /// Drawing outside this rectangle does nothing.
  package var clip: CellRect

  /// A blank grid.
  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
    clip = CellRect(x: 0, y: 0, width: self.width, height: self.height)
  }

  /// The whole grid.
  package var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// Changes the size and blanks every cell, reusing the storage.
  package mutating func reset(width newWidth: Int, height newHeight: Int) {
    width = max(0, newWidth)
    height = max(0, newHeight)
    let count = width * height
    if cells.count == count {
      for index in cells.indices { cells[index] = .blank }
    } else {
      cells.removeAll(keepingCapacity: true)
      cells.append(contentsOf: repeatElement(.blank, count: count))
    }
    clip = bounds
  }

  /// Makes this grid a copy of another, reusing this grid's storage when the sizes match.
  package mutating func copy(_ other: CellGrid) {
    if width != other.width || height != other.height {
      reset(width: other.width, height: other.height)
    }
    cells.withUnsafeMutableBufferPointer { target in
      other.cells.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        to.update(from: from, count: source.count)
      }
    }
    clip = other.clip
  }

  /// The cell at a column and row (blank outside the grid).
  package subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    return cells[y * width + x]
  }

  // MARK: Drawing

  /// Puts one character; a wide one takes the next cell too.
  package mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: CellStyle) {
    let columns = CharacterWidth.of(scalar)
    guard columns > 0, clip.contains(x: x, y: y) else { return }
    if columns == 2 {
      guard clip.contains(x: x + 1, y: y) else { return }
      cells[y * width + x] = Cell(scalar, style: style)
      cells[y * width + x + 1] = Cell.continuation
    } else {
      cells[y * width + x] = Cell(scalar, style: style)
    }
  }

  /// Writes a text from a column, at most `limit` columns wide, ending it with "…" when it does not
  /// fit. Control characters become spaces. Returns the columns written.
  @discardableResult
  package mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: CellStyle, limit: Int = Int.max
  )
    -> Int
  {
    guard limit > 0 else { return 0 }
    // Only as much of the text as the limit shows is read.
    let truncates = CharacterWidth.of(text, upTo: limit) > limit
    let available = truncates ? limit - 1 : limit
    var column = 0
    for scalar in text.unicodeScalars {
      var shown = scalar
      if scalar.value < 0x20 || scalar.value == 0x7F { shown = " " }
      let columns = shown == " " ? 1 : CharacterWidth.of(shown)
      if columns == 0 { continue }
      if column + columns > available { break }
      put(shown, x: x + column, y: y, style: style)
      column += columns
    }
    if truncates {
      put("…", x: x + column, y: y, style: style)
      column += 1
    }
    return column
  }

  /// Fills a rectangle with one character.
  package mutating func fill(_ rect: CellRect, with scalar: Unicode.Scalar = " ", style: CellStyle = .plain) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    let cell = Cell(scalar, style: style)
    for row in area.y..<area.maxY {
      let start = row * width
      for column in area.x..<area.maxX { cells[start + column] = cell }
    }
  }

  /// Changes the style of every cell in a rectangle, keeping the characters.
  package mutating func restyle(_ rect: CellRect, _ change: (inout CellStyle) -> Void) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      let start = row * width
      for column in area.x..<area.maxX { change(&cells[start + column].style) }
    }
  }

  /// A horizontal line of a character.
  package mutating func horizontalLine(
    x: Int, y: Int, length: Int, _ scalar: Unicode.Scalar = "─", style: CellStyle
  ) {
    fill(CellRect(x: x, y: y, width: length, height: 1), with: scalar, style: style)
  }

  /// A vertical line of a character.
  package mutating func verticalLine(
    x: Int, y: Int, length: Int, _ scalar: Unicode.Scalar = "│", style: CellStyle
  ) {
    fill(CellRect(x: x, y: y, width: 1, height: length), with: scalar, style: style)
  }

  /// A box around a rectangle's edge, rounded or square.
  package mutating func box(_ rect: CellRect, rounded: Bool = true, style: CellStyle) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    horizontalLine(x: rect.x + 1, y: rect.y, length: rect.width - 2, style: style)
    horizontalLine(x: rect.x + 1, y: rect.maxY - 1, length: rect.width - 2, style: style)
    verticalLine(x: rect.x, y: rect.y + 1, length: rect.height - 2, style: style)
    verticalLine(x: rect.maxX - 1, y: rect.y + 1, length: rect.height - 2, style: style)
    put(rounded ? "╭" : "┌", x: rect.x, y: rect.y, style: style)
    put(rounded ? "╮" : "┐", x: rect.maxX - 1, y: rect.y, style: style)
    put(rounded ? "╰" : "└", x: rect.x, y: rect.maxY - 1, style: style)
    put(rounded ? "╯" : "┘", x: rect.maxX - 1, y: rect.maxY - 1, style: style)
  }

  /// Copies `count` cells of a row of another grid to a row of this one, from column `x`, within the
  /// clip. A wide character cut in two by either end becomes a space.
  package mutating func copyRow(
    _ row: Int, of source: CellGrid, from sourceX: Int, count: Int, toX x: Int, y: Int
  ) {
    guard row >= 0, row < source.height, y >= 0, y < height else { return }
    for offset in 0..<max(0, count) {
      let target = x + offset
      guard clip.contains(x: target, y: y) else { continue }
      var cell = source[sourceX + offset, row]
      if offset == 0 && cell.scalar == 0 { cell = .blank }
      if offset == count - 1, cell.scalar != 0, source[sourceX + offset + 1, row].scalar == 0,
        sourceX + offset + 1 < source.width
      {
        cell = Cell(" ", style: cell.style)
      }
      cells[y * width + target] = cell
    }
  }

  // MARK: Reading

  /// Whether a row shows nothing but spaces and vertical lines (a box's sides), without a highlight
  /// or a background, so that taking it away loses nothing a person reads.
  package func isBlank(row: Int) -> Bool {
    guard row >= 0, row < height else { return true }
    let start = row * width
    for column in 0..<width {
      let cell = cells[start + column]
      switch cell.scalar {
      case 0x20, 0x2502, 0x2503, 0x2551: break  // space, │, ┃, ║
      default: return false
      }
      if cell.style.attributes.contains(.reverse) || !cell.style.background.isDefault { return false }
    }
    return true
  }

  /// One row as text, without trailing spaces.
  package func line(_ row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var scalars = String.UnicodeScalarView()
    let start = row * width
    for column in 0..<width {
      let value = cells[start + column].scalar
      if value == 0 { continue }
      scalars.append(Unicode.Scalar(value) ?? " ")
    }
    var text = String(scalars)
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The whole frame as plain text, one line per row, trailing spaces removed.
  package var text: String {
    (0..<height).map(line).joined(separator: "\n")
  }

  /// The style of the cell where a text first appears on the frame, for tests ("is this title dim?").
  package func style(of text: String) -> CellStyle? {
    for row in 0..<height {
      let content = line(row)
      guard let range = content.range(of: text) else { continue }
      let column = CharacterWidth.of(content[..<range.lowerBound])
      return self[column, row].style
    }
    return nil
  }
}
