/// A grid of rows and columns: each ``GridRow`` is a row whose children are cells, each column as
/// wide as its widest cell; a view that is not a row spans every column.
public struct Grid<Content: View>: View {
  @usableFromInline let alignment: Alignment
  @usableFromInline let horizontalSpacing: CGFloat?
  @usableFromInline let verticalSpacing: CGFloat?
  @usableFromInline let content: Content

  /// A grid.
  ///
  /// - Parameters:
  ///   - alignment: Where each view sits in its cell.
  ///   - horizontalSpacing: The space between columns, or nil for the system's spacing.
  ///   - verticalSpacing: The space between rows, or nil for the system's spacing.
  ///   - content: The grid's rows.
  @inlinable
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
}

extension Grid: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    let grid = GridContent(
      alignment: alignment, columnSpacing: horizontalSpacing ?? TextMetrics.defaultSpacing,
      rowSpacing: verticalSpacing ?? TextMetrics.defaultSpacing)
    return [Element(grid, children: inner.resolve(content))]
  }
}

extension View {
  /// Makes the view, a cell of a `GridRow`, span several of the grid's columns.
  ///
  /// - Parameter count: How many columns it spans.
  /// - Returns: The spanning view.
  @inlinable
  public consuming func gridCellColumns(_ count: Int) -> some View {
    modifier(ElementModifier.gridCellColumns(count))
  }
}

/// A grid as resolved: its rows are the element's children. Columns take their widest cell's ideal
/// width, narrowed in proportion when they do not fit; rows their tallest cell's height.
struct GridContent: ElementContent {
  var alignment: Alignment
  var columnSpacing: CGFloat
  var rowSpacing: CGFloat

  /// A row's cells, or nil for a view that spans the grid.
  private func cells(of row: Element, in builder: ScreenBuilder) -> [Element]? {
    guard row.contentIs(GridRowContent.self) else { return nil }
    return builder.flatten(row.children)
  }

  /// A row's cells with the column each starts in and how many it spans (`gridCellColumns`).
  private func slots(_ cells: [Element]) -> [(cell: Element, column: Int, span: Int)] {
    var column = 0
    return cells.map { cell in
      let span = max(1, cell.traits.gridCellColumns)
      defer { column += span }
      return (cell, column, span)
    }
  }

  /// The width of `span` columns from `column`, with the spacing between them.
  private func width(from column: Int, span: Int, in widths: [CGFloat]) -> CGFloat {
    let end = min(widths.count, column + span)
    guard column < end else { return 0 }
    return widths[column..<end].reduce(0, +) + columnSpacing * CGFloat(end - column - 1)
  }

  private func columnWidths(_ rows: [Element], width: CGFloat?, in builder: ScreenBuilder) -> [CGFloat] {
    var widths: [CGFloat] = []
    for row in rows {
      guard let cells = cells(of: row, in: builder) else { continue }
      for slot in slots(cells) {
        while widths.count < slot.column + slot.span { widths.append(0) }
        guard slot.span == 1 else { continue }
        widths[slot.column] = max(widths[slot.column], builder.measure(slot.cell, width: nil).width)
      }
    }
    let gaps = columnSpacing * CGFloat(max(0, widths.count - 1))
    let total = widths.reduce(0, +)
    guard let width, total + gaps > width, total > 0 else { return widths }
    let scale = max(0, width - gaps) / total
    return widths.map { $0 * scale }
  }

  private func rowHeight(_ row: Element, widths: [CGFloat], gridWidth: CGFloat?, in builder: ScreenBuilder)
    -> CGFloat
  {
    guard let cells = cells(of: row, in: builder) else {
      return builder.measure(row, width: gridWidth).height
    }
    return slots(cells).map { slot in
      builder.measure(slot.cell, width: width(from: slot.column, span: slot.span, in: widths)).height
    }.max() ?? 0
  }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let rows = builder.flatten(element.children)
    let widths = columnWidths(rows, width: width, in: builder)
    let gridWidth = widths.reduce(0, +) + columnSpacing * CGFloat(max(0, widths.count - 1))
    let heights = rows.map { rowHeight($0, widths: widths, gridWidth: gridWidth, in: builder) }
    let height = heights.reduce(0, +) + rowSpacing * CGFloat(max(0, heights.count - 1))
    return CGSize(width: gridWidth, height: height)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let rows = builder.flatten(element.children)
    let widths = columnWidths(rows, width: width, in: builder)
    let gridWidth = widths.reduce(0, +) + columnSpacing * CGFloat(max(0, widths.count - 1))
    var nodes: [ScreenNode] = []
    var y = origin.y
    for row in rows {
      let rowHeight = rowHeight(row, widths: widths, gridWidth: gridWidth, in: builder)
      guard let cells = cells(of: row, in: builder) else {
        nodes +=
          builder.place(
            row, origin: CGPoint(x: origin.x, y: y), width: gridWidth, height: rowHeight, scope: scope
          )
          .nodes
        y += rowHeight + rowSpacing
        continue
      }
      let rowAlignment = (row.content(as: GridRowContent.self))?.alignment ?? alignment.vertical
      let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: rowAlignment)
      for slot in slots(cells) {
        let x =
          origin.x + self.width(from: 0, span: slot.column, in: widths)
          + (slot.column > 0 ? columnSpacing : 0)
        let frame = CGRect(
          x: x, y: y, width: self.width(from: slot.column, span: slot.span, in: widths), height: rowHeight)
        nodes += builder.placeCell(slot.cell, in: frame, alignment: cellAlignment, scope: scope)
      }
      y += rowHeight + rowSpacing
    }
    return (nodes, CGSize(width: gridWidth, height: max(0, y - rowSpacing - origin.y)))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func gridCellColumns(_ count: Int) -> ElementModifier {
    .traits { $0.gridCellColumns = count }
  }
}
