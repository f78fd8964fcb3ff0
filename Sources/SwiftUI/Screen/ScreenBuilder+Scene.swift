/// The screen under the presentations as the last update laid it out, kept to be shown again while
/// nothing it shows changed: typing in a sheet, or stepping a value there, lays out the sheet alone.
///
/// A presentation's content is resolved apart (``PresentationResolving``), and a change inside it
/// stops at its boundary: the content it covers keeps its elements. Its layout was made again all
/// the same, since the containers there (a tab view, a split view, a stack, a list) read state as
/// they are placed and are never replayed one by one. Here the whole layout is kept instead, with
/// what it read, and replayed when:
/// - nothing outside presented content dropped kept content since (the host's
///   ``GraphHost/sceneMayHaveChanged``, which the walk that drops kept content sets for any view
///   outside a presentation, and a change of geometry or scene phase sets);
/// - the scene's elements are the very elements laid out then, in the same geometry;
/// - every value layout read is the same (``LayoutReads``): the bindings its containers read, their
///   scroll offsets; and the layout read nothing it cannot record.
/// What its presenters present is asked again, as for any kept placement (``PlacedPresenter``).
///
/// Keeping it costs next to nothing: the memo shares the arrays the layout made (its nodes, the
/// placements and presenters inside it), and the actions of the nodes it made itself are not
/// copied; a replay takes them from the last screen's table, which still holds them.
@MainActor
final class KeptScene {
  /// The scene's elements as laid out (their kept originals), weakly: a list's rows, a kept walk,
  /// go with the elements that made them, and an update that replaces these must see them go.
  private let roots: [WeakElement]
  private let geometry: SceneGeometry
  /// The layout, with the placements nested in it; without its own nodes' actions.
  let memo: PlacementMemo
  /// The navigation bars it showed, for the next update's bars to replay (see ``BarMemo``).
  let bars: [BarMemo]
  /// Its nodes covered by the presentations over them, once they were (see
  /// ``ScreenBuilder/placePresentations(over:)``).
  var coveredNodes: [ScreenNode]?

  private struct WeakElement {
    weak var element: Element?
  }

  /// - Parameters:
  ///   - roots: The scene's elements as laid out.
  ///   - geometry: The scene's geometry then.
  ///   - memo: The layout.
  ///   - bars: The navigation bars it showed.
  init(roots: [Element], geometry: SceneGeometry, memo: PlacementMemo, bars: [BarMemo]) {
    // A loop, not `map`: a closure formed on the main actor checks its executor at every call.
    var weakRoots: [WeakElement] = []
    weakRoots.reserveCapacity(roots.count)
    for root in roots { weakRoots.append(WeakElement(element: root.layoutOriginal ?? root)) }
    self.roots = weakRoots
    self.geometry = geometry
    self.memo = memo
    self.bars = bars
  }

  /// Whether the layout shows the scene of now, as far as its elements and geometry tell (what it
  /// read is the host's ``GraphHost/layoutReads``, recorded as it was laid out).
  ///
  /// - Parameters:
  ///   - roots: The scene's elements now.
  ///   - geometry: The scene's geometry now.
  ///   - frame: The update being laid out.
  /// - Returns: True when the layout can be replayed.
  func holds(for roots: [Element], in geometry: SceneGeometry, frame: Int) -> Bool {
    guard memo.frame != frame, roots.count == self.roots.count, geometry == self.geometry else {
      return false
    }
    for (root, kept) in zip(roots, self.roots) where (root.layoutOriginal ?? root) !== kept.element {
      return false
    }
    return true
  }
}

extension ScreenBuilder {
  /// The whole scene: the root content filling the safe area, replayed while it holds
  /// (``KeptScene``).
  mutating func placeScene(_ elements: [Element], in area: CGRect) -> [ScreenNode] {
    if sceneIsUnchanged, let kept = host.keptScene,
      kept.holds(for: elements, in: geometry, frame: host.frame), host.layoutReads.areCurrent,
      let presented = presentations(of: kept.memo, at: area.origin)
    {
      return replay(kept, presenting: presented)
    }
    host.keptScene = nil
    // The first placement of the screen: nothing is on it yet, and what it places is the scene's.
    let firstID = host.nextNodeID
    let untrackedRequests = untrackedRequestCount
    let reads = host.layoutReads
    reads.reset()
    layoutReads = reads
    Runtime.layoutReads = reads
    let column = placeColumn(
      elements, origin: area.origin, width: area.width, height: area.height, spacing: nil, scope: Scope())
    Runtime.layoutReads = nil
    layoutReads = nil
    if reads.isComplete, untrackedRequestCount == untrackedRequests {
      let memo = PlacementMemo(
        inputs: .unused, origin: area.origin, nodes: column.nodes,
        size: CGSize(width: area.width, height: column.height), actions: [],
        ids: firstID..<host.nextNodeID, nested: memosOnScreen, presenters: presenters, frame: host.frame)
      host.keptScene = KeptScene(
        roots: elements, geometry: geometry, memo: memo, bars: barMemosShown)
    }
    return column.nodes
  }

  /// Shows the kept scene, with its nodes' actions from the last screen's table.
  private mutating func replay(_ kept: KeptScene, presenting presented: [PlacedRequest]) -> [ScreenNode] {
    host.metrics.scenesReplayed += 1
    let memo = kept.memo
    for placed in placedActions(in: memo.ids, nested: memo.nested, from: host.screen.actions) {
      registerActions(placed.actions, for: placed.id)
    }
    barMemosShown += kept.bars
    let nodes = replay(memo, at: memo.origin, presenting: presented).nodes
    guard !requests.isEmpty, let covered = kept.coveredNodes else { return nodes }
    isSceneCovered = true
    return covered
  }
}
