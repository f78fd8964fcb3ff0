/// A navigation bar as it was placed at the last update, with everything its placement read.
///
/// A bar's items are kept elements (a toolbar's content is held while the body around it runs
/// again) and each replays its own placement, but the bar around them was made again at every
/// update: its node, the title, each item measured, marked and copied into the bar, about 35,000
/// instructions a bar. A bar whose title, items and place are those of the last update is shown as
/// it was, its items' placements with it.
@MainActor
struct BarMemo {
  /// What a navigation bar's placement reads.
  struct Key {
    var frame: CGRect
    var title: String?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    var isRoot: Bool
    var backTitle: String?
    var systemLeading: [String]
    var systemTrailing: [String]
    var removedKinds: Set<String>
    var placements: [ToolbarItemPlacement]
    /// How many of `items` each placement's item has.
    var itemCounts: [Int]
    /// The items' elements, the kept originals of those handed out as copies: held, so that an
    /// element freed since cannot be mistaken for another made at its address.
    var items: [Element]
    var inputs: PlacementMemo.Inputs

    /// Whether two bars read the same: the same values, and the very same item elements.
    func matches(_ other: Key) -> Bool {
      frame == other.frame && title == other.title && titleDisplayMode == other.titleDisplayMode
        && isRoot == other.isRoot && backTitle == other.backTitle && systemLeading == other.systemLeading
        && systemTrailing == other.systemTrailing && removedKinds == other.removedKinds
        && placements == other.placements && itemCounts == other.itemCounts
        && items.count == other.items.count
        && zip(items, other.items).allSatisfy { $0 === $1 } && inputs == other.inputs
    }
  }

  let key: Key
  let memo: PlacementMemo
}

extension ScreenBuilder {
  /// A screen's navigation bar: the one placed at the last update when nothing it reads changed,
  /// else placed afresh and remembered for the next.
  ///
  /// The actions of the back button and of the system's items are the ones made at this update
  /// (they close over the stack or split view that shows the bar), whichever placement is shown.
  mutating func rememberedNavigationBar(
    _ screen: BarScreen, _ preferences: ScreenPreferences, in frame: CGRect, scope: Scope
  ) -> ScreenNode {
    guard let key = barKey(screen, preferences, in: frame, scope: scope) else {
      return placeNavigationBar(screen, preferences, in: frame, scope: scope)
    }
    if let last = host.barMemos.first(where: { $0.key.matches(key) }), canReplay(last.memo, for: key.inputs),
      let presented = presentations(of: last.memo, at: frame.origin)
    {
      // Each item is shown as it was placed, inside the bar's placement, as a list's kept walk
      // shows its rows'.
      host.metrics.placementsReused += last.key.items.count
      let placed = replay(last.memo, at: frame.origin, presenting: presented)
      barMemosShown.append(last)
      refreshSystemActions(of: placed.nodes[0], screen)
      return placed.nodes[0]
    }
    let (placed, memo) = placeRemembering(key.inputs, origin: frame.origin) { builder in
      let bar = builder.placeNavigationBar(screen, preferences, in: frame, scope: scope)
      return (([bar], bar.frame.size), true)
    }
    if let memo { barMemosShown.append(BarMemo(key: key, memo: memo)) }
    return placed.nodes[0]
  }

  /// What the bar reads, or nil when an item lays itself out from state (its placement is made
  /// again at every update, and so is the bar's).
  private func barKey(
    _ screen: BarScreen, _ preferences: ScreenPreferences, in frame: CGRect, scope: Scope
  ) -> BarMemo.Key? {
    guard let inputs = placementInputs(width: frame.width, height: frame.height, scope: scope) else {
      return nil
    }
    var placements: [ToolbarItemPlacement] = []
    var itemCounts: [Int] = []
    var items: [Element] = []
    for item in preferences.toolbarItems {
      placements.append(item.placement)
      itemCounts.append(item.elements.count)
      for element in item.elements {
        let original = element.layoutOriginal ?? element
        if original.readsStateInLayout { return nil }
        items.append(original)
      }
    }
    return BarMemo.Key(
      frame: frame, title: preferences.title, titleDisplayMode: preferences.titleDisplayMode,
      isRoot: screen.isRoot, backTitle: screen.back?.title, systemLeading: screen.systemLeading.map(\.label),
      systemTrailing: screen.systemTrailing.map(\.label), removedKinds: preferences.removedKinds,
      placements: placements, itemCounts: itemCounts, items: items, inputs: inputs)
  }

  /// Registers the back button's and the system items' actions of this update on a bar shown as
  /// it was placed before.
  private mutating func refreshSystemActions(of bar: ScreenNode, _ screen: BarScreen) {
    // The system's items, leading then trailing, in the order the bar's children have them.
    var system = (screen.systemLeading + screen.systemTrailing).makeIterator()
    for node in bar.children {
      if node.marks.contains(.backButton), let back = screen.back {
        setActions(node) { $0.tap = back.action }
      } else if node.marks.contains(.systemItem), let item = system.next() {
        setActions(node) { $0.tap = item.action }
      }
    }
  }
}
