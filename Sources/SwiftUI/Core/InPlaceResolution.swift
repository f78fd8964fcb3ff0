/// How a custom modifier's node runs its body again where it is, leaving the content around it as it
/// was: a modifier that only watches (`onChange`, `onAppear`, `task`) hands out the elements of what
/// it wraps, and when its body runs again for what it observes, those are the same elements.
///
/// Without it, a change that runs such a modifier's body drops the kept content of every ancestor,
/// which contains the modifier's elements: the app's root around it is resolved again, and every
/// modifier outside it (a chain of `onChange`s, `environment`s, alerts), for elements that did not
/// change. With it, the body runs after the update has handed out the ancestors' kept content; the
/// ancestors keep it when the body's elements are the ones they hold (copies of the same kept
/// elements, with nothing added), and are resolved again otherwise, in the same update.
///
/// Only a modifier outside any other modifier's body has one: inside another's body, the content
/// placeholder it would need belongs to that body's run.
struct InPlaceResolution {
  /// Where the node is in its parent's content.
  let path: StructuralPath
  /// Runs the node's body again and resolves its content, in its parent's context.
  let resolve: @MainActor (ViewNode, ResolveContext) -> Void
}

extension ViewNode {
  /// Runs the body again where the node is (``InPlaceResolution``), after the update handed out
  /// what holds it.
  ///
  /// - Returns: False when the ancestors' kept content had to be dropped up to the root, which must
  ///   then be resolved again in this update; true when they keep it (or a boundary or a row stands
  ///   for the change), or when the node is no longer in the tree.
  func resolveInPlace() -> Bool {
    guard needsBody, isPresent(inFrame: host.frame) else { return true }
    guard let parent, let inPlace, let last = resolvedContent else { return invalidateContent() }
    var context = ResolveContext(node: parent, path: inPlace.path, environment: environment)
    context.isLazy = last.isLazy
    forgetVisitsOfChildren()
    inPlace.resolve(self, context)
    // Reached apart from its parent's resolution: a boundary around it, resolved at layout in the
    // same round, reaches it again without two views sharing its identity.
    lastReachedRound = 0
    if let now = resolvedContent, parent.resolvedContent != nil, Element.areAlike(now.elements, last.elements)
    {
      return true
    }
    return parent.invalidateContent()
  }

  /// Whether the update that is running reached this node, or handed out kept content that holds it:
  /// a node whose ancestor's new content left it out waits for the sweep, and its body is not run.
  private func isPresent(inFrame frame: Int) -> Bool {
    var node = self
    while node.wholeSubtreeVisitedFrame != frame {
      guard let parent = node.parent else { return false }
      node = parent
    }
    // The node that holds it all was handed out kept; every node above it was reached.
    while let parent = node.parent, parent.parent != nil {
      guard parent.lastVisitedFrame == frame else { return false }
      node = parent
    }
    return true
  }
}

extension Element {
  /// Whether two lists of elements are the same elements: each a copy of the same kept element, its
  /// traits untouched (or that element itself), in the same order.
  ///
  /// - Parameters:
  ///   - lhs: Elements a content resolved into.
  ///   - rhs: Elements the same content resolved into before.
  /// - Returns: True when what holds `rhs` may keep holding copies of them.
  static func areAlike(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.indices
    where (lhs[index].layoutOriginal ?? lhs[index]) !== (rhs[index].layoutOriginal ?? rhs[index]) {
      return false
    }
    return true
  }
}
