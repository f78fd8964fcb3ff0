extension ScreenBuilder {
  /// What tapping a navigation link does, by SwiftUI's rule: select it in a list with a selection of
  /// its type; else push it on the surrounding stack if a destination for it is there; else show it in
  /// the next column if its own column declares a destination; else nothing, and the log says why.
  mutating func linkAction(_ info: LinkContent, scope: Scope) -> (() -> Void)? {
    // The action holds its stack and split view weakly: a kept layout keeps the action, and the
    // stack keeps the elements that keep the layout.
    if let destination = info.destination {
      // An iOS 13 link with an `isActive` binding sets it as it shows its destination.
      let activation = info.activation
      if let stack = scope.stack {
        return { [weak stack] in
          activation?.isActive.wrappedValue = true
          stack?.push(destination, activation: activation)
        }
      }
      if let column = scope.column, column.index < column.split.columnCount - 1 {
        let index = column.index
        let id = activation.map { AnyHashable($0.id) } ?? AnyHashable(UUID())
        return { [weak split = column.split] in
          activation?.isActive.wrappedValue = true
          split?.show(destination, id: id, fromColumn: index, activation: activation)
        }
      }
      return nil
    }
    guard let value = info.value else { return nil }
    let valueType = ObjectIdentifier(type(of: value.base))
    if let selection = scope.listSelection, ObjectIdentifier(selection.valueType) == valueType {
      // The list's selection relays to its binding of now: the action may be replayed. The split
      // view is held weakly: a kept placement keeps this action, and the split view its elements.
      weak let split = scope.column?.split
      let index = scope.column?.index
      return {
        if selection.select(value), let split, let index { split.didChoose(inColumn: index) }
      }
    }
    if let stack = scope.stack, stack.destination(for: value) != nil {
      return { [weak stack] in stack?.push(value: value) }
    }
    if let column = scope.column, column.index < column.split.columnCount - 1,
      let registration = column.split.destination(for: valueType, inColumn: column.index),
      case .values = registration.kind
    {
      // The destination is looked up when the link is tapped: the action may outlive this update
      // (a kept placement replays it), and the column's destinations are those of the last one.
      let index = column.index
      return { [weak split = column.split] in
        guard let split, let registration = split.destination(for: valueType, inColumn: index),
          case .values(let make) = registration.kind
        else { return }
        split.show(value: value, of: valueType, made: make(value), fromColumn: index)
      }
    }
    let message: String
    if scope.stack == nil && scope.column == nil {
      message =
        "NavigationLink presenting a value must appear inside a NavigationContent-based NavigationView. Link will be disabled."
    } else {
      message =
        "A NavigationLink is presenting a value of type “\(info.typeName)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.\n\nNote: Links search for destinations in any surrounding NavigationStack, then within the same column of a NavigationSplitView."
    }
    // The warning is SwiftUI's, logged at each tap by the host that shows the link.
    return { [link = host.link] in link.object?.appendLog(message) }
  }

  /// Whether the destination of a link with an `isActive` binding shows now, where its tap would
  /// put it: on the surrounding stack, or in the next column.
  func isShowing(_ link: LinkIdentity, scope: Scope) -> Bool {
    if let stack = scope.stack { return stack.isShowing(link) }
    if let column = scope.column { return column.split.isShowing(link, afterColumn: column.index) }
    return false
  }
}
