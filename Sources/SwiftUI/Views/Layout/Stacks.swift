/// Arranges its children one above the other.
public struct VStack<Content: View>: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A vertical stack.
  @inlinable
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
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// A horizontal stack.
  @inlinable
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
  @usableFromInline let alignment: Alignment
  @usableFromInline let content: Content

  /// A depth stack.
  @inlinable
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension VStack: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    var inner = context
    inner.isLazy = false
    let stack = StackContent(axis: .vertical, spacing: spacing, alignment: alignment.fraction)
    return Element(stack, children: inner.resolve(content))
  }
}

extension HStack: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    var inner = context
    inner.isLazy = false
    let stack = StackContent(axis: .horizontal, spacing: spacing, alignment: alignment.fraction)
    return Element(stack, children: inner.resolve(content))
  }
}

extension ZStack: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    var inner = context
    inner.isLazy = false
    return Element(StackContent(axis: .depth, spacing: 0), children: inner.resolve(content))
  }
}

/// A stack as resolved: its axis and spacing; its children are the element's. A vertical stack is a
/// column; a horizontal one shares its width (``ScreenBuilder/distributeWidths(_:width:spacing:)``);
/// a depth stack lays its children over each other.
struct StackContent: ElementContent {
  enum Axis { case horizontal, vertical, depth }
  // In this order, the fields take 18 bytes: an element holds its content in line up to 24, and
  // boxes a larger one (an allocation for every stack resolved); the axis first took 32.
  /// Where a column's narrower children sit across its width (0 leading, 0.5 centre, 1 trailing), or
  /// a row's shorter children down its height (0 top, 1 bottom).
  var alignment: CGFloat
  var spacing: CGFloat?
  var axis: Axis

  init(axis: Axis, spacing: CGFloat?, alignment: CGFloat = 0) {
    self.alignment = alignment
    self.spacing = spacing
    self.axis = axis
  }

  func isFlexibleWidth(_ element: Element) -> Bool {
    axis == .horizontal && element.children.contains { $0.isFlexibleWidth || $0.isSpacer }
  }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let children = builder.flatten(element.children)
    let gap = spacing ?? TextMetrics.defaultSpacing
    switch axis {
    case .vertical:
      let sizes = builder.measureAll(children, width: width)
      let height = sizes.map(\.height).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1))
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    case .horizontal:
      let sizes = builder.measureAll(children, width: nil)
      let ideal = sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1))
      if let width, ideal > width {
        let widths = builder.distributeWidths(children, width: width, spacing: gap)
        let heights = zip(children, widths).map { builder.measure($0, width: $1).height }
        return CGSize(width: width, height: heights.max() ?? 0)
      }
      return CGSize(width: ideal, height: sizes.map(\.height).max() ?? 0)
    case .depth:
      let sizes = builder.measureAll(children, width: width)
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let children = builder.flatten(element.children)
    switch axis {
    case .vertical:
      // A loop rather than `map`: a closure formed on the main actor checks, child by child, that
      // it runs there.
      var measured: CGFloat = 0
      for child in children { measured = max(measured, builder.measure(child, width: width).width) }
      let columnWidth = min(width, measured)
      let placed = builder.placeColumn(
        children, origin: origin, width: width, height: height, spacing: spacing, scope: scope,
        alignment: alignment, columnWidth: columnWidth,
        spacerLength: spacerLength(children, width: width, height: height, in: builder))
      return (placed.nodes, CGSize(width: columnWidth, height: placed.height))
    case .depth:
      return builder.placeLayers(children, origin: origin, width: width, height: height, scope: scope)
    case .horizontal:
      return placeRow(children, origin: origin, width: width, height: height, scope: scope, in: &builder)
    }
  }

  /// The height each spacer, and each child of infinite maximum height, of a column takes: a share of
  /// what its other children leave of a bounded height, or nil where the height is unbounded (in a
  /// scroll view) or no child is flexible.
  private func spacerLength(_ children: [Element], width: CGFloat, height: CGFloat, in builder: ScreenBuilder)
    -> CGFloat?
  {
    let flexible = children.filter(\.isFlexibleHeight)
    guard !flexible.isEmpty, let bounded = ScreenBuilder.heightProposal(height) else { return nil }
    let gap = spacing ?? TextMetrics.defaultSpacing
    let others = children.filter { !$0.isFlexibleHeight }.map { builder.measure($0, width: width).height }
    let spare = bounded - others.reduce(0, +) - gap * CGFloat(children.count - 1)
    let least = flexible.filter(\.isSpacer).map { builder.measure($0, width: nil).height }.max() ?? 0
    return max(least, spare / CGFloat(flexible.count))
  }

  private func placeRow(
    _ children: [Element], origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let gap = spacing ?? TextMetrics.defaultSpacing
    let widths = builder.distributeWidths(children, width: width, spacing: gap)
    var placements: [ScreenBuilder.Placed] = []
    var x = origin.x
    var tallest: CGFloat = 0
    for (child, childWidth) in zip(children, widths) {
      let placed = builder.place(
        child, origin: CGPoint(x: x, y: origin.y), width: childWidth, height: height, scope: scope)
      placements.append(placed)
      tallest = max(tallest, placed.size.height)
      x += childWidth + gap
    }
    var nodes: [ScreenNode] = []
    for index in placements.indices {
      // Taken out, so that the nodes are moved and adopted where they lie rather than copied.
      var placed: [ScreenNode] = []
      swap(&placed, &placements[index].nodes)
      let spare = tallest - placements[index].size.height
      if alignment > 0 && spare > 0 { ScreenBuilder.shift(&placed, dx: 0, dy: spare * alignment) }
      nodes.append(moving: &placed)
    }
    return (nodes, CGSize(width: min(width, x - gap - origin.x), height: tallest))
  }
}

extension ScreenBuilder {
  /// Places elements over each other at one origin (a depth stack, an overlay), the last on top.
  mutating func placeLayers(
    _ layers: [Element], origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> Placed {
    var nodes: [ScreenNode] = []
    var size = CGSize.zero
    for layer in layers {
      var placed = place(layer, origin: origin, width: width, height: height, scope: scope)
      nodes.append(moving: &placed.nodes)
      size.width = max(size.width, placed.size.width)
      size.height = max(size.height, placed.size.height)
    }
    return (nodes, size)
  }
}

extension Element {
  /// Whether a column shares its spare height with the element: a spacer, or a view whose frame has
  /// an infinite maximum height.
  var isFlexibleHeight: Bool { isSpacer || hasTraits && traits.maxHeight == .infinity }
}
