extension View {
  /// Adds space around the view: the system's padding (16 points) or the given length, on the
  /// given edges.
  ///
  /// - Parameters:
  ///   - edges: The edges to pad; all of them by default.
  ///   - length: The space on each of those edges, or nil for the system's padding.
  /// - Returns: A view padded on those edges.
  @inlinable
  public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(ElementModifier.padding(edges, length))
  }

  /// Adds the same space on every edge.
  ///
  /// - Parameter length: The space on each edge.
  /// - Returns: A view padded on every edge.
  @inlinable
  public consuming func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds space given per edge.
  ///
  /// - Parameter insets: The space on each edge.
  /// - Returns: A view padded by the insets.
  @inlinable
  public consuming func padding(_ insets: EdgeInsets) -> some View {
    modifier(ElementModifier.padding(insets))
  }

  /// Puts the view in a frame of a fixed width, height or both; the view sits in it at `alignment`.
  ///
  /// - Parameters:
  ///   - width: The frame's width, or nil to take the view's.
  ///   - height: The frame's height, or nil to take the view's.
  ///   - alignment: Where the view sits in a frame larger than it.
  /// - Returns: The framed view.
  @inlinable
  public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(ElementModifier.frame(width: width, height: height, alignment: alignment))
  }

  /// Puts the view in a flexible frame, bounded on each axis; `maxWidth: .infinity` takes all the width
  /// offered. The view sits in the frame at `alignment`.
  ///
  /// - Parameters:
  ///   - minWidth: The least width of the frame.
  ///   - idealWidth: The width the frame takes when asked for its ideal size.
  ///   - maxWidth: The greatest width of the frame; `.infinity` takes all the width offered.
  ///   - minHeight: The least height of the frame.
  ///   - idealHeight: The height the frame takes when asked for its ideal size.
  ///   - maxHeight: The greatest height of the frame; `.infinity` takes all the height offered.
  ///   - alignment: Where the view sits in a frame larger than it.
  /// - Returns: The framed view.
  @inlinable
  public consuming func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      ElementModifier.frame(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// Keeps the view at its ideal size: a text stays on one line however long it is.
  ///
  /// - Returns: A view at its ideal size.
  @inlinable
  public consuming func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps the view at its ideal size along the given axes.
  ///
  /// - Parameters:
  ///   - horizontal: Whether the width is the ideal width.
  ///   - vertical: Whether the height is the ideal height.
  /// - Returns: A view at its ideal size on those axes.
  @inlinable
  public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(ElementModifier.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// Hides the view; it keeps its place.
  ///
  /// - Returns: A hidden view.
  @inlinable
  public consuming func hidden() -> some View {
    modifier(ElementModifier.hidden())
  }

  /// Moves the view where it is drawn without changing its place in the layout.
  ///
  /// - Parameter offset: How far to move it, right and down.
  /// - Returns: The moved view.
  @inlinable
  public consuming func offset(_ offset: CGSize) -> some View {
    modifier(ElementModifier.offset(x: offset.width, y: offset.height))
  }

  /// Moves the view where it is drawn without changing its place in the layout.
  ///
  /// - Parameters:
  ///   - x: How far to move it right.
  ///   - y: How far to move it down.
  /// - Returns: The moved view.
  @inlinable
  public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(ElementModifier.offset(x: x, y: y))
  }

  /// Puts the view's center at a point of the space its parent offers; the view takes all that space.
  ///
  /// - Parameter position: The point, from the top-leading corner of the space offered.
  /// - Returns: The positioned view.
  @inlinable
  public consuming func position(_ position: CGPoint) -> some View {
    modifier(ElementModifier.position(position))
  }

  /// Puts the view's center at a point of the space its parent offers; the view takes all that space.
  ///
  /// - Parameters:
  ///   - x: The center's distance from the leading edge of the space offered.
  ///   - y: The center's distance from the top edge of the space offered.
  /// - Returns: The positioned view.
  @inlinable
  public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Sets the priority of the view in its stack: a row too narrow for its views narrows those of lower
  /// priority first.
  ///
  /// - Parameter value: The priority; 0 by default.
  /// - Returns: A view with that priority.
  @inlinable
  public consuming func layoutPriority(_ value: Double) -> some View {
    modifier(ElementModifier.layoutPriority(value))
  }
}

/// Layout traits a modifier must stay outside of: when the element already has one, the modifier's
/// change wraps the element instead of joining its traits.
struct LayoutLayers: OptionSet {
  let rawValue: Int
  /// A frame (fixed or flexible).
  static let frame = LayoutLayers(rawValue: 1)
  /// An offset or a position.
  static let moved = LayoutLayers(rawValue: 2)
  /// A position.
  static let position = LayoutLayers(rawValue: 4)
}

extension ElementModifier {
  /// A modifier that applies a layout change around what the element already has: a padding
  /// applied after a frame pads the frame, a frame applied after another frames it.
  static func layoutTraits(
    outside layers: LayoutLayers, _ change: @escaping @MainActor (inout Traits) -> Void
  )
    -> ElementModifier
  {
    ElementModifier(apply: { _, elements in
      let alone = Element.alone(elements)
      let element = alone[0]
      let moved = element.traits.offset != .zero || element.traits.position != nil
      if layers.contains(.frame) && element.hasFrame || layers.contains(.moved) && moved
        || layers.contains(.position) && element.traits.position != nil
      {
        let box = Element(LayoutBoxContent(), children: alone)
        change(&box.traits)
        return [box]
      }
      change(&element.traits)
      return alone
    })
  }
}

/// A box around one element, so that a modifier can apply around the element's own frame: it is the
/// size of its child, and places it at its origin.
struct LayoutBoxContent: ElementContent {
  func isFlexibleWidth(_ element: Element) -> Bool {
    element.children.contains { $0.isFlexibleWidth }
  }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureColumn(element.children, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    var nodes: [ScreenNode] = []
    var size = CGSize.zero
    for child in element.children {
      var placed = builder.place(child, origin: origin, width: width, height: height, scope: scope)
      nodes.append(moving: &placed.nodes)
      size = CGSize(width: max(size.width, placed.size.width), height: max(size.height, placed.size.height))
    }
    return (nodes, size)
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> ElementModifier {
    let amount = length ?? 16
    return .layoutTraits(outside: [.frame, .moved]) { traits in
      if edges.contains(.top) { traits.padding.top += amount }
      if edges.contains(.leading) { traits.padding.leading += amount }
      if edges.contains(.bottom) { traits.padding.bottom += amount }
      if edges.contains(.trailing) { traits.padding.trailing += amount }
    }
  }

  @usableFromInline
  static func padding(_ insets: EdgeInsets) -> ElementModifier {
    .layoutTraits(outside: [.frame, .moved]) { traits in
      traits.padding.top += insets.top
      traits.padding.leading += insets.leading
      traits.padding.bottom += insets.bottom
      traits.padding.trailing += insets.trailing
    }
  }

  @usableFromInline
  static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> ElementModifier {
    .layoutTraits(outside: [.frame, .moved]) { traits in
      traits.fixedWidth = width
      traits.fixedHeight = height
      traits.frameAlignment = alignment
    }
  }

  @usableFromInline
  static func frame(
    minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
    maxHeight: CGFloat?, alignment: Alignment
  ) -> ElementModifier {
    .layoutTraits(outside: [.frame, .moved]) { traits in
      traits.minWidth = minWidth
      traits.idealWidth = idealWidth
      traits.maxWidth = maxWidth
      traits.minHeight = minHeight
      traits.idealHeight = idealHeight
      traits.maxHeight = maxHeight
      traits.frameAlignment = alignment
    }
  }

  @usableFromInline
  static func fixedSize(horizontal: Bool, vertical: Bool) -> ElementModifier {
    .traits { traits in
      traits.fixedHorizontal = traits.fixedHorizontal || horizontal
      traits.fixedVertical = traits.fixedVertical || vertical
    }
  }

  @usableFromInline
  static func hidden() -> ElementModifier {
    .traits { $0.isHidden = true }
  }

  @usableFromInline
  static func offset(x: CGFloat, y: CGFloat) -> ElementModifier {
    .layoutTraits(outside: [.position]) { traits in
      traits.offset.width += x
      traits.offset.height += y
    }
  }

  @usableFromInline
  static func position(_ position: CGPoint) -> ElementModifier {
    .layoutTraits(outside: [.moved]) { $0.position = position }
  }

  @usableFromInline
  static func layoutPriority(_ value: Double) -> ElementModifier {
    .traits { $0.layoutPriority = value }
  }
}
