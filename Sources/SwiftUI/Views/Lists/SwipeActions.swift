extension View {
  /// Adds actions revealed by swiping a list row from an edge. A full swipe runs the first action.
  /// Once a row has swipe actions, `onDelete` no longer adds its Delete action to that row.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    let buttons = content()
    return modifier(
      ElementModifier(apply: { context, elements in
        let element = Element.single(elements)
        var plain = context
        plain.isLazy = false
        // A literal per edge: describing the edge would print it at every row made.
        let slot = edge == .leading ? "swipe-leading" : "swipe-trailing"
        let resolved = plain.appending(.slot(slot)).resolve(buttons)
        element.traits.swipeActions.append(
          SwipeActionsInfo(edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: resolved))
        return [element]
      }))
  }
}
