/// How a kept element was last placed: its nodes and actions, and everything the placement read.
///
/// A node that keeps its elements (see ``ContentReads``) also keeps their layout: placed again at the
/// same size, inside the same stack or column, the element's nodes are the ones it made last time,
/// moved to the new origin and numbered as a fresh placement would number them. A list row that did
/// not change costs a copy of its nodes instead of measuring and building them again.
@MainActor
final class PlacementMemo {
  struct Inputs: Equatable {
    var width: CGFloat
    var height: CGFloat
    var geometry: SceneGeometry
    /// The stack that links inside push onto, and the value types it has destinations for.
    var stack: ObjectIdentifier?
    var stackDestinations: [ObjectIdentifier?]
    /// The split view column that links inside show into, and its destinations.
    var split: ObjectIdentifier?
    var column: Int
    var columnDestinations: [ObjectIdentifier?]
  }

  let inputs: Inputs
  let origin: CGPoint
  let nodes: [ScreenNode]
  let size: CGSize
  /// The first id the placement gave, and how many it gave.
  let firstID: Int
  let idCount: Int
  let actions: [Int: ScreenActions]

  init(
    inputs: Inputs, origin: CGPoint, nodes: [ScreenNode], size: CGSize, firstID: Int, idCount: Int,
    actions: [Int: ScreenActions]
  ) {
    self.inputs = inputs
    self.origin = origin
    self.nodes = nodes
    self.size = size
    self.firstID = firstID
    self.idCount = idCount
    self.actions = actions
  }
}

extension ScreenBuilder {
  /// Places an element, replaying the placement its original made last time when nothing it read
  /// has changed.
  mutating func place(_ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope)
    -> (nodes: [ScreenNode], size: CGSize)
  {
    guard let original = element.layoutOriginal, !original.readsBindingsInLayout,
      let inputs = placementInputs(width: width, height: height, scope: scope)
    else {
      return placeAfresh(element, origin: origin, width: width, height: height, scope: scope)
    }
    if let memo = original.placement, memo.inputs == inputs {
      host.metrics.placementsReused += 1
      return replay(memo, at: origin)
    }
    let firstID = nextID
    let requestCount = requests.count
    let result = placeAfresh(element, origin: origin, width: width, height: height, scope: scope)
    // A placement that asked for a presentation has effects beyond its nodes: never replayed.
    guard requests.count == requestCount else { return result }
    var placedActions: [Int: ScreenActions] = [:]
    for id in firstID..<nextID {
      if let entry = actions[id] { placedActions[id] = entry }
    }
    original.placement = PlacementMemo(
      inputs: inputs, origin: origin, nodes: result.nodes, size: result.size, firstID: firstID,
      idCount: nextID - firstID, actions: placedActions)
    return result
  }

  /// What a placement depends on besides the element, or nil where it depends on more than this
  /// describes (a list's selection, whose closures are made afresh each update).
  private func placementInputs(width: CGFloat, height: CGFloat, scope: Scope) -> PlacementMemo.Inputs? {
    guard scope.listSelection == nil else { return nil }
    return PlacementMemo.Inputs(
      width: width, height: height, geometry: geometry,
      stack: scope.stack.map(ObjectIdentifier.init),
      stackDestinations: scope.stack?.destinationTypes ?? [],
      split: scope.column.map { ObjectIdentifier($0.split) }, column: scope.column?.index ?? -1,
      columnDestinations: scope.column.map { $0.split.destinationTypes(inColumn: $0.index) } ?? [])
  }

  private mutating func replay(_ memo: PlacementMemo, at origin: CGPoint) -> (
    nodes: [ScreenNode], size: CGSize
  ) {
    let shift = nextID - memo.firstID
    let dx = origin.x - memo.origin.x
    let dy = origin.y - memo.origin.y
    func moved(_ node: ScreenNode) -> ScreenNode {
      var copy = node
      copy.id = node.id + shift
      copy.frame = node.frame.offsetBy(dx: dx, dy: dy)
      copy.children = node.children.map(moved)
      return copy
    }
    for (id, entry) in memo.actions { registerActions(entry, for: id + shift) }
    nextID += memo.idCount
    return (memo.nodes.map(moved), memo.size)
  }
}
