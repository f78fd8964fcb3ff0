/// A table of values by integer key: a screen's actions by node id, a list's rows by offset.
///
/// The runtime keys much of what a pass reads and writes by small integers (node ids the host hands
/// out in order, the offsets of a list's rows on screen), a hundred or more lookups an update. A
/// `Dictionary` hashes each key with SipHash (a hundred instructions or more) and allocates its
/// storage apart; a multiplicative hash over a power-of-two table with linear probing finds an
/// integer in a few instructions, and an empty table allocates nothing.
struct IntKeyedTable<Value> {
  /// One slot: empty while it holds no value.
  private struct Slot {
    var key = 0
    var value: Value?
  }

  /// A power of two of slots, or none before the first insertion.
  private var slots: ContiguousArray<Slot> = []
  /// How many slots hold values.
  private(set) var count = 0

  /// An empty table.
  init() {}

  var isEmpty: Bool { count == 0 }

  /// The value for a key; setting nil removes it.
  ///
  /// - Parameter key: Any integer.
  subscript(key: Int) -> Value? {
    get {
      guard count > 0 else { return nil }
      var index = home(of: key)
      while slots[index].value != nil {
        if slots[index].key == key { return slots[index].value }
        index = (index + 1) & mask
      }
      return nil
    }
    set {
      if let newValue {
        insert(newValue, for: key)
      } else {
        remove(key)
      }
    }
  }

  /// Calls `body` with each key and value, in no particular order.
  func forEach(_ body: (Int, Value) -> Void) {
    guard count > 0 else { return }
    for slot in slots {
      if let value = slot.value { body(slot.key, value) }
    }
  }

  /// Empties the table, keeping its room for what comes next.
  mutating func removeAll() {
    guard count > 0 else { return }
    for index in slots.indices where slots[index].value != nil { slots[index] = Slot() }
    count = 0
  }

  private var mask: Int { slots.count - 1 }

  /// Where a key's probe starts: Fibonacci hashing spreads keys handed out in order over the table.
  private func home(of key: Int) -> Int {
    let shift = UInt64(slots.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - shift))
  }

  private mutating func insert(_ value: Value, for key: Int) {
    if slots.isEmpty { slots = ContiguousArray(repeating: Slot(), count: 8) }
    var index = home(of: key)
    while slots[index].value != nil {
      if slots[index].key == key {
        slots[index].value = value
        return
      }
      index = (index + 1) & mask
    }
    // Half full at most, so that a probe ends after a slot or two.
    if (count + 1) * 2 > slots.count {
      grow()
      insert(value, for: key)
      return
    }
    slots[index] = Slot(key: key, value: value)
    count += 1
  }

  /// Removes a key, moving back the entries after it that it had pushed along, so that every probe
  /// still ends at the first empty slot.
  private mutating func remove(_ key: Int) {
    guard count > 0 else { return }
    var hole = home(of: key)
    while slots[hole].value != nil, slots[hole].key != key { hole = (hole + 1) & mask }
    guard slots[hole].value != nil else { return }
    slots[hole] = Slot()
    count -= 1
    var next = (hole + 1) & mask
    while slots[next].value != nil {
      let start = home(of: slots[next].key)
      // An entry whose probe starts after the hole, up to where it lies, stays where it is.
      let stays = hole <= next ? (hole < start && start <= next) : (hole < start || start <= next)
      if !stays {
        slots[hole] = slots[next]
        slots[next] = Slot()
        hole = next
      }
      next = (next + 1) & mask
    }
  }

  private mutating func grow() {
    let old = slots
    slots = ContiguousArray(repeating: Slot(), count: old.count * 2)
    count = 0
    for slot in old {
      if let value = slot.value { insert(value, for: slot.key) }
    }
  }
}
