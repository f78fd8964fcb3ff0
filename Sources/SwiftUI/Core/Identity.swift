/// One step of a view's structural identity: its position in a tuple, the branch of a conditional,
/// an explicit id from `ForEach` or `id(_:)`, or a named slot of a container.
enum PathComponent: Hashable {
  case index(Int)
  case branch(Bool)
  case id(AnyHashable)
  case slot(String)
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

  init() {}

  mutating func append(_ component: PathComponent) {
    components.append(component)
    var hasher = Hasher()
    hasher.combine(runningHash)
    hasher.combine(component)
    runningHash = hasher.finalize()
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(runningHash)
  }

  static func == (lhs: StructuralPath, rhs: StructuralPath) -> Bool {
    lhs.runningHash == rhs.runningHash && lhs.components == rhs.components
  }
}
