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
}

/// Where a child view lives inside its parent's body: the structural path plus the view's type, so
/// that a different type at the same place is a different view with fresh state.
struct ChildKey: Hashable {
  var path: StructuralPath
  var type: ObjectIdentifier
}

/// A structural path with its hash kept up to date as components are appended, so that looking a
/// child up does not hash the whole path again.
struct StructuralPath: Hashable {
  private(set) var components: [PathComponent] = []
  private var runningHash = 0
  /// Primitive modifiers entered since the last component: counted, and stored as one
  /// `modifierContent` component only when another component follows, so that entering a modifier
  /// copies no array.
  private var modifierDepth = 0

  init() {}

  mutating func append(_ component: PathComponent) {
    if modifierDepth > 0 {
      push(.modifierContent(depth: modifierDepth))
      modifierDepth = 0
    }
    push(component)
  }

  /// Steps into the content of a primitive modifier.
  mutating func enterModifierContent() {
    modifierDepth += 1
  }

  private mutating func push(_ component: PathComponent) {
    components.append(component)
    runningHash = Self.mix(runningHash, component)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(runningHash)
    hasher.combine(modifierDepth)
  }

  static func == (lhs: StructuralPath, rhs: StructuralPath) -> Bool {
    lhs.runningHash == rhs.runningHash && lhs.modifierDepth == rhs.modifierDepth
      && lhs.components == rhs.components
  }

  /// The running hash with one more component. A dictionary hashes the result again with its own
  /// seed, so one multiplication spreads it enough; `Hasher` cost a hundred instructions an append.
  private static func mix(_ hash: Int, _ component: PathComponent) -> Int {
    let value =
      switch component {
      case .index(let index): index
      case .branch(let branch): branch ? 0x5bd1_e995 : 0x1b87_3593
      case .id(let id): id.hashValue
      case .slot(let slot): slot.hashValue
      case .modifierContent(let depth): depth &* 0x2545_f491
      }
    return (hash ^ value) &* 0x0100_0000_01b3 &+ 0x9e37_79b9
  }

}
