/// What a ``KeyedTable`` keys by: a value that compares with `==` and gives a hash of what it compares.
protocol TableKey: Equatable {
  /// Equal for equal keys. The table spreads it itself (Fibonacci hashing), so a key's own running
  /// hash, or an integer handed out in order, serves as it is.
  var tableHash: Int { get }
}

extension Int: TableKey {
  var tableHash: Int { self }
}

/// A table of values by key: a screen's actions and a list's rows by integer, a node's children and
/// primitives' states by structural path, the places a node watches, a list's rows by identity.
///
/// The runtime keys much of what a pass reads and writes by small integers and by keys that carry
/// their own hash, a hundred or more lookups an update. A `Dictionary` hashes each key with SipHash
/// (a hundred instructions or more) and allocates its storage apart; a multiplicative hash over a
/// power-of-two table with linear probing finds a key in a few instructions, and an empty table
/// allocates nothing.
///
/// The type asks nothing of its parameters, and its operations live in an extension where
/// `Key: TableKey`: on Linux the runtime makes a `Dictionary`'s or `Set`'s storage for a key type by
/// checking `Key: Hashable`, which the first time scans every conformance record in the process
/// (some 400,000 instructions for each key type); a type with no requirement is made without a check.
struct KeyedTable<Key, Value> {
  fileprivate struct Entry {
    var key: Key
    var value: Value
  }

  /// A power of two of slots, or none before the first insertion; nil marks an empty slot.
  private var slots: ContiguousArray<Entry?> = []
  /// How many slots hold entries.
  private(set) var count = 0

  /// An empty table.
  init() {}

  /// An empty table with room for `capacity` entries before it grows, for one that is known to
  /// take several at once (a list's rows on screen): growing makes the slots again and moves every
  /// entry, twice on the way to eight.
  /// - Parameter capacity: How many entries it takes without growing; up to two make no room yet.
  init(capacity: Int) {
    guard capacity > 2 else { return }
    var slotCount = 4
    while slotCount < capacity * 2 { slotCount *= 2 }
    slots = ContiguousArray(repeating: nil, count: slotCount)
  }

  var isEmpty: Bool { count == 0 }
}

extension KeyedTable: Sendable where Key: Sendable, Value: Sendable {}
extension KeyedTable.Entry: Sendable where Key: Sendable, Value: Sendable {}

/// A table of values by integer key: node ids the host hands out in order, the offsets of a list's rows.
typealias IntKeyedTable<Value> = KeyedTable<Int, Value>

extension KeyedTable where Key: TableKey {
  /// The value for a key; setting nil removes it.
  subscript(key: Key) -> Value? {
    get {
      guard count > 0 else { return nil }
      var index = home(of: key)
      while let entry = slots[index] {
        if entry.key == key { return entry.value }
        index = (index + 1) & mask
      }
      return nil
    }
    set {
      if let newValue {
        insert(newValue, forKey: key)
      } else if count > 0 {
        let (index, found) = probe(for: key)
        if found { removeEntry(at: index) }
      }
    }
  }

  /// Calls `body` with each key and value, in no particular order.
  func forEachEntry(_ body: (Key, Value) -> Void) {
    guard count > 0 else { return }
    for case let entry? in slots { body(entry.key, entry.value) }
  }

  /// Calls `shouldBeRemoved` once with each key and value, in no particular order, and removes those
  /// it answers true for. It may change anything but this table.
  mutating func removeAll(where shouldBeRemoved: (Key, Value) -> Bool) {
    guard count > 0 else { return }
    // From just after an empty slot (the table is half full at most): a removal moves back only
    // entries later in its run, which ends at an empty slot, so none visited moves and each is
    // asked once.
    guard let end = slots.firstIndex(where: { $0 == nil }) else { return }
    var index = (end + 1) & mask
    while index != end {
      if let entry = slots[index], shouldBeRemoved(entry.key, entry.value) {
        // The slot now holds the next entry of the run, if any: it is asked next.
        removeEntry(at: index)
      } else {
        index = (index + 1) & mask
      }
    }
  }

  /// Empties the table, keeping its room for what comes next.
  mutating func removeAll() {
    guard count > 0 else { return }
    for index in slots.indices where slots[index] != nil { slots[index] = nil }
    count = 0
  }

  private var mask: Int { slots.count - 1 }

  /// Stores a value for a key, in place of any it had.
  /// - Returns: Whether the key was new to the table.
  @discardableResult
  private mutating func insert(_ value: Value, forKey key: Key) -> Bool {
    // Four slots to start: most nodes hold a child or two, and freeing a table visits every slot.
    if slots.isEmpty { slots = ContiguousArray(repeating: nil, count: 4) }
    let probed = probe(for: key)
    var index = probed.index
    if probed.found {
      slots[index]?.value = value
      return false
    }
    // Half full at most, so that a probe ends after a slot or two.
    if (count + 1) * 2 > slots.count {
      grow()
      index = probe(for: key).index
    }
    slots[index] = Entry(key: key, value: value)
    count += 1
    return true
  }

  /// Where a key's probe starts: Fibonacci hashing spreads keys handed out in order over the table.
  private func home(of key: Key) -> Int {
    let shift = UInt64(slots.count.trailingZeroBitCount)
    let hash = UInt64(bitPattern: Int64(key.tableHash))
    return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> (64 - shift))
  }

  /// The slot holding a key (found), or the empty slot that ends its probe. The table has slots.
  private func probe(for key: Key) -> (index: Int, found: Bool) {
    var index = home(of: key)
    while slots[index] != nil {
      if slots[index].unsafelyUnwrapped.key == key { return (index, true) }
      index = (index + 1) & mask
    }
    return (index, false)
  }

  /// Empties a slot, moving back the entries after it that it had pushed along, so that every probe
  /// still ends at the first empty slot.
  private mutating func removeEntry(at index: Int) {
    var hole = index
    slots[hole] = nil
    count -= 1
    var next = (hole + 1) & mask
    while slots[next] != nil {
      let start = home(of: slots[next].unsafelyUnwrapped.key)
      // An entry whose probe starts after the hole, up to where it lies, stays where it is.
      let stays = hole <= next ? (hole < start && start <= next) : (hole < start || start <= next)
      if !stays {
        slots[hole] = slots[next].take()
        hole = next
      }
      next = (next + 1) & mask
    }
  }

  /// Doubles the slots, moving each entry to its place in the new ones.
  private mutating func grow() {
    var old = ContiguousArray<Entry?>(repeating: nil, count: slots.count * 2)
    swap(&old, &slots)
    // The keys are distinct: each goes to the first empty slot of its probe.
    for oldIndex in old.indices {
      guard let entry = old[oldIndex].take() else { continue }
      var index = home(of: entry.key)
      while slots[index] != nil { index = (index + 1) & mask }
      slots[index] = entry
    }
  }
}

extension KeyedTable where Key: TableKey, Value == Void {
  /// Adds a key, as a set does.
  /// - Returns: Whether the key was new to the table.
  mutating func insert(_ key: Key) -> Bool {
    insert((), forKey: key)
  }
}
