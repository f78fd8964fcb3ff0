/// A horizontal stack that SwiftUI builds lazily; the runtime lays it out as an `HStack`, building
/// every child.
public struct LazyHStack<Content: View>: View {
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A lazy horizontal stack.
  ///
  /// - Parameters:
  ///   - alignment: Where shorter children sit down the stack.
  ///   - spacing: The space between children, or nil for the system's spacing.
  ///   - pinnedViews: The views pinned as the stack scrolls; accepted.
  ///   - content: The stack's children.
  @inlinable
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyHStack: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    let stack = StackContent(axis: .horizontal, spacing: spacing, alignment: alignment.fraction)
    return [Element(stack, children: inner.resolve(content))]
  }
}
