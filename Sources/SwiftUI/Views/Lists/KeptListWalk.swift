/// A list's last walk over its rows, replayed while nothing it read has changed.
///
/// A list is a container with state of its own (its scroll offset, its selection, the rows it
/// builds as they come into view), so it is never replayed as a kept placement is: each update used
/// to walk the rows on screen again, replaying each cell's placement, even when nothing in the list
/// changed (a push in the column beside it, a sheet over it). The walk reads only what these inputs
/// hold: the same kept list element, placed at the same size, scrolled as far, with the same
/// selection and surroundings, while no list built or forgot a row (the host counts them), shows
/// the nodes it showed.
///
/// A walk is not kept when a row reads state as it is placed (a toggle, a text field), while the
/// list is edited, while a row shows its swipe actions, or while a `ScrollViewReader` needs every
/// row's place; nor, after two walks were replaced before either was shown again, until a walk of
/// the same list element builds no row (a row toggled, a search typed or the list made again at
/// every update).
@MainActor
final class KeptListWalk {
  /// What the walk read besides the list's element and its rows.
  struct Inputs: Equatable {
    var viewportHeight: CGFloat
    var offset: CGFloat
    /// What every cell is placed in: the list's width, the stack or column around it, the
    /// selection's type.
    var cells: PlacementMemo.Inputs
    /// The whole selection, which decides the cells shown as selected.
    var selection: ComparedValue?
  }

  /// The kept list element the walk was made for. Weakly: a list resolved again lets its element
  /// and its rows go (its `ForEach` then makes rows anew), and the walk must not keep them.
  private weak var list: Element?
  let inputs: Inputs
  /// The walk's nodes and actions, the cells' placements nested in it.
  let memo: PlacementMemo
  /// The host's count of rows built or forgotten when the walk ended.
  let rowChanges: Int

  /// A class, not a struct: a list checks its kept walk at every update, and a copy of the inputs
  /// and of the weak reference would cost more than the check.
  init(list: Element, inputs: Inputs, memo: PlacementMemo, rowChanges: Int) {
    self.list = list
    self.inputs = inputs
    self.memo = memo
    self.rowChanges = rowChanges
  }

  /// Whether the walk shows what walking the list now would: the same list, the same inputs, no
  /// row built or forgotten since, and not on this screen already.
  ///
  /// - Parameters:
  ///   - list: The kept element of the list being placed.
  ///   - inputs: What the walk would read now.
  ///   - frame: The update being laid out.
  ///   - rowChanges: The host's count of rows built or forgotten now.
  /// - Returns: True when the walk can be replayed.
  func canReplay(_ list: Element, inputs: Inputs, frame: Int, rowChanges: Int) -> Bool {
    self.rowChanges == rowChanges && memo.frame != frame && self.list === list && self.inputs == inputs
  }
}
