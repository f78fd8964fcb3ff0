/// The actions of a screen's nodes, by node id.
///
/// A pass registers the actions of every node it places, and replays those of every placement it
/// keeps: a hundred or more lookups and writes an update. A `Dictionary` hashes each id with SipHash
/// (a hundred instructions or more, two percent of a favourite on an iPad); node ids are small,
/// distinct integers the host hands out in order, so a multiplicative hash over a power-of-two table
/// with linear probing finds them in a few instructions.
package struct ScreenActionTable {
  /// One slot: no id (0, which no node but the window has, and the window has no actions) when empty.
  private struct Slot {
    var id = 0
    var actions: ScreenActions?
  }

  /// A power of two of slots, or none before the first insertion (an empty table allocates
  /// nothing, as the host makes one at every pass).
  private var slots: ContiguousArray<Slot> = []
  /// How many slots hold actions.
  package private(set) var count = 0

  /// An empty table.
  package init() {}

  /// The actions of the node with this id, if it has any.
  ///
  /// - Parameter id: The node's id.
  package subscript(id: Int) -> ScreenActions? {
    guard count > 0 else { return nil }
    var index = home(of: id)
    while true {
      let slot = slots[index]
      if slot.id == id { return slot.actions }
      if slot.id == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Gives a node its actions, in place of any it had. A pass only adds: a screen's table is
  /// emptied whole for the next (``removeAll()``), so no entry is ever removed alone.
  ///
  /// - Parameters:
  ///   - actions: The node's actions.
  ///   - id: The node's id (positive: the window, id 0, has no actions).
  package mutating func set(_ actions: ScreenActions, for id: Int) {
    precondition(id != 0, "The window has no actions")
    insert(actions, for: id)
  }

  /// Empties the table, keeping its room for the next screen's actions.
  package mutating func removeAll() {
    guard count > 0 else { return }
    for index in slots.indices where slots[index].id != 0 { slots[index] = Slot() }
    count = 0
  }

  private var mask: Int { slots.count - 1 }

  /// Where an id's probe starts: Fibonacci hashing spreads ids handed out in order over the table.
  private func home(of id: Int) -> Int {
    let shift = UInt64(slots.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - shift))
  }

  private mutating func insert(_ actions: ScreenActions, for id: Int) {
    if slots.isEmpty { slots = ContiguousArray(repeating: Slot(), count: 16) }
    var index = home(of: id)
    while slots[index].id != 0 {
      if slots[index].id == id {
        slots[index].actions = actions
        return
      }
      index = (index + 1) & mask
    }
    // Half full at most, so that a probe ends after a slot or two.
    if (count + 1) * 2 > slots.count {
      grow()
      insert(actions, for: id)
      return
    }
    slots[index] = Slot(id: id, actions: actions)
    count += 1
  }

  private mutating func grow() {
    let old = slots
    slots = ContiguousArray(repeating: Slot(), count: old.count * 2)
    count = 0
    for slot in old where slot.id != 0 { insert(slot.actions!, for: slot.id) }
  }
}
