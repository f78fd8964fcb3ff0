/// How far a scrolling container is scrolled, kept with its identity.
@MainActor
final class ScrollState: PrimitiveState {
  var offset: CGFloat = 0
  var contentHeight: CGFloat = 0
  var viewportHeight: CGFloat = 0

  func scroll(by delta: CGFloat) {
    let limit = max(0, contentHeight - viewportHeight)
    offset = min(max(0, offset + delta), limit)
  }
}
