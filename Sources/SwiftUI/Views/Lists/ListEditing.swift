/// The controls a list in edit mode adds to a row: a delete control before a row whose `ForEach`
/// has `onDelete`, a reorder control after a row whose `ForEach` has `onMove`.
struct EditControls {
  var deletes = false
  var move: RowMove?

  init() {}

  @MainActor
  init(_ row: Element) {
    deletes = row.traits.deleteRow != nil
    move = row.traits.moveRow
  }

  /// The room the controls take from the row's content.
  var leadingInset: CGFloat { deletes ? 40 : 0 }
  var trailingInset: CGFloat { move != nil ? 40 : 0 }
}

extension ScreenBuilder {
  /// Adds a row's edit controls to its cell, named as XCUITest names them: "Delete" and "Reorder"
  /// followed by the row's text. The delete control reveals the row's Delete (tap it again to hide
  /// it); the reorder control moves the row onto another row it is dragged to, or one place down or
  /// up (increment, decrement).
  ///
  /// - Parameters:
  ///   - controls: The controls the row has.
  ///   - cell: The row's cell.
  ///   - rowKey: Where the row is in its list.
  ///   - list: The list's state, whose walk knows the row's actions.
  mutating func placeEditControls(
    _ controls: EditControls, in cell: inout ScreenNode, rowKey: RowKey, list: ScrollState
  ) {
    let frame = cell.frame
    if controls.deletes {
      var control = makeNode(
        .button, "Delete \(cell.label)",
        CGRect(x: frame.minX + 8, y: frame.minY, width: 32, height: frame.height))
      control.facts.buttonRole = .destructive
      control.facts.systemImage = "minus.circle.fill"
      control.facts.editControl = .delete
      control.marks.insert(.iconOnly)
      let interaction = host.interaction
      let cellID = cell.id
      // Weakly: the list's state keeps these actions in its kept walk.
      weak let list = list
      setActions(control) {
        $0.tap = {
          let isRevealed = interaction.revealedSwipe.map { $0.row == rowKey } ?? false
          interaction.revealedSwipe =
            isRevealed ? nil : RevealedSwipe(row: rowKey, edge: .trailing, cell: cellID, list: list)
        }
      }
      cell.children.insert(control, at: 0)
    }
    if let move = controls.move {
      let slot = ReorderSlot(group: move.group, offset: move.offset)
      var control = makeNode(
        .button, "Reorder \(cell.label)",
        CGRect(x: frame.maxX - 40, y: frame.minY, width: 40, height: frame.height))
      control.facts.systemImage = "line.3.horizontal"
      control.facts.editControl = .reorder
      control.facts.reorderSlot = slot
      control.marks.insert(.iconOnly)
      setActions(control) {
        $0.dragOnto = { target in
          guard let targetSlot = target.facts.reorderSlot, targetSlot.group == slot.group else {
            return false
          }
          move.move(onto: targetSlot.offset)
          return true
        }
        if move.offset < move.count - 1 { $0.increment = { move.move(onto: move.offset + 1) } }
        if move.offset > 0 { $0.decrement = { move.move(onto: move.offset - 1) } }
      }
      cell.children.append(control)
      cell.facts.reorderSlot = slot
    }
  }
}

extension View {
  /// Keeps the rows of this view from being deleted, by a swipe or in edit mode: a row of a
  /// `ForEach` with `onDelete`, or every row when applied to the `ForEach`.
  ///
  /// - Parameter isDisabled: Whether deleting is disabled.
  /// - Returns: The view, whose rows cannot be deleted while `isDisabled` is true.
  @inlinable
  public consuming func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(ElementModifier.deleteDisabled(isDisabled))
  }

  /// Keeps the rows of this view from being moved in edit mode: a row of a `ForEach` with `onMove`,
  /// or every row when applied to the `ForEach`.
  ///
  /// - Parameter isDisabled: Whether moving is disabled.
  /// - Returns: The view, whose rows cannot be moved while `isDisabled` is true.
  @inlinable
  public consuming func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(ElementModifier.moveDisabled(isDisabled))
  }
}

extension EnvironmentValues {
  /// Whether `deleteDisabled(true)` is set on or around a `ForEach`.
  var isDeleteDisabled: Bool {
    get { self[DeleteDisabledKey.self] }
    set { self[DeleteDisabledKey.self] = newValue }
  }

  /// Whether `moveDisabled(true)` is set on or around a `ForEach`.
  var isMoveDisabled: Bool {
    get { self[MoveDisabledKey.self] }
    set { self[MoveDisabledKey.self] = newValue }
  }
}

private struct DeleteDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct MoveDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func deleteDisabled(_ isDisabled: Bool) -> ElementModifier {
    var modifier = ElementModifier.traits { $0.deleteDisabled = isDisabled }
    modifier.environment = { $0.isDeleteDisabled = isDisabled }
    return modifier
  }

  @usableFromInline
  static func moveDisabled(_ isDisabled: Bool) -> ElementModifier {
    var modifier = ElementModifier.traits { $0.moveDisabled = isDisabled }
    modifier.environment = { $0.isMoveDisabled = isDisabled }
    return modifier
  }
}
