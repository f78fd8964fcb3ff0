/// The frame modifiers' rules, shared by measuring and placing: what a frame proposes to its content
/// and how large it makes itself around what the content took, on one axis.
///
/// They follow Apple's documentation of `frame(minWidth:idealWidth:maxWidth:...)`: with neither bound
/// the frame is the size of its content; with both, the proposal clamped to them; with one, the
/// proposal where it is on the far side of the content, clamped to the bound; then the result is
/// kept within the bounds. A fixed `frame(width:height:)` is that length whatever the content takes.
struct FrameAxis {
  var fixed: CGFloat?
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?

  /// Whether the frame changes anything on this axis.
  var isEmpty: Bool { fixed == nil && min == nil && max == nil && ideal == nil }

  /// The length proposed to the content for a proposal made to the frame (nil: the ideal length).
  func proposal(_ proposed: CGFloat?) -> CGFloat? {
    if let fixed { return fixed }
    guard let proposed else { return ideal }
    return clamp(proposed)
  }

  /// The frame's own length, for a proposal made to it and the length its content took.
  func length(proposed: CGFloat?, content: CGFloat) -> CGFloat {
    if let fixed { return fixed }
    if min == nil && max == nil { return content }
    guard let proposed = proposed ?? ideal else { return clamp(content) }
    if min != nil && max != nil { return clamp(proposed) }
    if let min, proposed < content { return clamp(Swift.max(proposed, min)) }
    if let max, proposed > content { return clamp(Swift.min(proposed, max)) }
    return clamp(content)
  }

  private func clamp(_ value: CGFloat) -> CGFloat {
    var result = value
    if let max { result = Swift.min(result, max) }
    if let min { result = Swift.max(result, min) }
    return result
  }
}

extension Traits {
  /// The frame's rules across the width.
  var horizontalFrame: FrameAxis {
    FrameAxis(fixed: fixedWidth, min: minWidth, ideal: idealWidth, max: maxWidth)
  }

  /// The frame's rules down the height.
  var verticalFrame: FrameAxis {
    FrameAxis(fixed: fixedHeight, min: minHeight, ideal: idealHeight, max: maxHeight)
  }

  /// Whether a frame modifier set anything.
  var hasFrame: Bool { !horizontalFrame.isEmpty || !verticalFrame.isEmpty || containerRelative != nil }
}

extension ScreenBuilder {
  /// The height a placement offers, as a proposal: the space left in a scrolling column is no bound.
  static func heightProposal(_ height: CGFloat) -> CGFloat? {
    height >= 1_000_000 ? nil : height
  }

  /// Moves placed nodes and everything inside them.
  static func shift(_ nodes: [ScreenNode], dx: CGFloat, dy: CGFloat) -> [ScreenNode] {
    guard dx != 0 || dy != 0 else { return nodes }
    return nodes.map { node in
      var copy = node
      copy.frame = node.frame.offsetBy(dx: dx, dy: dy)
      copy.children = shift(node.children, dx: dx, dy: dy)
      return copy
    }
  }

  /// Places an element's content inside its padding and frame, aligned in the frame, then moves it
  /// by its offset or to its position.
  mutating func placeFramed(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> Placed {
    let (origin, height) = extendingIntoSafeArea(element, origin: origin, height: height)
    let traits = resolvingContainerFrame(element.traits)
    let padding = traits.padding
    let horizontal = traits.horizontalFrame
    let vertical = traits.verticalFrame
    let padWidth = padding.leading + padding.trailing
    let padHeight = padding.top + padding.bottom
    let offeredHeight = Self.heightProposal(height)
    let childWidth = horizontal.proposal(width) ?? width
    let childHeight = vertical.proposal(offeredHeight) ?? height
    let innerOrigin = CGPoint(x: origin.x + padding.leading, y: origin.y + padding.top)
    let outerSpaces = namedSpaces
    if let name = traits.coordinateSpaceName { namedSpaces[name] = origin }
    defer { namedSpaces = outerSpaces }
    var result = element.content.place(
      element, at: innerOrigin, width: max(0, childWidth - padWidth), height: max(0, childHeight - padHeight),
      scope: scope, in: &self)
    let padded = CGSize(width: result.size.width + padWidth, height: result.size.height + padHeight)
    var size = CGSize(
      width: horizontal.length(proposed: width, content: padded.width),
      height: vertical.length(proposed: offeredHeight, content: padded.height))
    var dx = (size.width - padded.width) * traits.frameAlignment.horizontal.fraction
    var dy = (size.height - padded.height) * traits.frameAlignment.vertical.fraction
    dx += traits.offset.width
    dy += traits.offset.height
    if let position = traits.position {
      dx = position.x - size.width / 2
      dy = position.y - size.height / 2
      size = CGSize(width: width, height: offeredHeight ?? position.y + size.height / 2)
    }
    result.nodes = Self.shift(result.nodes, dx: dx, dy: dy)
    result.size = size
    return result
  }

  /// The size of an element inside its padding and frame, for a proposed width.
  func measureFramed(_ element: Element, width proposed: CGFloat?) -> CGSize {
    let traits = resolvingContainerFrame(element.traits)
    let padding = traits.padding
    let padWidth = padding.leading + padding.trailing
    let padHeight = padding.top + padding.bottom
    let horizontal = traits.horizontalFrame
    let vertical = traits.verticalFrame
    var inner = horizontal.proposal(proposed).map { max(0, $0 - padWidth) }
    if traits.fixedHorizontal && horizontal.fixed == nil { inner = nil }
    let content = element.content.measure(element, width: inner, in: self)
    let padded = CGSize(width: content.width + padWidth, height: content.height + padHeight)
    if traits.position != nil, let proposed { return CGSize(width: proposed, height: padded.height) }
    return CGSize(
      width: horizontal.length(proposed: proposed, content: padded.width),
      height: vertical.length(proposed: nil, content: padded.height))
  }
}
