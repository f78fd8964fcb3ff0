import SwiftUI

extension TerminalSession {
  /// Tab or ↓ past the last element a list or scroll view shows, when it has more below (or
  /// Shift-Tab or ↑ before the first, when it has more above): the container scrolls until an
  /// element comes into view after (or before) the focused one, and the focus goes there, as a
  /// keyboard's focus does on iOS. With nothing focused, the frontmost container that can scroll that
  /// way does. Returns false when the focus should move as usual (the next element is in view, or
  /// the container has nothing more that way).
  func scrollsToReveal(from current: Focusable?, next: Focusable?, step: Int) -> Bool {
    let way: ScreenMarks = step > 0 ? .canScrollForward : .canScrollBackward
    let screen = self.screen
    let found =
      current.map { Self.scrollContainer(holding: $0.node.id, in: screen) }
      ?? screen.lastNode { Self.isScrollContainer($0) && $0.marks.contains(way) }
    guard let container = found, container.marks.contains(way) else { return false }
    if let next, container.containsDescendant(where: { $0.id == next.node.id }) { return false }
    for _ in 0..<100 {
      let screen = self.screen
      guard
        let now = screen.lastNode(where: {
          $0.role == container.role && $0.frame == container.frame && Self.isScrollContainer($0)
        }),
        now.marks.contains(way), let actions = screen.actions[now.id],
        let scroll = step > 0 ? actions.swipeUp : actions.swipeDown
      else { return true }
      perform(scroll)
      if let target = revealedTarget(in: container, step: step) {
        focus(target.node)
        return true
      }
    }
    return true
  }

  /// After a scroll, the element to focus in the container: the one after (or before) the focused
  /// one when it is still in view, else the first (or last) in view.
  private func revealedTarget(in container: ScreenNode, step: Int) -> Focusable? {
    let screen = self.screen
    guard
      let now = screen.lastNode(where: {
        $0.role == container.role && $0.frame == container.frame && Self.isScrollContainer($0)
      })
    else { return nil }
    let ids = Set(now.descendants.map(\.id))
    let inside = focusables.filter { ids.contains($0.node.id) }
    guard !inside.isEmpty else { return nil }
    if let key = tracker.current, let index = inside.firstIndex(where: { key.matches($0) }) {
      let candidate = index + step
      return inside.indices.contains(candidate) ? inside[candidate] : nil
    }
    return step > 0 ? inside.first : inside.last
  }

  /// The innermost list or scroll view holding an element.
  static func scrollContainer(holding id: Int, in screen: Screen) -> ScreenNode? {
    screen.lastNode { isScrollContainer($0) && $0.containsDescendant { $0.id == id } }
  }

  private static func isScrollContainer(_ node: ScreenNode) -> Bool {
    (node.role == .table || node.role == .scrollView) && node.isHittable
  }
}
