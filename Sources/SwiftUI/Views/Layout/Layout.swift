/// A way of arranging views: the stack layouts, or an app's own, which sizes itself in
/// ``sizeThatFits(proposal:subviews:cache:)`` and places its subviews in
/// ``placeSubviews(in:proposal:subviews:cache:)``. Switching between two layouts through
/// ``AnyLayout`` keeps the children's identity and state.
public protocol Layout {
  /// What the layout computes once and keeps between its two calls; `Void` unless it needs one.
  associatedtype Cache = Void
  /// The views the layout arranges.
  typealias Subviews = LayoutSubviews

  /// Makes the cache for a set of subviews.
  ///
  /// - Parameter subviews: The subviews.
  /// - Returns: The cache.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings the cache up to date with the subviews.
  ///
  /// - Parameters:
  ///   - cache: The cache.
  ///   - subviews: The subviews.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The size the layout takes for a proposal.
  ///
  /// - Parameters:
  ///   - proposal: The size offered; nil on an axis asks for the ideal size.
  ///   - subviews: The subviews, to measure.
  ///   - cache: The cache.
  /// - Returns: The size the layout takes.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview in the bounds the layout was given.
  ///
  /// - Parameters:
  ///   - bounds: Where the layout is, in the space of its parent.
  ///   - proposal: The size that was offered.
  ///   - subviews: The subviews, to place.
  ///   - cache: The cache.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// How a built-in stack layout arranges its children; nil for an app's own layout.
  var _arrangement: LayoutArrangement? { get }
}

extension Layout where Cache == () {
  /// No cache.
  ///
  /// - Parameter subviews: The subviews.
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  /// Makes the cache again.
  ///
  /// - Parameters:
  ///   - cache: The cache.
  ///   - subviews: The subviews.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// An app's own layout.
  public var _arrangement: LayoutArrangement? { nil }

  /// Arranges the views the closure builds with this layout.
  ///
  /// - Parameter content: The views to arrange.
  /// - Returns: The arranged views.
  @inlinable @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// How a stack layout arranges its children; an implementation detail of ``Layout``.
public struct LayoutArrangement: Equatable, Sendable {
  let axis: StackContent.Axis
  let spacing: CGFloat?
  var alignment: CGFloat = 0.5
}

/// The built-in stack layouts, which the runtime arranges itself.
protocol StackLayout: Layout where Cache == Void {}

extension StackLayout {
  /// Measured by the runtime.
  ///
  /// - Parameters:
  ///   - proposal: The size offered.
  ///   - subviews: The subviews.
  ///   - cache: No cache.
  /// - Returns: The proposal's size, or zero.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Placed by the runtime.
  ///
  /// - Parameters:
  ///   - bounds: The bounds.
  ///   - proposal: The size offered.
  ///   - subviews: The subviews.
  ///   - cache: No cache.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

/// Arranges views side by side, as `HStack` does.
public struct HStackLayout: StackLayout {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  /// A horizontal stack layout.
  ///
  /// - Parameters:
  ///   - alignment: Where shorter views sit down the row.
  ///   - spacing: The space between views, or nil for the system's spacing.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// Side by side.
  public var _arrangement: LayoutArrangement? {
    LayoutArrangement(axis: .horizontal, spacing: spacing, alignment: alignment.fraction)
  }
}

/// Arranges views one above the other, as `VStack` does.
public struct VStackLayout: StackLayout {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  /// A vertical stack layout.
  ///
  /// - Parameters:
  ///   - alignment: Where narrower views sit across the column.
  ///   - spacing: The space between views, or nil for the system's spacing.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  /// One above the other.
  public var _arrangement: LayoutArrangement? {
    LayoutArrangement(axis: .vertical, spacing: spacing, alignment: alignment.fraction)
  }
}

/// Overlays views, as `ZStack` does.
public struct ZStackLayout: StackLayout {
  /// A depth stack layout.
  ///
  /// - Parameter alignment: Where the views sit; accepted.
  public init(alignment: Alignment = .center) {}
  /// Overlaid.
  public var _arrangement: LayoutArrangement? { LayoutArrangement(axis: .depth, spacing: 0) }
}

/// A layout chosen at run time. Switching between two `AnyLayout`s keeps the children's identity and
/// state, which an `if`/`else` between two stacks would not.
public struct AnyLayout: Layout {
  /// The wrapped layout's cache.
  public typealias Cache = Any
  let base: any Layout

  /// Wraps a layout.
  ///
  /// - Parameter layout: The layout.
  public init<L: Layout>(_ layout: L) {
    base = layout
  }

  /// The arrangement of the wrapped layout.
  public var _arrangement: LayoutArrangement? { base._arrangement }

  /// The wrapped layout's cache.
  ///
  /// - Parameter subviews: The subviews.
  /// - Returns: The cache.
  public func makeCache(subviews: Subviews) -> Any {
    func open<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
    return open(base)
  }

  /// The wrapped layout's size.
  ///
  /// - Parameters:
  ///   - proposal: The size offered.
  ///   - subviews: The subviews.
  ///   - cache: The wrapped layout's cache.
  /// - Returns: The size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
    func open<L: Layout>(_ layout: L) -> CGSize {
      guard var typed = cache as? L.Cache else { return .zero }
      let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
      cache = typed
      return size
    }
    return open(base)
  }

  /// Places the subviews as the wrapped layout does.
  ///
  /// - Parameters:
  ///   - bounds: The bounds.
  ///   - proposal: The size offered.
  ///   - subviews: The subviews.
  ///   - cache: The wrapped layout's cache.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
  ) {
    func open<L: Layout>(_ layout: L) {
      guard var typed = cache as? L.Cache else { return }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
      cache = typed
    }
    open(base)
  }
}

/// Views arranged by a layout, made in place by the app's module as a modifier is (see
/// ``ElementModifier``). Unconstrained, a view only where its parameters are a layout and a view: a
/// requirement on a parameter is checked, a scan of every conformance in the process, for each new
/// type it is given (docs/ARCHITECTURE.md).
@usableFromInline
struct LayoutView<L, Content> {
  @usableFromInline let layout: L
  @usableFromInline let content: Content

  @inlinable
  init(layout: L, content: Content) {
    self.layout = layout
    self.content = content
  }
}

extension LayoutView: View, PrimitiveView where L: Layout, Content: View {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  @usableFromInline static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    let children = inner.resolve(content)
    if let arrangement = layout._arrangement {
      let stack = StackContent(
        axis: arrangement.axis, spacing: arrangement.spacing, alignment: arrangement.alignment)
      return [Element(stack, children: children)]
    }
    return [Element(CustomLayoutContent(layout: layout), children: children)]
  }
}

/// Shows the first of its children whose ideal size fits the space offered, in the order written.
///
/// A text that may wrap fits almost any width; one with `fixedSize()` asks for its whole length on one
/// line and is passed over when that does not fit. If none fits, the last child is shown.
public struct ViewThatFits<Content: View>: View {
  @usableFromInline let axes: Axis.Set
  @usableFromInline let content: Content

  /// Chooses among the views the closure builds.
  @inlinable
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    return [Element(FittingContent(axes: axes), children: inner.resolve(content))]
  }
}

/// A `ViewThatFits` as resolved: the axes it checks; its candidates are the element's children. It
/// measures and places the first candidate that fits.
struct FittingContent: ElementContent {
  var axes: Axis.Set

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    guard let chosen = choose(element.children, width: width, height: nil, in: builder) else { return .zero }
    return builder.measure(chosen, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    guard let chosen = choose(element.children, width: width, height: height, in: builder) else {
      return ([], .zero)
    }
    return builder.place(chosen, origin: origin, width: width, height: height, scope: scope)
  }

  /// The first child whose ideal size fits the offered space on the constrained axes, else the last.
  private func choose(_ children: [Element], width: CGFloat?, height: CGFloat?, in builder: ScreenBuilder)
    -> Element?
  {
    let candidates = builder.flatten(children)
    // Constrained on both axes, a child is offered the width (a text may wrap to fit, as the seed
    // measured); constrained horizontally only, it is asked for its ideal, unwrapped width.
    let proposal = axes.contains(.vertical) ? width : nil
    for candidate in candidates {
      let size = builder.measure(candidate, width: proposal)
      let fitsWidth = !axes.contains(.horizontal) || width == nil || size.width <= width! + 0.5
      let fitsHeight = !axes.contains(.vertical) || height == nil || size.height <= height! + 0.5
      if fitsWidth && fitsHeight { return candidate }
    }
    return candidates.last
  }
}
