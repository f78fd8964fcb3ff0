/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The device's safe area: the status bar, the home indicator.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area the keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Extends the view into the safe area on the given edges: a view at the top of the safe area
  /// reaches the top of the screen, under the status bar; one at its bottom reaches the bottom.
  ///
  /// - Parameters:
  ///   - regions: The regions to extend into; only the container region changes anything.
  ///   - edges: The edges to extend on.
  /// - Returns: The view extended into the safe area.
  @inlinable
  public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(ElementModifier.ignoresSafeArea(regions, edges: edges))
  }

  /// Shows content at the top or bottom edge of the view, and insets the view's own content by it:
  /// a list or scroll view ends above a bottom inset.
  ///
  /// - Parameters:
  ///   - edge: The edge the content sits at.
  ///   - alignment: Where the content sits along the edge.
  ///   - spacing: The space between the content and the view, or nil for none.
  ///   - content: The content at the edge.
  /// - Returns: The view with the content at its edge.
  @inlinable
  public consuming func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      ElementModifier.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content))
  }
}

extension View {
  /// Shows content at the leading or trailing edge of the view, and insets the view's own content by
  /// it.
  ///
  /// - Parameters:
  ///   - edge: The edge the content sits at.
  ///   - alignment: Where the content sits along the edge.
  ///   - spacing: The space between the content and the view, or nil for none.
  ///   - content: The content at the edge.
  /// - Returns: The view with the content at its edge.
  @inlinable
  public consuming func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      ElementModifier.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content))
  }

}

/// A view with content at its leading or trailing edge (`safeAreaInset(edge:)` with a horizontal
/// edge): its children are the view and the content, which takes its ideal width at the edge.
struct SideInsetContent: ElementContent {
  var edge: HorizontalEdge
  var alignment: VerticalAlignment
  var spacing: CGFloat

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let inset = builder.measure(element.children[1], width: nil)
    let main = builder.measure(element.children[0], width: width.map { max(0, $0 - inset.width - spacing) })
    return CGSize(width: width ?? main.width + spacing + inset.width, height: max(main.height, inset.height))
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let insetWidth = min(width, builder.measure(element.children[1], width: nil).width)
    let mainWidth = max(0, width - insetWidth - spacing)
    let mainX = edge == .leading ? origin.x + insetWidth + spacing : origin.x
    var main = builder.place(
      element.children[0], origin: CGPoint(x: mainX, y: origin.y), width: mainWidth, height: height,
      scope: scope)
    let rowHeight = ScreenBuilder.heightProposal(height) ?? main.size.height
    let insetX = edge == .leading ? origin.x : origin.x + width - insetWidth
    let cell = CGRect(x: insetX, y: origin.y, width: insetWidth, height: rowHeight)
    var nodes = builder.placeCell(
      element.children[1], in: cell, alignment: Alignment(horizontal: .center, vertical: alignment),
      scope: scope)
    main.nodes.append(moving: &nodes)
    return (main.nodes, CGSize(width: width, height: rowHeight))
  }
}

/// A view with content at its top or bottom edge (`safeAreaInset`): its children are the view and the
/// content. The content takes its height at the edge; the view the height left.
struct SafeAreaInsetContent: ElementContent {
  var edge: VerticalEdge
  var alignment: HorizontalAlignment
  var spacing: CGFloat

  func isFlexibleWidth(_ element: Element) -> Bool { element.children.contains { $0.isFlexibleWidth } }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let sizes = element.children.map { builder.measure($0, width: width) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(spacing, +))
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let main = element.children[0]
    let inset = element.children[1]
    let insetHeight = builder.measure(inset, width: width).height
    let bounded = ScreenBuilder.heightProposal(height)
    let mainHeight = max(0, (bounded ?? height) - insetHeight - spacing)
    let mainOrigin = edge == .top ? CGPoint(x: origin.x, y: origin.y + insetHeight + spacing) : origin
    var placedMain = builder.place(main, origin: mainOrigin, width: width, height: mainHeight, scope: scope)
    let total = bounded ?? placedMain.size.height + spacing + insetHeight
    let insetY = edge == .top ? origin.y : origin.y + total - insetHeight
    let cell = CGRect(x: origin.x, y: insetY, width: width, height: insetHeight)
    let alignment = Alignment(horizontal: alignment, vertical: .center)
    var insetNodes = builder.placeCell(inset, in: cell, alignment: alignment, scope: scope)
    placedMain.nodes.append(moving: &insetNodes)
    return (placedMain.nodes, CGSize(width: width, height: total))
  }
}

extension ScreenBuilder {
  /// Extends a placement into the safe area on the edges the element ignores it, where it touches
  /// the edge of the safe area: the origin and height to place it with.
  func extendingIntoSafeArea(_ element: Element, origin: CGPoint, height: CGFloat) -> (CGPoint, CGFloat) {
    let edges = element.traits.ignoredSafeAreaEdges
    guard !edges.isEmpty else { return (origin, height) }
    var origin = origin
    var height = height
    let safeBottom = geometry.size.height - chrome.safeAreaBottom
    if edges.contains(.bottom), abs(origin.y + height - safeBottom) < 0.5 { height += chrome.safeAreaBottom }
    if edges.contains(.top), abs(origin.y - chrome.safeAreaTop) < 0.5 {
      origin.y -= chrome.safeAreaTop
      height += chrome.safeAreaTop
    }
    return (origin, height)
  }
}

extension View {
  /// Extends the view into the safe area on the given edges: iOS 13's form of
  /// ``ignoresSafeArea(_:edges:)`` for the container region.
  ///
  /// - Parameter edges: The edges to extend on.
  /// - Returns: The view extended into the safe area.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use ignoresSafeArea(_:edges:)")
  @inlinable
  public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }
}

extension ElementModifier {
  /// The view and the inset content beside it, laid out by `layout` (the view first, then the inset).
  static func insetting<V: View>(by inset: V, _ layout: any ElementContent) -> ElementModifier {
    ElementModifier(apply: { context, elements in
      let bar = context.appending(index: 1).resolve(inset)
      return [Element(layout, children: [Element.single(elements), Element.single(bar)])]
    })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set) -> ElementModifier {
    .traits { traits in
      if regions.contains(.container) { traits.ignoredSafeAreaEdges.formUnion(edges) }
    }
  }

  @usableFromInline
  static func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment, spacing: CGFloat?, content: () -> V
  ) -> ElementModifier {
    ElementModifier.insetting(
      by: content(), SafeAreaInsetContent(edge: edge, alignment: alignment, spacing: spacing ?? 0))
  }

  @usableFromInline
  static func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment, spacing: CGFloat?, content: () -> V
  ) -> ElementModifier {
    ElementModifier.insetting(
      by: content(), SideInsetContent(edge: edge, alignment: alignment, spacing: spacing ?? 0))
  }
}
