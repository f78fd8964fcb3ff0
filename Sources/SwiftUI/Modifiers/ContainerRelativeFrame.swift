extension View {
  /// Sizes the view to its container (the nearest scroll view, else the window) on the given axes.
  ///
  /// - Parameters:
  ///   - axes: The axes to size on.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  @inlinable
  public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View
  {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes the view to a share of its container: `span` of `count` columns (or rows) with `spacing`
  /// between them.
  ///
  /// - Parameters:
  ///   - axes: The axes to size on.
  ///   - count: How many parts the container is divided into.
  ///   - span: How many of them the view takes.
  ///   - spacing: The space between parts.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The framed view.
  @inlinable
  public consuming func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      ElementModifier.containerRelativeFrame(
        axes, count: count, span: span, spacing: spacing, alignment: alignment))
  }

  /// Sizes the view by a function of its container's length on each of the given axes.
  ///
  /// - Parameters:
  ///   - axes: The axes to size on.
  ///   - alignment: Where the view sits in the frame.
  ///   - length: Given the container's length and the axis, the view's length.
  /// - Returns: The framed view.
  @inlinable
  public consuming func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ElementModifier.containerRelativeFrame(axes, alignment: alignment, length))
  }
}

/// A frame sized from the view's container (`containerRelativeFrame`).
struct ContainerRelativeSize {
  var axes: Axis.Set
  var length: (CGFloat, Axis) -> CGFloat
}

extension ScreenBuilder {
  /// The container a relative frame measures: the nearest scroll view's viewport, else the window's
  /// safe area.
  var containerSize: CGSize {
    if let visibleRect { return visibleRect.size }
    return safeArea(of: CGRect(origin: .zero, size: geometry.size)).size
  }

  /// What an element's modifiers ask of its layout, a container-relative frame turned into a fixed one.
  func frameSpec(of element: Element) -> FrameSpec {
    var spec = element.frameSpec
    guard let relative = element.traits.containerRelative else { return spec }
    let container = containerSize
    if relative.axes.contains(.horizontal) {
      spec.horizontal.fixed = relative.length(container.width, .horizontal)
    }
    if relative.axes.contains(.vertical) {
      spec.vertical.fixed = relative.length(container.height, .vertical)
    }
    return spec
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> ElementModifier {
    .layoutTraits(outside: [.frame, .moved]) { traits in
      traits.containerRelative = ContainerRelativeSize(axes: axes, length: length)
      traits.frameAlignment = alignment
    }
  }

  @usableFromInline
  static func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int, spacing: CGFloat, alignment: Alignment
  ) -> ElementModifier {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let part = (length - spacing * CGFloat(count - 1)) / CGFloat(max(1, count))
      return part * CGFloat(span) + spacing * CGFloat(span - 1)
    }
  }
}
