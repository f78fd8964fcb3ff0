/// A grid that arranges its children in rows of the columns its grid items describe, filling each
/// row from the leading edge before starting the next; usually inside a vertical scroll view.
public struct LazyVGrid<Content: View>: View {
  @usableFromInline let columns: [GridItem]
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A vertical grid.
  ///
  /// - Parameters:
  ///   - columns: The columns, as grid items.
  ///   - alignment: Where the columns sit in a grid wider than they are.
  ///   - spacing: The space between rows, or nil for the system's spacing.
  ///   - pinnedViews: The views pinned as the grid scrolls; accepted.
  ///   - content: The grid's children.
  @inlinable
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyVGrid: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    let grid = VerticalGridContent(columns: columns, alignment: alignment, spacing: spacing)
    return [Element(grid, children: inner.resolve(content))]
  }
}

/// A vertical grid as resolved: its columns, laid out for the width it is offered; its cells are the
/// element's children, row after row, each as tall as its tallest cell.
struct VerticalGridContent: ElementContent {
  var columns: [GridItem]
  var alignment: HorizontalAlignment
  var spacing: CGFloat?

  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let tracks = GridItem.tracks(columns, in: width ?? 320)
    let rows = rowHeights(builder.flatten(element.children), tracks: tracks, in: builder)
    return CGSize(width: width ?? tracksWidth(tracks), height: height(of: rows))
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let cells = builder.flatten(element.children)
    let tracks = GridItem.tracks(columns, in: width)
    guard !tracks.isEmpty else { return ([], .zero) }
    let rows = rowHeights(cells, tracks: tracks, in: builder)
    let lead = max(0, width - tracksWidth(tracks)) * alignment.fraction
    var nodes: [ScreenNode] = []
    var y = origin.y
    for (row, rowHeight) in rows.enumerated() {
      var x = origin.x + lead
      for (column, track) in tracks.enumerated() {
        let index = row * tracks.count + column
        guard index < cells.count else { break }
        let cell = CGRect(x: x, y: y, width: track.length, height: rowHeight)
        nodes += builder.placeCell(cells[index], in: cell, alignment: track.alignment, scope: scope)
        x += track.length + track.spacing
      }
      y += rowHeight + (spacing ?? TextMetrics.defaultSpacing)
    }
    return (nodes, CGSize(width: width, height: self.height(of: rows)))
  }

  private func rowHeights(_ cells: [Element], tracks: [GridTrack], in builder: ScreenBuilder) -> [CGFloat] {
    guard !tracks.isEmpty else { return [] }
    return stride(from: 0, to: cells.count, by: tracks.count).map { start in
      zip(cells[start..<min(cells.count, start + tracks.count)], tracks)
        .map { builder.measure($0, width: $1.length).height }.max() ?? 0
    }
  }

  private func tracksWidth(_ tracks: [GridTrack]) -> CGFloat {
    tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
  }

  private func height(of rows: [CGFloat]) -> CGFloat {
    rows.reduce(0, +) + (spacing ?? TextMetrics.defaultSpacing) * CGFloat(max(0, rows.count - 1))
  }
}

extension ScreenBuilder {
  /// Places an element in a grid's cell, offered the cell's size and aligned in it.
  mutating func placeCell(_ element: Element, in cell: CGRect, alignment: Alignment, scope: Scope)
    -> [ScreenNode]
  {
    var placed = place(element, origin: cell.origin, width: cell.width, height: cell.height, scope: scope)
    let dx = max(0, cell.width - placed.size.width) * alignment.horizontal.fraction
    let dy = max(0, cell.height - placed.size.height) * alignment.vertical.fraction
    Self.shift(&placed.nodes, dx: dx, dy: dy)
    return placed.nodes
  }
}
