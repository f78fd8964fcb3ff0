/// One step of a view's structural identity: its position in a tuple, the branch of a conditional,
/// an explicit id from `ForEach` or `id(_:)`, or a named slot of a container.
enum PathComponent: Hashable {
  case index(Int)
  case branch(Bool)
  case id(AnyHashable)
  case slot(String)
  /// The content inside this many primitive modifiers, nested one in another: a chain of twenty
  /// modifiers gives its content one component, not twenty to copy and compare at each lookup.
  case modifierContent(depth: Int)
  /// Up to four small components (positions, branches, modifier depths, slots) packed sixteen bits each,
  /// as a path stores them (see `StructuralPath`); never appended by a view.
  case packed(UInt64, count: UInt8)
  /// A `ForEach` row's id, as its row cache made it: compared by address, or by the id's own `==`.
  case row(RowIdentity)
}

/// Where a child view lives inside its parent's body: the structural path plus the view's type, so
/// that a different type at the same place is a different view with fresh state.
struct ChildKey: TableKey {
  var path: StructuralPath
  var type: ObjectIdentifier

  /// The path's running hash with the type's address.
  var tableHash: Int { path.tableHash ^ Int(bitPattern: type) }
}

/// A structural path with its hash kept up to date as components are appended, so that looking a
/// child up does not hash the whole path again.
struct StructuralPath: Hashable, TableKey {
  private(set) var components: [PathComponent] = []
  private var runningHash = 0
  /// Primitive modifiers entered since the last component: counted, and stored as one
  /// `modifierContent` component only when another component follows, so that entering a modifier
  /// copies no array.
  private var modifierDepth = 0
  /// The latest small components (a tuple position, a branch, a modifier depth, a numbered slot), sixteen bits each,
  /// the newest lowest: most paths inside a body are a few of these, and a path is copied and
  /// extended for every view resolved, so they are kept out of `components`, whose array would be
  /// copied at each step. Four at most; a fifth, or a component of another kind, moves them into
  /// `components` as one `packed` component.
  private var recent: UInt64 = 0
  private var recentCount: UInt8 = 0

  init() {}

  mutating func append(_ component: PathComponent) {
    enterPendingModifiers()
    push(component)
  }

  /// A named part of a container (a title, an icon, an overlay), as ``append(_:)`` appends
  /// `.slot(name)`: its number is found from the name alone, without a component to tell apart.
  mutating func append(slot name: String) {
    enterPendingModifiers()
    guard let code = Self.code(ofSlot: name) else { return pushLarge(.slot(name)) }
    pushSmall(code)
  }

  /// A position in a container (a tuple's element, a group's child), as ``append(_:)`` appends
  /// `.index(index)`, without a component to tell apart.
  mutating func append(index: Int) {
    enterPendingModifiers()
    guard let code = Self.code(ofIndex: index) else { return pushLarge(.index(index)) }
    pushSmall(code)
  }

  /// Steps into the content of a primitive modifier.
  mutating func enterModifierContent() {
    modifierDepth += 1
  }

  /// Stores the primitive modifiers entered since the last component as one component, before
  /// another follows.
  private mutating func enterPendingModifiers() {
    guard modifierDepth > 0 else { return }
    push(.modifierContent(depth: modifierDepth))
    modifierDepth = 0
  }

  private mutating func push(_ component: PathComponent) {
    guard let code = Self.smallCode(of: component) else { return pushLarge(component) }
    pushSmall(code)
  }

  private mutating func pushLarge(_ component: PathComponent) {
    runningHash = Self.mix(runningHash, Self.hashValue(of: component))
    moveRecentToComponents()
    components.append(component)
  }

  /// A small component is mixed in by its code: a slot's name is then hashed once per process.
  private mutating func pushSmall(_ code: UInt64) {
    runningHash = Self.mix(runningHash, Int(code))
    if recentCount == 4 { moveRecentToComponents() }
    recent = recent << 16 | code
    recentCount += 1
  }

  private mutating func moveRecentToComponents() {
    guard recentCount > 0 else { return }
    components.append(.packed(recent, count: recentCount))
    recent = 0
    recentCount = 0
  }

  /// A small component in sixteen bits: two for its kind, fourteen for its value; nil for any other.
  private static func smallCode(of component: PathComponent) -> UInt64? {
    // No pattern binds a payload that is counted (a slot's name): matching one copies the whole
    // component first, at every view resolved.
    switch component {
    case .index(let index): code(ofIndex: index)
    case .branch(let branch): 1 << 14 | (branch ? 1 : 0)
    case .modifierContent(let depth): depth >= 0 && depth < 0x3FFF ? 2 << 14 | UInt64(depth) : nil
    case .slot: slotCode(of: component)
    case .id, .packed, .row: nil
    }
  }

  private static func code(ofIndex index: Int) -> UInt64? {
    index >= 0 && index < 0x3FFF ? UInt64(index) : nil
  }

  private static func code(ofSlot name: String) -> UInt64? {
    SlotNumbers.number(of: name).map { 3 << 14 | UInt64($0) }
  }

  private static func slotCode(of component: PathComponent) -> UInt64? {
    guard case .slot(let name) = component else { return nil }
    return code(ofSlot: name)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(runningHash)
    hasher.combine(modifierDepth)
  }

  /// The running hash, which covers every component appended (those kept in `recent` too), with
  /// the modifiers entered since the last.
  var tableHash: Int { runningHash &+ modifierDepth }

  static func == (lhs: StructuralPath, rhs: StructuralPath) -> Bool {
    lhs.runningHash == rhs.runningHash && lhs.modifierDepth == rhs.modifierDepth && lhs.recent == rhs.recent
      && lhs.recentCount == rhs.recentCount && lhs.components == rhs.components
  }

  /// The running hash with one more component's value. A table or a dictionary spreads the result
  /// again, so one multiplication spreads it enough; `Hasher` cost a hundred instructions an append.
  private static func mix(_ hash: Int, _ value: Int) -> Int {
    (hash ^ value) &* 0x0100_0000_01b3 &+ 0x9e37_79b9
  }

  /// What a component stored in `components` adds to the running hash.
  private static func hashValue(of component: PathComponent) -> Int {
    switch component {
    case .index(let index): index
    case .branch(let branch): branch ? 0x5bd1_e995 : 0x1b87_3593
    case .id(let id): id.hashValue
    case .slot(let slot): slot.hashValue
    case .modifierContent(let depth): depth &* 0x2545_f491
    case .packed(let bits, _): Int(truncatingIfNeeded: bits)
    case .row(let identity): identity.idHash
    }
  }
}

/// A number for each slot name a container gives its parts ("title", "icon", "overlay-0"): a
/// slot is then a small component of a path, which allocates nothing, where its name would be
/// stored in the path's array. Names are few and fixed by the runtime's own code; past 16,383 of
/// them a slot is stored by its name.
enum SlotNumbers {
  /// Read and written only as a path is extended, which happens as views resolve, on the main
  /// actor (`ResolveContext` is isolated to it).
  /// Unchecked: a dynamic exclusivity check at each of the many lookups costs a fifth of one.
  @exclusivity(unchecked) nonisolated(unsafe) private static var numbers: [String: Int] = [:]

  static func number(of name: String) -> Int? {
    // A literal name, or one short enough to sit inside the string itself, is the same bits at
    // every call: those bits find its number without hashing the text, which costs more than the
    // rest of extending a path. Other strings own storage that may be freed and reused.
    #if _pointerBitWidth(_64)
      let bits = unsafeBitCast(name, to: (UInt64, UInt64).self)
      guard bits.1 & immortal != 0 else { return numbered(name) }
      var slot = Int(truncatingIfNeeded: (bits.0 ^ bits.1 &* 0x9E37_79B9_7F4A_7C15) >> 55)
      for _ in 0..<8 {
        let entry = byBits[slot]
        if entry.number >= 0, entry.low == bits.0, entry.high == bits.1 { return entry.number }
        if entry.number < 0 {
          let number = numbered(name)
          if let number { byBits[slot] = (bits.0, bits.1, number) }
          return number
        }
        slot = (slot + 1) & (byBits.count - 1)
      }
    #endif
    return numbered(name)
  }

  private static func numbered(_ name: String) -> Int? {
    if let known = numbers[name] { return known }
    guard numbers.count < 0x3FFF else { return nil }
    let number = numbers.count
    numbers[name] = number
    return number
  }

  /// The flag of a string's second word that says it owns no storage (a literal's text, or a small
  /// string's bytes in place): the string's ABI on 64-bit platforms.
  private static let immortal: UInt64 = 1 << 63

  /// Numbers by the bits of literal and small names: 512 entries (a runtime names some dozens of
  /// slots), a number below zero marking an empty one; a name that finds no room is hashed.
  @exclusivity(unchecked) nonisolated(unsafe) private static var byBits = [
    (low: UInt64, high: UInt64, number: Int)
  ](
    repeating: (0, 0, -1), count: 512)
}
