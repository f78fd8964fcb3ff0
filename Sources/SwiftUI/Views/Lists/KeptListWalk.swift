/// A list's last walk over its rows, replayed while nothing it read has changed.
///
/// A list is a container with state of its own (its scroll offset, its selection, the rows it
/// builds as they come into view), so it is never replayed as a kept placement is: each update used
/// to walk the rows on screen again, replaying each cell's placement, even when nothing in the list
/// changed (a push in the column beside it, a sheet over it). The walk reads only what these inputs
/// hold: the same kept list element, placed at the same size, scrolled as far, in the same
/// surroundings, while no list built or forgot a row (the host counts them), shows the nodes it
/// showed, with the cells it noted shown as the selection of now highlights them
/// (``reselect(_:members:cells:)``): choosing a trip beside the list walks no row.
///
/// A walk is not kept when a row reads state as it is placed (a toggle, a text field), while the
/// list is edited, or while a `ScrollViewReader` needs every row's place (a row's revealed swipe
/// actions are shown over its cell after layout, and no walk holds them); nor, after two walks were replaced before either was shown again, until a walk of
/// the same list element builds no row (a row toggled, a search typed or the list made again at
/// every update).
@MainActor
final class KeptListWalk {
  /// What the walk read besides the list's element and its rows.
  struct Inputs {
    var viewportHeight: CGFloat
    var offset: CGFloat
    /// What every cell is placed in: the list's width, the stack or column around it, the
    /// selection's type.
    var cells: PlacementMemo.Inputs
    /// The whole selection, which decides the cells shown as selected.
    var selection: ComparedValue?
  }

  /// The kept list element the walk was made for. Weakly: a list resolved again lets its element go,
  /// with every row it built (its `ForEach` then makes rows anew), and the walk must not keep them.
  /// The rows of the cells it showed are noted in the list's state (``ScrollState/shownCells``).
  private weak var list: Element?
  private(set) var inputs: Inputs
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

  /// Whether the walk shows what walking the list now would, once ``reselect(_:members:cells:)`` showed
  /// the selection of now: the same list, the same inputs but the selection, no row built or
  /// forgotten since, and not on this screen already.
  ///
  /// - Parameters:
  ///   - list: The kept element of the list being placed.
  ///   - inputs: What the walk would read now.
  ///   - frame: The update being laid out.
  ///   - rowChanges: The host's count of rows built or forgotten now.
  /// - Returns: True when the walk can be replayed.
  func canReplay(_ list: Element, inputs: Inputs, frame: Int, rowChanges: Int) -> Bool {
    self.rowChanges == rowChanges && memo.frame != frame && self.list === list
      && self.inputs.viewportHeight == inputs.viewportHeight && self.inputs.offset == inputs.offset
      && self.inputs.cells == inputs.cells
  }

  /// Shows the cells as a selection highlights them, before the walk is replayed: those whose
  /// highlight changed are shown so among the walk's nodes.
  ///
  /// - Parameters:
  ///   - selection: The whole selection now (``ListSelection/snapshot``).
  ///   - members: Reads the selection once and tells of any row's tag whether it is selected
  ///     (``ListSelection/members``), asked only when the selection changed.
  ///   - cells: The cells the walk showed (``ScrollState/shownCells``), each as it shows now.
  func reselect(_ selection: ComparedValue?, members: () -> (ElementTag) -> Bool, cells: inout [ShownCell]) {
    guard !ComparedValue.same(selection, inputs.selection) else { return }
    inputs.selection = selection
    let isSelected = members()
    for index in cells.indices {
      let now = ScreenBuilder.isSelected(cells[index].row, by: isSelected)
      guard now != cells[index].isSelected else { continue }
      cells[index].isSelected = now
      memo.select(now, childAt: cells[index].index)
    }
  }
}

/// A cell a list's last walk showed whose row something after the walk reads again: every cell of a
/// list with a selection, whose highlight a change of the selection alone moves in the kept walk
/// (``KeptListWalk/reselect(_:members:cells:)``; a cell that an iOS 13 link's activation highlights
/// reads that state as it is placed, and a walk holding one is not kept), and the cells of rows
/// with swipe actions, which a swipe reveals over the cell (``RevealedSwipe``).
@MainActor
struct ShownCell {
  /// Where the cell lies among the walk's nodes.
  let index: Int
  /// The cell's id on the screen: a replay keeps it.
  let id: Int
  let row: Element
  /// Whether the cell shows as selected.
  var isSelected: Bool
}
