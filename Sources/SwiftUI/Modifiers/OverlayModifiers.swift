extension View {
  /// Layers a view behind this one, in this view's frame.
  ///
  /// ```swift
  /// Text("Seattle")
  ///   .background(alignment: .leading) { Image(systemName: "airplane") }
  /// ```
  ///
  /// The background is laid out in the space this view takes (after its padding and frame) and does
  /// not change that space; it shows, and can be queried and tapped, like any view.
  ///
  /// - Parameters:
  ///   - alignment: Where the background sits when it is smaller than this view.
  ///   - content: The views to put behind.
  /// - Returns: This view with the background.
  @inlinable
  public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(ElementModifier.background(alignment: alignment, content: content))
  }

  /// Layers a view in front of this one, in this view's frame.
  ///
  /// ```swift
  /// Image(systemName: "tray")
  ///   .overlay(alignment: .topTrailing) { Text("3") }
  /// ```
  ///
  /// The overlay is laid out in the space this view takes and does not change it; it shows, and can
  /// be queried and tapped, like any view.
  ///
  /// - Parameters:
  ///   - alignment: Where the overlay sits when it is smaller than this view.
  ///   - content: The views to put in front.
  /// - Returns: This view with the overlay.
  @inlinable
  public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(ElementModifier.overlay(alignment: alignment, content: content))
  }

}

/// A view layered behind or in front of an element by `background(alignment:content:)` or
/// `overlay(alignment:content:)`.
@MainActor
struct Decoration {
  var elements: [Element]
  var alignment: Alignment
  /// An overlay (in front) or a background (behind).
  var isInFront: Bool
}

extension ScreenBuilder {
  /// Places an element's backgrounds behind its own nodes and its overlays in front, each in the
  /// frame the element took, aligned within it; `placed` ends with them all, in that order.
  mutating func placeDecorations(
    of element: Element, around placed: inout Placed, at origin: CGPoint, scope: Scope
  ) {
    var behind: [ScreenNode] = []
    var inFront: [ScreenNode] = []
    let frame = CGRect(origin: origin, size: placed.size)
    for decoration in element.traits.decorations {
      let layers = flatten(decoration.elements)
      let saved = fillsOfferedSpace
      defer { fillsOfferedSpace = saved }
      // A shape (or a colour) takes the whole frame it decorates.
      fillsOfferedSpace = layers.count == 1 && layers[0].content.fillsOfferedSpace
      if fillsOfferedSpace {
        var nodes = place(
          layers[0], origin: frame.origin, width: frame.width, height: frame.height, scope: scope
        ).nodes
        if decoration.isInFront { inFront.append(moving: &nodes) } else { behind.append(moving: &nodes) }
        continue
      }
      let size = measureColumn(layers, width: frame.width)
      let layerOrigin = CGPoint(
        x: frame.minX + (frame.width - min(size.width, frame.width))
          * decoration.alignment.horizontal.fraction,
        y: frame.minY + max(0, frame.height - size.height) * decoration.alignment.vertical.fraction)
      var nodes = placeColumn(
        layers, origin: layerOrigin, width: min(size.width, frame.width),
        height: max(size.height, frame.height),
        spacing: nil, scope: scope
      ).nodes
      if decoration.isInFront { inFront.append(moving: &nodes) } else { behind.append(moving: &nodes) }
    }
    behind.append(moving: &placed.nodes)
    behind.append(moving: &inFront)
    placed.nodes = behind
  }
}

extension HorizontalAlignment {
  /// Where along the free width this alignment puts a view: 0 leading, 1 trailing.
  var fraction: CGFloat {
    switch kind {
    case .leading: 0
    case .trailing: 1
    case .center, .custom: 0.5
    }
  }
}

extension VerticalAlignment {
  /// Where along the free height this alignment puts a view: 0 top, 1 bottom.
  var fraction: CGFloat {
    switch kind {
    case .top, .firstTextBaseline: 0
    case .bottom, .lastTextBaseline: 1
    case .center, .custom: 0.5
    }
  }
}

extension ElementModifier {
  static func decorated<V: View>(with layer: V, alignment: Alignment, inFront: Bool) -> ElementModifier {
    ElementModifier(apply: { context, elements in
      return Element.alone(elements) { element in
        var plain = context
        plain.isLazy = false
        let slot = inFront ? "overlay" : "background"
        let index = element.traits.decorations.count
        let resolved = plain.appending(slot: "\(slot)-\(index)").resolve(layer)
        element.traits.decorations.append(
          Decoration(elements: resolved, alignment: alignment, isInFront: inFront))
      }
    })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func background<V: View>(alignment: Alignment, content: () -> V) -> ElementModifier {
    ElementModifier.decorated(with: content(), alignment: alignment, inFront: false)
  }

  @usableFromInline
  static func overlay<V: View>(alignment: Alignment, content: () -> V) -> ElementModifier {
    ElementModifier.decorated(with: content(), alignment: alignment, inFront: true)
  }
}
