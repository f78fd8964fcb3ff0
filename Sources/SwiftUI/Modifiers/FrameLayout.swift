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

/// What an element's padding, frame and position modifiers ask of its layout, read field by field
/// off its traits: layout runs for every element at every placement, and copying the whole of
/// ``Traits`` (some fifty fields) there cost more than the arithmetic.
struct FrameSpec {
  var padding: EdgeInsets
  var horizontal: FrameAxis
  var vertical: FrameAxis
  var alignment: Alignment
  var offset: CGSize
  var position: CGPoint?
  var fixedHorizontal: Bool
  var coordinateSpaceName: AnyHashable?
}

extension Element {
  /// Whether a frame modifier set anything.
  var hasFrame: Bool {
    let traits = traitsAddress
    return traits.pointee.fixedWidth != nil || traits.pointee.minWidth != nil
      || traits.pointee.idealWidth != nil || traits.pointee.maxWidth != nil
      || traits.pointee.fixedHeight != nil || traits.pointee.minHeight != nil
      || traits.pointee.idealHeight != nil || traits.pointee.maxHeight != nil
      || traits.pointee.containerRelative != nil
  }

  /// What the element's modifiers ask of its layout, before a container-relative frame is resolved.
  var frameSpec: FrameSpec {
    let traits = traitsAddress
    return FrameSpec(
      padding: traits.pointee.padding,
      horizontal: FrameAxis(
        fixed: traits.pointee.fixedWidth, min: traits.pointee.minWidth, ideal: traits.pointee.idealWidth,
        max: traits.pointee.maxWidth),
      vertical: FrameAxis(
        fixed: traits.pointee.fixedHeight, min: traits.pointee.minHeight, ideal: traits.pointee.idealHeight,
        max: traits.pointee.maxHeight),
      alignment: traits.pointee.frameAlignment, offset: traits.pointee.offset,
      position: traits.pointee.position, fixedHorizontal: traits.pointee.fixedHorizontal,
      coordinateSpaceName: traits.pointee.coordinateSpaceName)
  }
}

extension ScreenBuilder {
  /// The height a placement offers, as a proposal: the space left in a scrolling column is no bound.
  static func heightProposal(_ height: CGFloat) -> CGFloat? {
    height >= 1_000_000 ? nil : height
  }

  /// Moves placed nodes and everything inside them, in place: nodes a placement just made are its
  /// own, and moving them copies none of them (a copy retains each node's text, children and facts).
  /// Children shared with a kept placement are copied as they are moved.
  ///
  /// Nonisolated: a closure formed on the main actor would check at each node that it runs there.
  ///
  /// - Parameters:
  ///   - nodes: The nodes, moved where they lie.
  ///   - dx: The horizontal distance.
  ///   - dy: The vertical distance.
  nonisolated static func shift(_ nodes: inout [ScreenNode], dx: CGFloat, dy: CGFloat) {
    guard dx != 0 || dy != 0, !nodes.isEmpty else { return }
    nodes.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices {
        buffer[index].frame = buffer[index].frame.offsetBy(dx: dx, dy: dy)
        shift(&buffer[index].children, dx: dx, dy: dy)
      }
    }
  }

  /// Places an element's content inside its padding and frame, aligned in the frame, then moves it
  /// by its offset or to its position.
  mutating func placeFramed(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> Placed {
    guard element.hasTraits else {
      return element.content.place(
        element, at: origin, width: max(0, width), height: max(0, height), scope: scope, in: &self)
    }
    let (origin, height) = extendingIntoSafeArea(element, origin: origin, height: height)
    let spec = frameSpec(of: element)
    let padding = spec.padding
    let horizontal = spec.horizontal
    let vertical = spec.vertical
    let padWidth = padding.leading + padding.trailing
    let padHeight = padding.top + padding.bottom
    let offeredHeight = Self.heightProposal(height)
    let childWidth = horizontal.proposal(width) ?? width
    let childHeight = vertical.proposal(offeredHeight) ?? height
    let innerOrigin = CGPoint(x: origin.x + padding.leading, y: origin.y + padding.top)
    let outerSpaces = namedSpaces
    if let name = spec.coordinateSpaceName { namedSpaces[name] = origin }
    defer { namedSpaces = outerSpaces }
    var result = element.content.place(
      element, at: innerOrigin, width: max(0, childWidth - padWidth), height: max(0, childHeight - padHeight),
      scope: scope, in: &self)
    let padded = CGSize(width: result.size.width + padWidth, height: result.size.height + padHeight)
    var size = CGSize(
      width: horizontal.length(proposed: width, content: padded.width),
      height: vertical.length(proposed: offeredHeight, content: padded.height))
    var dx = (size.width - padded.width) * spec.alignment.horizontal.fraction
    var dy = (size.height - padded.height) * spec.alignment.vertical.fraction
    dx += spec.offset.width
    dy += spec.offset.height
    if let position = spec.position {
      dx = position.x - size.width / 2
      dy = position.y - size.height / 2
      size = CGSize(width: width, height: offeredHeight ?? position.y + size.height / 2)
    }
    Self.shift(&result.nodes, dx: dx, dy: dy)
    result.size = size
    return result
  }

  /// The size of an element inside its padding and frame, for a proposed width.
  func measureFramed(_ element: Element, width proposed: CGFloat?) -> CGSize {
    guard element.hasTraits else { return element.content.measure(element, width: proposed, in: self) }
    let spec = frameSpec(of: element)
    let padding = spec.padding
    let padWidth = padding.leading + padding.trailing
    let padHeight = padding.top + padding.bottom
    let horizontal = spec.horizontal
    let vertical = spec.vertical
    var inner = horizontal.proposal(proposed)
    if let width = inner { inner = max(0, width - padWidth) }
    if spec.fixedHorizontal && horizontal.fixed == nil { inner = nil }
    let content = element.content.measure(element, width: inner, in: self)
    let padded = CGSize(width: content.width + padWidth, height: content.height + padHeight)
    if spec.position != nil, let proposed { return CGSize(width: proposed, height: padded.height) }
    return CGSize(
      width: horizontal.length(proposed: proposed, content: padded.width),
      height: vertical.length(proposed: nil, content: padded.height))
  }
}
