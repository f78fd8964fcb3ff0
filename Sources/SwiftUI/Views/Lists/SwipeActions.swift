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
      return Element.alone(elements) { element in
        var plain = context
        plain.isLazy = false
        // A literal per edge: describing the edge would print it at every row made.
        let slot = edge == .leading ? "swipe-leading" : "swipe-trailing"
        let resolved = plain.appending(slot: slot).resolve(buttons)
        element.traits.swipeActions.append(
          SwipeActionsInfo(edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: resolved))
      }
    })
  }
}

/// The swipe actions a row shows: which row and edge, and where the row's cell is, for the layout
/// to show them over that cell wherever it comes from (placed afresh, or replayed with the layout
/// around it: no kept layout holds them, so revealing or hiding them replays everything else).
@MainActor
struct RevealedSwipe {
  /// The row, by its place in its list.
  let row: ScreenBuilder.RowKey
  let edge: HorizontalEdge
  /// The id of the row's cell on the screen: a cell replayed keeps its id, and one placed afresh
  /// notes its new one here.
  var cell: Int
  /// The list, whose last walk knows the row each cell shows (``ScrollState/shownCells``): the
  /// actions are the row's as it is now, not as it was when swiped.
  weak var list: ScrollState?
}

extension ScreenBuilder {
  /// Shows the swipe actions a person revealed on a row over the row's cell, once the scene is laid
  /// out, wherever the cell came from: placed afresh, or replayed with the list, the whole scene or
  /// the presentation it is in.
  ///
  /// No kept layout holds them: revealing or hiding a row's actions changes one cell, and a layout
  /// that held them would have to be made again with every row and column around it.
  ///
  /// - Parameter nodes: The screen's nodes, the presentations' with the scene's. A cell under a
  ///   presentation that covers it shows its actions covered, as the rest of the cell is.
  mutating func showRevealedSwipe(in nodes: inout [ScreenNode]) {
    guard let revealed = host.interaction.revealedSwipe, let cells = revealed.list?.shownCells,
      let shown = cells.first(where: { $0.id == revealed.cell }),
      let path = Self.path(to: shown.id, in: nodes)
    else { return }
    let swipes = swipeButtons(of: shown.row)
    let actions = revealed.edge == .leading ? swipes.leading : swipes.trailing
    showSwipe(actions, edge: revealed.edge, along: path[...], in: &nodes)
  }

  /// A row's swipe actions by edge: its own, or a Delete made from `onDelete`. The Delete is made
  /// unless the row has trailing actions of its own (the lesson measured swipe-to-delete beside
  /// leading swipe actions).
  func swipeButtons(of row: Element) -> (leading: [Element], trailing: [Element]) {
    // A loop: closures made here are checked for the main actor at each call of the standard
    // library's, and a key path applied as a function projects through the key path.
    var leading: [Element] = []
    var trailing: [Element] = []
    for swipe in row.traits.swipeActions {
      if swipe.edge == .leading {
        leading += swipe.buttons
      } else if swipe.edge == .trailing {
        trailing += swipe.buttons
      }
    }
    if trailing.isEmpty, let delete = row.traits.deleteRow {
      trailing = [Element.systemButton("Delete", role: .destructive, action: delete)]
    }
    return (flatten(leading), flatten(trailing))
  }

  /// Whether a row has swipe actions (its own, or a Delete from `onDelete`), read without making
  /// them.
  static func hasSwipeActions(_ row: Element) -> Bool {
    let traits = row.traitsAddress
    return !traits.pointee.swipeActions.isEmpty || traits.pointee.deleteRow != nil
  }

  /// Adds the buttons to the cell at the end of the path, copying only the arrays along it (the
  /// others may be a kept layout's, shared).
  private mutating func showSwipe(
    _ actions: [Element], edge: HorizontalEdge, along path: ArraySlice<Int>, in nodes: inout [ScreenNode]
  ) {
    guard let index = path.first else { return }
    guard path.count == 1 else {
      return showSwipe(actions, edge: edge, along: path.dropFirst(), in: &nodes[index].children)
    }
    let buttons = placeRevealedSwipe(actions, edge: edge, in: nodes[index].frame)
    // Before a reorder control, which ends a cell in edit mode.
    var position = nodes[index].children.endIndex
    if nodes[index].children.last?.facts.editControl == .reorder { position -= 1 }
    nodes[index].children.insert(contentsOf: buttons, at: position)
  }

  /// The indices leading to the node with this id, read in place.
  nonisolated private static func path(to id: Int, in nodes: [ScreenNode]) -> [Int]? {
    nodes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      for index in 0..<buffer.count {
        if base[index].id == id { return [index] }
        if let below = path(to: id, in: base[index].children) { return [index] + below }
      }
      return nil
    }
  }

  /// The buttons of the edge a person revealed on a row, over the row's end; each hides them again
  /// and runs its action.
  ///
  /// - Parameters:
  ///   - buttons: The row's swipe actions on that edge.
  ///   - edge: The edge.
  ///   - frame: The row's cell.
  /// - Returns: The buttons' nodes.
  private mutating func placeRevealedSwipe(
    _ buttons: [Element], edge: HorizontalEdge, in frame: CGRect
  ) -> [ScreenNode] {
    let interaction = host.interaction
    let width: CGFloat = 88
    var x = edge == .leading ? frame.minX : frame.maxX - CGFloat(buttons.count) * width
    var nodes: [ScreenNode] = []
    for button in buttons {
      guard let info = button.button else { continue }
      var node = makeNode(
        .button, buttonTitle(of: button), CGRect(x: x, y: frame.minY, width: width, height: frame.height),
        for: button)
      node.facts.buttonRole = info.role
      node.facts.systemImage = button.firstImageName
      node.facts.swipeEdge = edge
      let action = info.action
      setActions(node) {
        $0.tap = {
          interaction.revealedSwipe = nil
          action()
        }
      }
      nodes.append(node)
      x += width
    }
    return nodes
  }
}
