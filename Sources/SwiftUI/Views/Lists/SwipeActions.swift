extension View {
  /// Adds actions revealed by swiping a list row from an edge. A full swipe runs the first action.
  /// Once a row has swipe actions, `onDelete` no longer adds its Delete action to that row.
  @inlinable
  public consuming func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(ElementModifier.swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func swipeActions<T: View>(edge: HorizontalEdge, allowsFullSwipe: Bool, content: () -> T)
    -> ElementModifier
  {
    let buttons = content()
    return ElementModifier(apply: { context, elements in
      let element = Element.single(elements)
      var plain = context
      plain.isLazy = false
      // A literal per edge: describing the edge would print it at every row made.
      let slot = edge == .leading ? "swipe-leading" : "swipe-trailing"
      let resolved = plain.appending(slot: slot).resolve(buttons)
      element.traits.swipeActions.append(
        SwipeActionsInfo(edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: resolved))
      return [element]
    })
  }
}
