/// A list's selection behind closures that stay the same from one update to the next, forwarding to
/// the binding the list was last resolved with: a cell laid out in an earlier update and replayed
/// selects through the selection of now, so a cell's placement need not be made again for its
/// closures. Whether the cell shows as selected is an input of its kept placement instead.
@MainActor
final class SelectionRelay: PrimitiveState {
  private var current: ListSelection?
  private var relayed: ListSelection?

  /// The selection to hand to layout: the relay's own closures, now forwarding to `selection`.
  ///
  /// - Parameter selection: The selection the list was resolved with.
  /// - Returns: A selection of the same type whose closures are the relay's, or nil for none.
  func relay(_ selection: ListSelection?) -> ListSelection? {
    current = selection
    guard let selection else { return nil }
    if let relayed, relayed.valueType == selection.valueType, relayed.isMultiple == selection.isMultiple {
      return relayed
    }
    let made = ListSelection(
      valueType: selection.valueType, isMultiple: selection.isMultiple,
      select: { [weak self] value in self?.current?.select(value) ?? false },
      current: { [weak self] in self?.current?.current() },
      clear: { [weak self] in self?.current?.clear() },
      members: { [weak self] in
        // Not through `??`: a closure passed through a generic function comes back wrapped in a
        // thunk, which each row of the list would call to know whether it is selected.
        if let members = self?.current?.members() { return members }
        return { _ in false }
      },
      snapshot: { [weak self] in self?.current?.snapshot() })
    relayed = made
    return made
  }

  override func release() {
    current = nil
    relayed = nil
  }
}
