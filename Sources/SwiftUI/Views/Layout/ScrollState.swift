/// How far a scrolling container is scrolled, kept with its identity.
@MainActor
final class ScrollState: PrimitiveState {
  var offset: CGFloat = 0
  var contentHeight: CGFloat = 0
  var viewportHeight: CGFloat = 0
  /// Where the views with an id lie in the content, from its top, as last laid out.
  var targets: [AnyHashable: CGRect] = [:]
  /// Whether a `ScrollViewReader` scrolls this scroll view or list, which then notes where every view
  /// with an id (every row) lies.
  var isScrollTarget = false
  /// The update in which the screen last showed the list.
  var lastLaidOutFrame = 0
  /// The rows the list built when it was last shown, kept while the list is hidden (under a pushed
  /// screen, in another column), as SwiftUI keeps them.
  var shownRows: [WeakNode] = []
  /// The cells of the list's last walk whose rows something after the walk reads again (see
  /// ``ShownCell``): only rows on screen, held until the next walk.
  @exclusivity(unchecked) var shownCells: [ShownCell] = []
  /// A list's last walk over its rows, replayed while nothing it read changed.
  @exclusivity(unchecked) var keptWalk: KeptListWalk?
  /// The walks kept since one was last shown again.
  @exclusivity(unchecked) var unreplayedWalks = 0
  /// The kept list element the list last walked, kept or not: a list that stopped keeping its
  /// walks keeps one again once it walks the same element without building a row. Only compared,
  /// never followed.
  @exclusivity(unchecked) var lastWalkedList: ObjectIdentifier?

  /// Keeps the rows built when the list was last shown, for an update in which it is not shown.
  func keepShownRows(frame: Int) {
    guard lastVisitedFrame == frame, lastLaidOutFrame != frame else { return }
    for row in shownRows { row.node?.markVisited(frame: frame) }
  }

  override func release() {
    keptWalk = nil
  }

  /// Marks the rows the list showed as present in this update, for a list shown as its kept walk:
  /// they are in the tree as if the walk had handed them out again.
  ///
  /// - Parameter frame: The update.
  func showKeptRows(frame: Int) {
    lastLaidOutFrame = frame
    for row in shownRows { row.node?.markVisited(frame: frame) }
  }

  /// Marks a container's node with the ways it can scroll now, for hosts that move a focus through it.
  func markScrolling(_ node: inout ScreenNode) {
    if offset > 0.5 { node.marks.insert(.canScrollBackward) }
    if offset < contentHeight - viewportHeight - 0.5 { node.marks.insert(.canScrollForward) }
  }

  func scroll(by delta: CGFloat) {
    let limit = max(0, contentHeight - viewportHeight)
    offset = min(max(0, offset + delta), limit)
  }
}

/// A weak reference to a node.
@MainActor
struct WeakNode {
  @Linked var node: ViewNode?
}
