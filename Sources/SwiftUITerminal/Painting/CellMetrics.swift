import SwiftUI

/// The mapping between the runtime's points and terminal cells: a cell is one character of the
/// runtime's text metrics, 8.5 points wide and 22 points tall.
package enum CellMetrics {
  /// Points per column.
  package static let columnWidth: CGFloat = 8.5
  /// Points per row.
  package static let rowHeight: CGFloat = 22

  /// A point value turned into an integer safely: infinities, NaN and huge values are clamped.
  private static func clamped(_ value: CGFloat) -> Int {
    guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
    return Int(max(-1_000_000, min(1_000_000, value)))
  }

  /// The column an x coordinate falls on, rounded to the nearest cell edge.
  package static func column(_ x: CGFloat) -> Int {
    clamped((x / columnWidth).rounded())
  }

  /// The row an edge at y falls on, rounded to the nearest cell edge.
  package static func edgeRow(_ y: CGFloat) -> Int {
    clamped((y / rowHeight).rounded())
  }

  /// The row that holds a point at y.
  package static func row(_ y: CGFloat) -> Int {
    clamped((y / rowHeight).rounded(.down))
  }

  /// The row a one-line label inside the frame is drawn on: the one holding its middle.
  package static func textRow(_ frame: CGRect) -> Int {
    row(frame.midY)
  }

  /// The cells a frame covers, edges rounded to the nearest cell, at least one cell.
  package static func rect(_ frame: CGRect) -> CellRect {
    let x = column(frame.minX)
    let y = edgeRow(frame.minY)
    return CellRect(
      x: x, y: y, width: max(1, column(frame.maxX) - x), height: max(1, edgeRow(frame.maxY) - y))
  }

  /// The size in cells of a space in points.
  package static func size(of size: CGSize) -> (columns: Int, rows: Int) {
    (max(1, column(size.width)), max(1, edgeRow(size.height)))
  }

  /// The point in the middle of a cell.
  package static func point(column: Int, row: Int) -> CGPoint {
    CGPoint(x: (CGFloat(column) + 0.5) * columnWidth, y: (CGFloat(row) + 0.5) * rowHeight)
  }
}
