/// A vertical stack that builds the rows of its `ForEach`s only as they come on screen: in a scroll
/// view, the rows in its viewport; elsewhere, those on the screen.
public struct LazyVStack<Content: View>: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A lazy vertical stack.
  ///
  /// - Parameters:
  ///   - alignment: Where narrower children sit across the stack.
  ///   - spacing: The space between children, or nil for the system's spacing.
  ///   - pinnedViews: The views pinned as the stack scrolls; accepted.
  ///   - content: The stack's children.
  @inlinable
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyVStack: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = true
    let state = context.primitiveState { LazyStackState() }
    let stack = LazyStackContent(spacing: spacing, alignment: alignment.fraction, state: state)
    return [Element(stack, children: inner.resolve(content))]
  }
}

/// The heights of a lazy stack's rows as last laid out, by id, to place the rows not built.
@MainActor
final class LazyStackState: PrimitiveState {
  var heights: [AnyHashable: CGFloat] = [:]
  /// The height of the rows built, on average: the estimate for a row never built.
  var typical: CGFloat = TextMetrics.lineHeight
}

/// A lazy vertical stack as resolved: its children are the element's; a `ForEach` among them is lazy
/// rows, of which it builds those that lie in the visible part of the screen and counts the others at
/// their last height (or the typical one).
struct LazyStackContent: ElementContent {
  var spacing: CGFloat?
  var alignment: CGFloat
  let state: LazyStackState

  var readsStateInLayout: Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    var height: CGFloat = 0
    var widest: CGFloat = 0
    let children = builder.flatten(element.children)
    let gap = spacing ?? TextMetrics.defaultSpacing
    for child in children {
      if let rows = child.content(as: LazyRows.self) {
        for index in 0..<rows.count { height += (state.heights[rows.id(at: index)] ?? state.typical) + gap }
      } else {
        let size = builder.measure(child, width: width)
        height += size.height + gap
        widest = max(widest, size.width)
      }
    }
    return CGSize(width: width ?? widest, height: max(0, height - gap))
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let visible = builder.visibleRect ?? CGRect(origin: .zero, size: builder.geometry.size)
    let gap = spacing ?? TextMetrics.defaultSpacing
    var nodes: [ScreenNode] = []
    var y = origin.y
    func put(_ child: Element) -> CGFloat {
      var placed = builder.place(
        child, origin: CGPoint(x: origin.x, y: y), width: width, height: .greatestFiniteMagnitude,
        scope: scope)
      let spare = width - placed.size.width
      if spare > 0 { ScreenBuilder.shift(&placed.nodes, dx: spare * alignment, dy: 0) }
      nodes.append(moving: &placed.nodes)
      return placed.size.height
    }
    for child in builder.flatten(element.children) {
      guard let rows = child.content(as: LazyRows.self) else {
        y += put(child) + gap
        continue
      }
      for index in 0..<rows.count {
        let id = rows.id(at: index)
        let estimate = state.heights[id] ?? state.typical
        guard y + estimate >= visible.minY, y <= visible.maxY else {
          y += estimate + gap
          continue
        }
        builder.host.metrics.rowsBuilt += 1
        var rowHeight: CGFloat = 0
        for (part, row) in builder.flatten(rows.elements(at: index)).enumerated() {
          if part > 0 { rowHeight += gap }
          rowHeight += put(row)
        }
        state.heights[id] = rowHeight
        state.typical = (state.typical * 7 + rowHeight) / 8
        y += rowHeight + gap
      }
    }
    return (nodes, CGSize(width: width, height: max(0, y - gap - origin.y)))
  }
}
