/// One row of a ``Grid``: each of its children is a cell, in the grid's columns.
public struct GridRow<Content: View>: View {
  @usableFromInline let alignment: VerticalAlignment?
  @usableFromInline let content: Content

  /// A grid row.
  ///
  /// - Parameters:
  ///   - alignment: Where the cells sit down the row, or nil for the grid's alignment.
  ///   - content: The row's cells.
  @inlinable
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension GridRow: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    return [Element(GridRowContent(alignment: alignment), children: inner.resolve(content))]
  }
}

/// A grid row as resolved: its cells are the element's children. Outside a grid it lays its cells out
/// side by side, as a row.
struct GridRowContent: ElementContent {
  var alignment: VerticalAlignment?

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    StackContent(axis: .horizontal, spacing: nil).measure(element, width: width, in: builder)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    StackContent(axis: .horizontal, spacing: nil).place(
      element, at: origin, width: width, height: height, scope: scope, in: &builder)
  }
}
