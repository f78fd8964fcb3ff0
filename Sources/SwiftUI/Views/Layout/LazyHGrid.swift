/// A grid that arranges its children in columns of the rows its grid items describe, filling each
/// column from the top before starting the next; usually inside a horizontal scroll view.
public struct LazyHGrid<Content: View>: View {
  @usableFromInline let rows: [GridItem]
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A horizontal grid.
  ///
  /// - Parameters:
  ///   - rows: The rows, as grid items.
  ///   - alignment: Where the rows sit in a grid taller than they are.
  ///   - spacing: The space between columns, or nil for the system's spacing.
  ///   - pinnedViews: The views pinned as the grid scrolls; accepted.
  ///   - content: The grid's children.
  @inlinable
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyHGrid: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    let grid = HorizontalGridContent(rows: rows, spacing: spacing)
    return [Element(grid, children: inner.resolve(content))]
  }
}

/// A horizontal grid as resolved: its rows; its cells are the element's children, column after
/// column. A fixed row is its length tall, any other row as tall as its tallest cell; a column is as
/// wide as its widest cell. An adaptive row is one row.
struct HorizontalGridContent: ElementContent {
  var rows: [GridItem]
  var spacing: CGFloat?

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let layout = self.layout(builder.flatten(element.children), in: builder)
    return layout.size
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let cells = builder.flatten(element.children)
    let layout = self.layout(cells, in: builder)
    var nodes: [ScreenNode] = []
    for (index, cell) in cells.enumerated() {
      let frame = layout.frames[index].offsetBy(dx: origin.x, dy: origin.y)
      let alignment = rows[index % rows.count].alignment ?? .center
      nodes += builder.placeCell(cell, in: frame, alignment: alignment, scope: scope)
    }
    return (nodes, layout.size)
  }

  /// Each cell's frame from the grid's top-leading corner, and the grid's size.
  private func layout(_ cells: [Element], in builder: ScreenBuilder) -> (frames: [CGRect], size: CGSize) {
    guard !rows.isEmpty else { return ([], .zero) }
    let sizes = cells.map { builder.measure($0, width: nil) }
    let heights = rows.indices.map { row -> CGFloat in
      if case .fixed(let value) = rows[row].size { return value }
      return stride(from: row, to: cells.count, by: rows.count).map { sizes[$0].height }.max() ?? 0
    }
    var frames: [CGRect] = []
    var x: CGFloat = 0
    for start in stride(from: 0, to: cells.count, by: rows.count) {
      let column = start..<min(cells.count, start + rows.count)
      let columnWidth = column.map { sizes[$0].width }.max() ?? 0
      var y: CGFloat = 0
      for index in column {
        let row = index - start
        frames.append(CGRect(x: x, y: y, width: columnWidth, height: heights[row]))
        y += heights[row] + (rows[row].spacing ?? TextMetrics.defaultSpacing)
      }
      x += columnWidth + (spacing ?? TextMetrics.defaultSpacing)
    }
    let gaps = rows.dropLast().map { $0.spacing ?? TextMetrics.defaultSpacing }.reduce(0, +)
    let width = max(0, x - (spacing ?? TextMetrics.defaultSpacing))
    return (frames, CGSize(width: width, height: heights.reduce(0, +) + gaps))
  }
}
