/// The actions of a screen's nodes, by node id.
///
/// A pass registers the actions of every node it places, and replays those of every placement it
/// keeps: a hundred or more lookups and writes an update. A `Dictionary` hashes each id with SipHash
/// (a hundred instructions or more, two percent of a favourite on an iPad); node ids are small,
/// distinct integers the host hands out in order, kept in an ``IntKeyedTable``.
package struct ScreenActionTable {
  private var table = IntKeyedTable<ScreenActions>()

  /// How many nodes have actions.
  package var count: Int { table.count }

  /// An empty table.
  package init() {}

  /// The actions of the node with this id, if it has any.
  ///
  /// - Parameter id: The node's id.
  package subscript(id: Int) -> ScreenActions? { table[id] }

  /// Gives a node its actions, in place of any it had. A pass only adds: a screen's table is
  /// emptied whole for the next (``removeAll()``), so no entry is ever removed alone.
  ///
  /// - Parameters:
  ///   - actions: The node's actions.
  ///   - id: The node's id (positive: the window, id 0, has no actions).
  package mutating func set(_ actions: ScreenActions, for id: Int) {
    precondition(id != 0, "The window has no actions")
    table[id] = actions
  }

  /// Empties the table, keeping its room for the next screen's actions.
  package mutating func removeAll() { table.removeAll() }
}
