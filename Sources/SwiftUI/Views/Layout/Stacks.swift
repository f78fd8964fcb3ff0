/// Arranges its children one above the other.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Arranges its children side by side.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Overlays its children, the last on top.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// A depth stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

/// Lazy vertical stack; the runtime builds it like a `VStack`.
public typealias LazyVStack = VStack

/// Lazy horizontal stack; the runtime builds it like an `HStack`.
public typealias LazyHStack = HStack

extension VStack: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    return [Element(.stack(StackInfo(axis: .vertical, spacing: spacing)), children: inner.resolve(content))]
  }
}

extension HStack: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    return [
      Element(.stack(StackInfo(axis: .horizontal, spacing: spacing)), children: inner.resolve(content))
    ]
  }
}

extension ZStack: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    return [Element(.stack(StackInfo(axis: .depth, spacing: 0)), children: inner.resolve(content))]
  }
}

/// Flexible space that pushes its siblings apart in a stack.
public struct Spacer: View {
  let minLength: CGFloat?
  /// A spacer with an optional minimum length.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] { [Element(.spacer)] }
}

/// A thin line between views.
public struct Divider: View {
  /// A divider.
  public init() {}
}

extension Divider: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] { [Element(.divider)] }
}

/// A scrollable area. The hosts scroll it with swipes, arrow keys or the mouse wheel.
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A scroll view along the given axes.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }
}

extension ScrollView: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    let element = Element(.scroll(axes), children: inner.appending(.index(0)).resolve(content))
    // The offset is read by layout only, and a kept placement is never replayed over a scroll view.
    element.traits.scroll = context.passiveState { ScrollState() }
    return [element]
  }
}
