/// The subviews an app's own ``Layout`` arranges.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let subviews: [LayoutSubview]

  /// The first index.
  public var startIndex: Int { subviews.startIndex }
  /// The index after the last.
  public var endIndex: Int { subviews.endIndex }

  /// The subview at an index.
  ///
  /// - Parameter index: The index.
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// One subview an app's own ``Layout`` arranges: it can be measured for a proposal, and must be
/// placed.
public struct LayoutSubview: Equatable {
  let index: Int
  let pass: LayoutPass

  /// The size the subview takes for a proposal.
  ///
  /// - Parameter proposal: The size offered; nil on an axis asks for the ideal size.
  /// - Returns: The subview's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let (pass, index) = (self.pass, self.index)
    return MainActor.assumeIsolated { pass.measure(index, proposal) }
  }

  /// Places the subview.
  ///
  /// - Parameters:
  ///   - position: Where its anchor goes.
  ///   - anchor: Which of its points goes at `position`; its top-leading corner by default.
  ///   - proposal: The size offered to it.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let (pass, index) = (self.pass, self.index)
    MainActor.assumeIsolated { pass.placements[index] = (position, anchor, proposal) }
  }

  /// The subview's layout priority.
  public var priority: Double {
    let (pass, index) = (self.pass, self.index)
    return MainActor.assumeIsolated { pass.elements[index].traits.layoutPriority }
  }

  /// Whether two values stand for the same subview.
  ///
  /// - Parameters:
  ///   - lhs: A subview.
  ///   - rhs: Another.
  /// - Returns: True for the same subview of the same layout pass.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.index == rhs.index && lhs.pass === rhs.pass
  }
}

/// One layout of an app's own ``Layout``: its subviews' elements, a way to measure them and where the
/// layout asked them to go.
final class LayoutPass: @unchecked Sendable {
  let elements: [Element]
  let measure: @MainActor (Int, ProposedViewSize) -> CGSize
  var placements: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]

  init(elements: [Element], measure: @escaping @MainActor (Int, ProposedViewSize) -> CGSize) {
    self.elements = elements
    self.measure = measure
  }
}

/// An app's own layout as resolved: its subviews are the element's children. It measures as its
/// `sizeThatFits` says and places each subview where its `placeSubviews` put it.
struct CustomLayoutContent<L: Layout>: ElementContent {
  let layout: L

  private func pass(_ element: Element, in builder: ScreenBuilder) -> (LayoutPass, LayoutSubviews) {
    let elements = builder.flatten(element.children)
    let pass = LayoutPass(elements: elements) { index, proposal in
      let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
      var size = builder.measure(elements[index], width: width)
      if let height = proposal.height, height.isFinite, elements[index].isFlexibleWidth {
        size.height = max(size.height, height)
      }
      return size
    }
    let subviews = LayoutSubviews(subviews: elements.indices.map { LayoutSubview(index: $0, pass: pass) })
    return (pass, subviews)
  }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let (_, subviews) = pass(element, in: builder)
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(
      proposal: ProposedViewSize(width: width, height: nil), subviews: subviews, cache: &cache)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let (pass, subviews) = pass(element, in: builder)
    let proposal = ProposedViewSize(width: width, height: ScreenBuilder.heightProposal(height))
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let bounds = CGRect(origin: origin, size: size)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    var nodes: [ScreenNode] = []
    for (index, subview) in pass.elements.enumerated() {
      // A subview the layout did not place goes at the centre of its bounds, as in SwiftUI.
      let placement = pass.placements[index] ?? (CGPoint(x: bounds.midX, y: bounds.midY), .center, proposal)
      let measured = pass.measure(index, placement.proposal)
      let subviewOrigin = CGPoint(
        x: placement.position.x - placement.anchor.x * measured.width,
        y: placement.position.y - placement.anchor.y * measured.height)
      let offered = placement.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? measured.width
      let offeredHeight = placement.proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? measured.height
      nodes +=
        builder.place(subview, origin: subviewOrigin, width: offered, height: offeredHeight, scope: scope)
        .nodes
    }
    return (nodes, size)
  }
}
