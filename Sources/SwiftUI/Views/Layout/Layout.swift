/// A way of arranging views. The runtime provides the stack layouts, which can be switched at run
/// time through ``AnyLayout`` while the children keep their identity and state.
public protocol Layout: Sendable {
  /// The arrangement the runtime uses.
  var _arrangement: LayoutArrangement { get }
}

/// How a layout arranges its children; an implementation detail of ``Layout``.
public struct LayoutArrangement: Equatable, Sendable {
  let axis: StackContent.Axis
  let spacing: CGFloat?
}

extension Layout {
  /// Arranges the views the closure builds with this layout.
  @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(arrangement: _arrangement, content: content())
  }
}

/// Arranges views side by side, as `HStack` does.
public struct HStackLayout: Layout {
  let spacing: CGFloat?
  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.spacing = spacing
  }
  /// Side by side.
  public var _arrangement: LayoutArrangement { LayoutArrangement(axis: .horizontal, spacing: spacing) }
}

/// Arranges views one above the other, as `VStack` does.
public struct VStackLayout: Layout {
  let spacing: CGFloat?
  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.spacing = spacing
  }
  /// One above the other.
  public var _arrangement: LayoutArrangement { LayoutArrangement(axis: .vertical, spacing: spacing) }
}

/// Overlays views, as `ZStack` does.
public struct ZStackLayout: Layout {
  /// A depth stack layout.
  public init(alignment: Alignment = .center) {}
  /// Overlaid.
  public var _arrangement: LayoutArrangement { LayoutArrangement(axis: .depth, spacing: 0) }
}

/// A layout chosen at run time. Switching between two `AnyLayout`s keeps the children's identity and
/// state, which an `if`/`else` between two stacks would not.
public struct AnyLayout: Layout {
  /// The arrangement of the wrapped layout.
  public let _arrangement: LayoutArrangement
  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) {
    _arrangement = layout._arrangement
  }
}

struct LayoutView<Content: View>: View {
  let arrangement: LayoutArrangement
  let content: Content
}

extension LayoutView: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    var inner = context
    inner.isLazy = false
    let stack = StackContent(axis: arrangement.axis, spacing: arrangement.spacing)
    return [Element(stack, children: inner.resolve(content))]
  }
}

/// Shows the first of its children whose ideal size fits the space offered, in the order written.
///
/// A text that may wrap fits almost any width; one with `fixedSize()` asks for its whole length on one
/// line and is passed over when that does not fit. If none fits, the last child is shown.
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Chooses among the views the closure builds.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: PrimitiveView {
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
