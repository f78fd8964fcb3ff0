/// A rectangle of terminal cells: columns `x..<x+width`, rows `y..<y+height`.
package struct CellRect: Hashable, Sendable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  /// A rectangle; negative sizes count as empty.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The column after the last.
  package var maxX: Int { x + width }
  /// The row after the last.
  package var maxY: Int { y + height }
  /// True when it holds no cell.
  package var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether a cell lies inside.
  package func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The cells both rectangles hold.
  package func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return CellRect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// The rectangle moved by a number of columns and rows.
  package func offsetBy(x dx: Int, y dy: Int) -> CellRect {
    CellRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `inset` cells on every side.
  package func insetBy(_ inset: Int) -> CellRect {
    CellRect(x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset)
  }
}
