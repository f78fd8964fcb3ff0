extension ScreenBuilder {
  /// The size an element wants for a proposed width; nil asks for its ideal size (no wrapping).
  func measure(_ element: Element, width proposed: CGFloat?) -> CGSize {
    if let cached = element.measured, cached.width == proposed { return cached.size }
    let size = measureUncached(element, width: proposed)
    element.measured = (proposed, size)
    return size
  }

  private func measureUncached(_ element: Element, width proposed: CGFloat?) -> CGSize {
    let padding = element.traits.padding
    let horizontal = padding.leading + padding.trailing
    let vertical = padding.top + padding.bottom
    let fixed = element.traits.fixedHorizontal
    var inner: CGFloat? = proposed.map { max(0, $0 - horizontal) }
    if fixed { inner = nil }
    if let fixedWidth = element.traits.fixedWidth { inner = fixedWidth - horizontal }
    var size = measureContent(element, width: inner)
    size.width += horizontal
    size.height += vertical
    if let fixedWidth = element.traits.fixedWidth { size.width = fixedWidth }
    if let fixedHeight = element.traits.fixedHeight { size.height = fixedHeight }
    if element.traits.maxWidth == .infinity, let proposed { size.width = max(size.width, proposed) }
    return size
  }

  private func measureContent(_ element: Element, width: CGFloat?) -> CGSize {
    switch element.kind {
    case .text(let string):
      return TextMetrics.size(of: string, width: width, fixed: element.traits.fixedHorizontal)
    case .image:
      return CGSize(width: TextMetrics.iconWidth, height: TextMetrics.lineHeight)
    case .label, .button, .link:
      let title = element.readableText
      let icon: CGFloat = element.firstImageName == nil ? 0 : TextMetrics.iconWidth + (title.isEmpty ? 0 : 8)
      let text = TextMetrics.size(
        of: title, width: width.map { max(0, $0 - icon) }, fixed: element.traits.fixedHorizontal)
      return CGSize(
        width: icon + (title.isEmpty ? 0 : text.width), height: max(text.height, TextMetrics.lineHeight))
    case .textField(let info):
      return CGSize(width: width ?? TextMetrics.idealWidth(of: info.title) + 16, height: 34)
    case .stepper:
      return CGSize(width: width ?? TextMetrics.idealWidth(of: element.readableText) + 110, height: 34)
    case .toggle:
      return CGSize(width: width ?? TextMetrics.idealWidth(of: element.readableText) + 60, height: 31)
    case .spacer:
      return CGSize(width: 8, height: 8)
    case .divider:
      return CGSize(width: width ?? 1, height: 1)
    case .stack(let info):
      let children = flatten(element.children)
      let gap = info.spacing ?? TextMetrics.defaultSpacing
      switch info.axis {
      case .vertical:
        let sizes = children.map { measure($0, width: width) }
        let height = sizes.map(\.height).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
      case .horizontal:
        let sizes = children.map { measure($0, width: nil) }
        let ideal = sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1))
        if let width, ideal > width {
          let widths = distributeWidths(children, width: width, spacing: gap)
          let heights = zip(children, widths).map { measure($0, width: $1).height }
          return CGSize(width: width, height: heights.max() ?? 0)
        }
        return CGSize(width: ideal, height: sizes.map(\.height).max() ?? 0)
      case .depth:
        let sizes = children.map { measure($0, width: width) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
      }
    case .viewThatFits(let axes):
      if let chosen = chooseFitting(element.children, axes: axes, width: width, height: nil) {
        return measure(chosen, width: width)
      }
      return .zero
    case .group, .section, .unavailable:
      let sizes = flatten(element.children).map { measure($0, width: width) }
      let height =
        sizes.map(\.height).reduce(0, +) + TextMetrics.defaultSpacing * CGFloat(max(0, sizes.count - 1))
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    case .scroll, .list, .lazyRows, .navigationStack, .splitView, .tabView:
      return CGSize(width: width ?? 320, height: TextMetrics.rowHeight * 3)
    }
  }

  /// The first child whose ideal size fits the offered space on the constrained axes, else the last.
  func chooseFitting(_ children: [Element], axes: Axis.Set, width: CGFloat?, height: CGFloat?) -> Element? {
    let candidates = flatten(children)
    // Constrained on both axes, a child is offered the width (a text may wrap to fit, as the seed
    // measured); constrained horizontally only, it is asked for its ideal, unwrapped width.
    let proposal = axes.contains(.vertical) ? width : nil
    for candidate in candidates {
      let size = measure(candidate, width: proposal)
      let fitsWidth = !axes.contains(.horizontal) || width == nil || size.width <= width! + 0.5
      let fitsHeight = !axes.contains(.vertical) || height == nil || size.height <= height! + 0.5
      if fitsWidth && fitsHeight { return candidate }
    }
    return candidates.last
  }
}
