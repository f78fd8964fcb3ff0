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
  var path: [PathComponent]
  var type: ObjectIdentifier
}
