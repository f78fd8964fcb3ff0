/// How a kept element was last placed: its nodes and actions, and everything the placement read.
///
/// A node that keeps its elements (see ``ContentReads``) also keeps their layout: placed again at the
/// same size, inside the same stack or column, the element's nodes are the ones it made last time,
/// with their ids, moved to the new origin. A list row that did not change costs its actions'
/// registration instead of measuring and building its nodes again.
@MainActor
final class PlacementMemo {
  struct Inputs: Equatable {
    var width: CGFloat
    var height: CGFloat
    /// The stack that links inside push onto, and the value types it has destinations for.
    var stack: ObjectIdentifier?
    var stackDestinations: [ObjectIdentifier?]
    /// The split view column that links inside show into, and its destinations.
    var split: ObjectIdentifier?
    var column: Int
    var columnDestinations: [ObjectIdentifier?]
    /// For a list cell: which row it is (its swipe actions name it) and whether it can be deleted.
    var row: ScreenBuilder.RowKey?
    var deletesRow = false
    /// The value type of the surrounding list's selection: a link of that type selects its value
    /// instead of pushing it.
    var selectionType: ObjectIdentifier?
    /// For a list cell: whether it shows as selected (the selection's closures are the list's
    /// ``SelectionRelay``, the same in every update, so only what the cell shows is an input).
    var isSelected = false

    /// Inputs that no placement is kept with: a list walk's where its cells are placed afresh.
    static var unused: Inputs {
      Inputs(
        width: 0, height: 0, stack: nil, stackDestinations: [], split: nil, column: 0,
        columnDestinations: [], row: nil, selectionType: nil)
    }
  }

  @exclusivity(unchecked) private(set) var inputs: Inputs
  let origin: CGPoint
  @exclusivity(unchecked) private(set) var nodes: [ScreenNode]
  let size: CGSize
  /// The actions of a node placed.
  struct PlacedActions {
    let id: Int
    let actions: ScreenActions
  }

  /// The actions of the nodes this placement made itself: those of the placements inside it are
  /// theirs, registered with them (``nested``), so that making a memo copies none.
  let actions: [PlacedActions]
  /// The ids of the nodes this placement made when it was remembered, those of the placements
  /// remembered inside it included.
  let ids: Range<Int>
  /// The placements inside this one (a row's content inside its cell): their nodes are among these.
  /// Each is followed by those inside it, as on ``ScreenBuilder/memosOnScreen``.
  let nested: [PlacementMemo]
  /// The elements this placement placed that can present, those of the placements inside included:
  /// what they present is asked again at every replay.
  let presenters: [PlacedPresenter]
  /// The screen that last showed these nodes: one screen shows them once, since ids are unique.
  @exclusivity(unchecked) private(set) var frame: Int

  init(
    inputs: Inputs, origin: CGPoint, nodes: [ScreenNode], size: CGSize,
    actions: [PlacedActions], ids: Range<Int>, nested: [PlacementMemo],
    presenters: [PlacedPresenter], frame: Int
  ) {
    self.inputs = inputs
    self.origin = origin
    self.nodes = nodes
    self.size = size
    self.actions = actions
    self.ids = ids
    self.nested = nested
    self.presenters = presenters
    self.frame = frame
  }

  /// Shows a list cell's placement as selected or not: the cell's own flag is all that selecting its
  /// row changes, so the placement is kept rather than made again.
  ///
  /// - Parameter isSelected: Whether the row is now selected.
  func select(_ isSelected: Bool) {
    guard inputs.isSelected != isSelected, nodes.count == 1, nodes[0].role == .cell else { return }
    inputs.isSelected = isSelected
    nodes[0].isSelected = isSelected
  }

  /// Shows a child of this placement's one node (a list's table: its cells) selected or not, as
  /// ``select(_:)`` shows a cell's own placement.
  ///
  /// - Parameters:
  ///   - isSelected: Whether the child is now selected.
  ///   - index: The child's place among the node's children.
  func select(_ isSelected: Bool, childAt index: Int) {
    guard nodes.count == 1, nodes[0].children.indices.contains(index) else { return }
    nodes[0].children[index].isSelected = isSelected
  }

  /// Marks these nodes, and those of the placements inside, as shown on a screen.
  func show(onScreen frame: Int) {
    self.frame = frame
    for memo in nested { memo.frame = frame }
  }
}

extension ScreenBuilder {
  /// Places an element, replaying the placement its original made last time when nothing it read
  /// has changed.
  mutating func place(_ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope)
    -> (nodes: [ScreenNode], size: CGSize)
  {
    place(
      element, replaying: element.layoutOriginal, origin: origin, width: width, height: height, scope: scope)
  }

  /// Places an element, replaying the placement `original` made last time when nothing it read has
  /// changed (and remembering this one), or afresh without an original.
  private mutating func place(
    _ element: Element, replaying original: Element?, origin: CGPoint, width: CGFloat, height: CGFloat,
    scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let placed = placeOrReplay(
      element, original: original, origin: origin, width: width, height: height, scope: scope)
    if scrollTargets != nil, let id = element.traits.scrollID ?? element.traits.tag, scrollTargets?[id] == nil
    {
      scrollTargets?[id] = CGRect(origin: origin, size: placed.size)
    }
    return placed
  }

  /// Places a toolbar item. A toolbar's items are the elements its held content kept, handed out as
  /// they are (``HeldContent``); an item copied with the content holding the toolbar has the kept
  /// one as its original. An item whose original was placed in two earlier updates is a kept
  /// toolbar's, whose placement is remembered and replayed. Others are placed without remembering:
  /// many toolbars are made again with the screen that holds them (a trip pushed), and a memo
  /// nobody replays costs more than it saves.
  mutating func placeBarItem(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let original = element.layoutOriginal ?? element
    if original.lastPlacedAsBarItem != host.frame {
      original.lastPlacedAsBarItem = host.frame
      original.updatesPlacedAsBarItem += 1
    }
    let kept = original.updatesPlacedAsBarItem > 2 ? original : nil
    return place(element, replaying: kept, origin: origin, width: width, height: height, scope: scope)
  }

  private mutating func placeOrReplay(
    _ element: Element, original: Element?, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    guard let original, !original.readsStateInLayout else {
      return placeAfresh(element, origin: origin, width: width, height: height, scope: scope)
    }
    // Not optional: an optional of the inputs is copied through the optional's value witnesses.
    let inputs = placementInputs(width: width, height: height, scope: scope)
    if canReplay(original.placement, for: inputs), let memo = original.placement,
      let presented = presentations(of: memo, at: origin)
    {
      return replay(memo, at: origin, presenting: presented)
    }
    // Kept on the original (unless it collected presentations from outside what it placed): its
    // slot is written directly, as a key path into it would be applied at run time.
    let (placed, memo) = placeRemembering(inputs, origin: origin) { builder in
      (builder.placeAfresh(element, origin: origin, width: width, height: height, scope: scope), true)
    }
    if let memo { original.placement = memo }
    return placed
  }

  /// Runs a placement and makes its memo, shown on this screen: nil when the placement says it
  /// is not worth keeping, or collected presentations from outside what it placed.
  ///
  /// - Parameters:
  ///   - inputs: What the placement read besides its element.
  ///   - origin: Where it places.
  ///   - place: The placement, and whether to keep it.
  /// - Returns: What it placed, and the memo that replays it.
  mutating func placeRemembering(
    _ inputs: PlacementMemo.Inputs, origin: CGPoint,
    _ place: (inout ScreenBuilder) -> (placed: (nodes: [ScreenNode], size: CGSize), keep: Bool)
  ) -> (placed: (nodes: [ScreenNode], size: CGSize), memo: PlacementMemo?) {
    let firstID = host.nextNodeID
    let untrackedRequests = untrackedRequestCount
    let firstMemo = memosOnScreen.count
    let firstPresenter = presenters.count
    let (result, keep) = place(&self)
    guard keep, untrackedRequestCount == untrackedRequests else { return (result, nil) }
    let nested = Array(memosOnScreen[firstMemo...])
    let ids = firstID..<host.nextNodeID
    let memo = PlacementMemo(
      inputs: inputs, origin: origin, nodes: result.nodes, size: result.size,
      actions: placedActions(in: ids, nested: nested, from: actions), ids: ids, nested: nested,
      presenters: presenters.count == firstPresenter ? [] : Array(presenters[firstPresenter...]),
      frame: host.frame)
    // Before the placements inside it, as a replay shows them.
    memosOnScreen.insert(memo, at: firstMemo)
    return (result, memo)
  }

  /// The ids a nested placement made, from `lower` up to `upper`.
  private struct IDSpan {
    let lower: Int
    let upper: Int
  }

  /// The actions of the nodes a placement made itself (`ids`), without those of the placements
  /// remembered inside it, which keep their own.
  ///
  /// The ids of the placements directly inside are passed over in its range (a replayed one's are
  /// older than the range), so that each node's actions are listed by one memo.
  ///
  /// - Parameters:
  ///   - ids: The ids the placement made.
  ///   - nested: The placements inside it, each followed by those inside that one.
  ///   - table: Where the actions are registered: this screen's, or the last one's for a placement
  ///     that screen showed.
  /// - Returns: The actions, by node.
  func placedActions(in ids: Range<Int>, nested: [PlacementMemo], from table: ScreenActionTable)
    -> [PlacementMemo.PlacedActions]
  {
    var placed: [PlacementMemo.PlacedActions] = []
    // Bounds, not `Range`s: an array of ranges is the first use of its type at launch, whose
    // `Comparable` requirement the Swift runtime checks by scanning every conformance record.
    var madeInside: [IDSpan] = []
    var index = 0
    while index < nested.count {
      let inside = nested[index]
      if inside.ids.lowerBound >= ids.lowerBound, !inside.ids.isEmpty {
        madeInside.append(IDSpan(lower: inside.ids.lowerBound, upper: inside.ids.upperBound))
      }
      index += 1 + inside.nested.count
    }
    var id = ids.lowerBound
    var next = 0
    while id < ids.upperBound {
      if next < madeInside.count, id == madeInside[next].lower {
        id = madeInside[next].upper
        next += 1
        continue
      }
      if let entry = table[id] {
        // Room for the rest at the first, up to eight: grown one by one, the array was allocated
        // again at its second, third and fifth action.
        if placed.isEmpty { placed.reserveCapacity(min(ids.upperBound - id, 8)) }
        placed.append(PlacementMemo.PlacedActions(id: id, actions: entry))
      }
      id += 1
    }
    return placed
  }

  /// What a placement depends on besides the element. Inside a list with a selection, the
  /// selection's type is an input (a link of that type selects), and for a cell whether it shows as
  /// selected: the selection's closures are the list's ``SelectionRelay``, the same in every update.
  ///
  /// Asked at every placement: written without closures, each of which would check that it runs on
  /// the main actor.
  func placementInputs(width: CGFloat, height: CGFloat, scope: Scope) -> PlacementMemo.Inputs {
    var inputs = PlacementMemo.Inputs(
      width: width, height: height, stack: nil, stackDestinations: [], split: nil, column: -1,
      columnDestinations: [], selectionType: nil)
    if let stack = scope.stack {
      inputs.stack = ObjectIdentifier(stack)
      inputs.stackDestinations = stack.destinationTypes
    }
    if let column = scope.column {
      inputs.split = ObjectIdentifier(column.split)
      inputs.column = column.index
      inputs.columnDestinations = column.split.destinationTypes(inColumn: column.index)
    }
    if let selection = scope.listSelection { inputs.selectionType = ObjectIdentifier(selection.valueType) }
    return inputs
  }

  /// Whether a kept placement can be shown on this screen: its inputs are the same and it is not
  /// on the screen already.
  func canReplay(_ memo: PlacementMemo?, for inputs: PlacementMemo.Inputs) -> Bool {
    guard let memo else { return false }
    return memo.frame != host.frame && memo.inputs == inputs
  }

  /// Shows a kept placement at an origin, with what its presenters present now.
  ///
  /// - Parameters:
  ///   - memo: The kept placement.
  ///   - origin: Where it is shown.
  ///   - presented: What its presenters present now (``presentations(of:at:)``).
  /// - Returns: The placement's nodes, moved to the origin, and its size.
  mutating func replay(_ memo: PlacementMemo, at origin: CGPoint, presenting presented: [PlacedRequest])
    -> (nodes: [ScreenNode], size: CGSize)
  {
    let dx = origin.x - memo.origin.x
    let dy = origin.y - memo.origin.y
    if !memo.presenters.isEmpty {
      requests += presented
      // Where they are now: a placement that keeps this one asks them again from there.
      for presenter in memo.presenters { presenters.append(presenter.moved(dx: dx, dy: dy)) }
    }
    host.metrics.placementsReused += 1
    memo.show(onScreen: host.frame)
    memosOnScreen.append(memo)
    memosOnScreen += memo.nested
    for placed in memo.actions { registerActions(placed.actions, for: placed.id) }
    for inside in memo.nested {
      for placed in inside.actions { registerActions(placed.actions, for: placed.id) }
    }
    var nodes = memo.nodes
    Self.shift(&nodes, dx: dx, dy: dy)
    return (nodes, memo.size)
  }

  /// What a kept placement's presenters present now, anchored where they were placed, moved with the
  /// placement to `origin`.
  ///
  /// - Returns: The requests, or nil when a presenter's inspector came or went, which changes its
  ///   layout (an inspector column): the element is then placed afresh.
  func presentations(of memo: PlacementMemo, at origin: CGPoint) -> [PlacedRequest]? {
    guard !memo.presenters.isEmpty else { return [] }
    let dx = origin.x - memo.origin.x
    let dy = origin.y - memo.origin.y
    var placed: [PlacedRequest] = []
    for presenter in memo.presenters {
      let requests = presenter.element.presentationRequests
      let inspectorShows = showsInspectorColumn && requests.firstElement { $0.kind == .inspector } != nil
      guard inspectorShows == presenter.showsInspectorColumn else { return nil }
      let anchor = presenter.anchor.offsetBy(dx: dx, dy: dy)
      for request in requests where !(request.kind == .inspector && inspectorShows) {
        placed.append(PlacedRequest(request: request, anchor: anchor, scope: presenter.scope))
      }
    }
    return placed
  }
}

/// An element that can present, as it was placed: where (a popover points there) and inside what.
///
/// A presentation's phase changes without the element changing, so a kept placement does not keep
/// the requests it made: it keeps its presenters, and asks each again as it is replayed. Only an
/// inspector changes the presenter's own layout (a column beside it on a regular width).
@MainActor
struct PlacedPresenter {
  let element: Element
  let anchor: CGRect
  let scope: ScreenBuilder.Scope
  /// Whether the element was placed with its inspector as a column.
  let showsInspectorColumn: Bool
  /// The same presenter, placed `dx`, `dy` from where it was.
  func moved(dx: CGFloat, dy: CGFloat) -> PlacedPresenter {
    guard dx != 0 || dy != 0 else { return self }
    return PlacedPresenter(
      element: element, anchor: anchor.offsetBy(dx: dx, dy: dy), scope: scope,
      showsInspectorColumn: showsInspectorColumn)
  }
}
