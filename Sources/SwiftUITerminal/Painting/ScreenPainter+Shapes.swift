import SwiftUI

extension ScreenPainter {
  /// The character a filled shape is drawn with, in its colour.
  static let shapeFill: Unicode.Scalar = "▒"
  /// The character a very light fill is drawn with (white, the system's light greys, a material),
  /// so that a light card or a screen's background stays quiet behind its content.
  static let lightShapeFill: Unicode.Scalar = "░"

  /// The fill character for a colour: light shade for light colours, medium shade otherwise.
  static func fillCharacter(for color: Color?) -> Unicode.Scalar {
    guard let rgb = color?.components else { return shapeFill }
    let luminance = 0.2126 * rgb.red + 0.7152 * rgb.green + 0.0722 * rgb.blue
    return luminance > 0.85 ? lightShapeFill : shapeFill
  }

  /// A shape: the cells whose middle lies inside it filled with shade characters in its colour, or,
  /// when it is stroked, the cells its outline passes through drawn as a line. A clear shape draws
  /// nothing. A shape never covers text already drawn (an overlay's outline keeps the label it
  /// rings readable); an outline may cover a fill's shade.
  func paintShape(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) {
    guard let shape = node.facts.shape, shape.color?.description != "clear" else { return }
    var style = CellStyle.plain
    if let color = shape.color, let terminal = TerminalColor(color) {
      style.foreground = palette.color(terminal)
    }
    let rect = cells(node.frame)
    if shape.lineWidth != nil {
      strokeShape(shape, in: rect, style: style, into: &grid)
    } else {
      fillShape(shape, in: rect, style: style, into: &grid)
    }
  }

  /// Fills the cells whose middle the path contains; a shape too small to hold any cell's middle
  /// draws it as a line or a dot (``fillThin``).
  private func fillShape(_ shape: ScreenShape, in rect: CellRect, style: CellStyle, into grid: inout CellGrid)
  {
    var filled = false
    for row in rect.y..<rect.maxY {
      for column in rect.x..<rect.maxX {
        let middle = CellMetrics.point(column: column - origin.x, row: row - origin.y)
        if shape.path.contains(middle, eoFill: shape.evenOdd) {
          putShade(Self.fillCharacter(for: shape.color), x: column, y: row, style: style, into: &grid)
          filled = true
        }
      }
    }
    if !filled, !shape.path.isEmpty {
      fillThin(shape, in: rect, style: style, into: &grid)
    }
  }

  /// A shape thinner than a cell (a 1-point rule, a small dot): a line along its longer side, or a
  /// dot in the middle.
  private func fillThin(_ shape: ScreenShape, in rect: CellRect, style: CellStyle, into grid: inout CellGrid)
  {
    let bounds = shape.path.boundingRect
    if bounds.width >= CellMetrics.columnWidth * 2, bounds.width > bounds.height * 2 {
      let row = min(max(textRow(bounds), rect.y), rect.maxY - 1)
      for column in rect.x..<rect.maxX { putShade("━", x: column, y: row, style: style, into: &grid) }
    } else if bounds.height >= CellMetrics.rowHeight * 2, bounds.height > bounds.width {
      let column = min(max(self.column(bounds.midX), rect.x), rect.maxX - 1)
      for row in rect.y..<rect.maxY { putShade("┃", x: column, y: row, style: style, into: &grid) }
    } else {
      putShade(
        "•", x: rect.x + (rect.width - 1) / 2, y: rect.y + (rect.height - 1) / 2, style: style, into: &grid)
    }
  }

  /// Puts a shape's character where nothing but blank (or, for an outline, a fill's shade) is: a
  /// shape never covers text.
  private func putShade(
    _ scalar: Unicode.Scalar, x: Int, y: Int, style: CellStyle, overShade: Bool = false,
    into grid: inout CellGrid
  ) {
    let existing = grid[x, y].scalar
    let isShade = existing == Self.shapeFill.value || existing == Self.lightShapeFill.value
    guard existing == 0x20 || (overShade && isShade) else { return }
    grid.put(scalar, x: x, y: y, style: style)
  }

  /// Marks the cells the outline passes through (inside the shape's cells), then draws each as the
  /// line glyph its marked neighbours call for: `─`, `│`, a rounded corner, or a diagonal.
  private func strokeShape(
    _ shape: ScreenShape, in rect: CellRect, style: CellStyle, into grid: inout CellGrid
  ) {
    var marked = Set<CellKey>()
    var last: CellKey?
    for polygon in shape.path.polygons {
      last = nil
      var points = polygon.points
      if polygon.isClosed, let first = points.first { points.append(first) }
      if points.count == 1 { points.append(points[0]) }
      for (from, to) in zip(points, points.dropFirst()) {
        let length = max(abs(to.x - from.x), abs(to.y - from.y))
        let steps = max(1, Int((length / 2).rounded(.up)))
        for step in 0...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
          let key = cell(holding: point, in: rect)
          // A diagonal step goes through the cell beside it too, so that the line stays joined.
          if let last, last.x != key.x, last.y != key.y { marked.insert(CellKey(x: key.x, y: last.y)) }
          marked.insert(key)
          last = key
        }
      }
    }
    for key in marked {
      putShade(
        Self.lineGlyph(at: key, in: marked), x: key.x, y: key.y, style: style, overShade: true, into: &grid)
    }
  }

  /// The grid cell that holds a point of the device, kept inside the shape's cells.
  private func cell(holding point: CGPoint, in rect: CellRect) -> CellKey {
    let column = Int((point.x / CellMetrics.columnWidth).rounded(.down)) + origin.x
    let row = Int((point.y / CellMetrics.rowHeight).rounded(.down)) + origin.y
    return CellKey(
      x: min(max(column, rect.x), rect.maxX - 1), y: min(max(row, rect.y), rect.maxY - 1))
  }

  /// The glyph for a cell of a line, from which of its neighbours are part of the line too.
  static func lineGlyph(at key: CellKey, in marked: Set<CellKey>) -> Unicode.Scalar {
    func has(_ dx: Int, _ dy: Int) -> Bool { marked.contains(CellKey(x: key.x + dx, y: key.y + dy)) }
    let (left, right, up, down) = (has(-1, 0), has(1, 0), has(0, -1), has(0, 1))
    switch (left, right, up, down) {
    case (false, true, false, true): return "╭"
    case (true, false, false, true): return "╮"
    case (false, true, true, false): return "╰"
    case (true, false, true, false): return "╯"
    case (_, _, false, false) where left || right: return "─"
    case (false, false, _, _) where up || down: return "│"
    case (false, false, false, false):
      if has(1, 1) || has(-1, -1) { return "╲" }
      if has(-1, 1) || has(1, -1) { return "╱" }
      return "•"
    default:
      return left && right ? "─" : "│"
    }
  }

  /// A cell of the grid, as a set member.
  struct CellKey: Hashable {
    var x: Int
    var y: Int
  }
}
