extension ScreenBuilder {
  /// The size an element wants for a proposed width; nil asks for its ideal size (no wrapping).
  func measure(_ element: Element, width proposed: CGFloat?) -> CGSize {
    if let cached = element.measured, cached.width == proposed { return cached.size }
    let size = measureUncached(element, width: proposed)
    element.measured = (proposed, size)
    return size
  }

  private func measureUncached(_ element: Element, width proposed: CGFloat?) -> CGSize {
    measureFramed(element, width: proposed)
  }

  /// The size of elements laid out one above the other at the default spacing, as a group, a
  /// section or a presentation's content is.
  func measureColumn(_ elements: [Element], width: CGFloat?) -> CGSize {
    let sizes = measureAll(flatten(elements), width: width)
    let height =
      sizes.map(\.height).reduce(0, +) + TextMetrics.defaultSpacing * CGFloat(max(0, sizes.count - 1))
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
  }

  /// The sizes of elements for one proposed width, in order.
  func measureAll(_ elements: [Element], width: CGFloat?) -> [CGSize] {
    var sizes: [CGSize] = []
    sizes.reserveCapacity(elements.count)
    for element in elements { sizes.append(measure(element, width: width)) }
    return sizes
  }
}
