/// A navigation bar as it was placed at the last update, with everything its placement read.
///
/// A bar's items are kept elements (a toolbar's content is held while the body around it runs
/// again) and each replays its own placement, but the bar around them was made again at every
/// update: its node, the title, each item measured, marked and copied into the bar, about 35,000
/// instructions a bar. A bar whose title, items and place are those of the last update is shown as
/// it was, its items' placements with it.
@MainActor
struct BarMemo {
  /// What a navigation bar's placement reads, held as the screen handed it over (its arrays are
  /// not copied): most bars are compared with none or one other.
  @MainActor
  struct Key {
    var frame: CGRect
    var title: String?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    var isRoot: Bool
    var backTitle: String?
    var systemLeading: [ScreenBuilder.BarScreen.SystemItem]
    var systemTrailing: [ScreenBuilder.BarScreen.SystemItem]
    var removedKinds: Set<String>
    /// The items, whose elements are held: an element freed since cannot be mistaken for another
    /// made at its address.
    var toolbarItems: [ToolbarItemInfo]

    /// Whether two bars read the same: the same values, and items that are the very same kept
    /// elements, none of which reads state as it is laid out.
    func matches(_ other: Key) -> Bool {
      frame == other.frame && title == other.title && titleDisplayMode == other.titleDisplayMode
        && isRoot == other.isRoot && backTitle == other.backTitle
        && Self.sameLabels(systemLeading, other.systemLeading)
        && Self.sameLabels(systemTrailing, other.systemTrailing) && removedKinds == other.removedKinds
        && sameItems(as: other)
    }

    private static func sameLabels(
      _ lhs: [ScreenBuilder.BarScreen.SystemItem], _ rhs: [ScreenBuilder.BarScreen.SystemItem]
    ) -> Bool {
      guard lhs.count == rhs.count else { return false }
      for (left, right) in zip(lhs, rhs) where left.label != right.label { return false }
      return true
    }

    private func sameItems(as other: Key) -> Bool {
      guard toolbarItems.count == other.toolbarItems.count else { return false }
      for (item, last) in zip(toolbarItems, other.toolbarItems) {
        guard item.placement == last.placement, item.elements.count == last.elements.count else {
          return false
        }
        for (element, lastElement) in zip(item.elements, last.elements) {
          let original = element.layoutOriginal ?? element
          guard original === (lastElement.layoutOriginal ?? lastElement), !original.readsStateInLayout else {
            return false
          }
        }
      }
      return true
    }
  }

  let key: Key
  /// The bar's placement, remembered from the first time the bar is placed; nil when it was not
  /// kept (it collected presentations from outside what it placed).
  /// A memo the next update does not replay (a bar placed once, as a push places it and the next
  /// push replaces it) costs some 3,000 instructions; remembering only a bar placed twice made the
  /// first update after a navigation (a toolbar's Delete presenting its alert) place the bar
  /// again, some 40,000.
  let memo: PlacementMemo?
}

extension ScreenBuilder {
  /// A screen's navigation bar: the one placed at the last update when nothing it reads changed,
  /// else placed afresh, and remembered for the next.
  ///
  /// The actions of the back button and of the system's items are the ones made at this update
  /// (they close over the stack or split view that shows the bar), whichever placement is shown.
  mutating func rememberedNavigationBar(
    _ screen: BarScreen, _ preferences: ScreenPreferences, in frame: CGRect, scope: Scope
  ) -> ScreenNode {
    let key = BarMemo.Key(
      frame: frame, title: preferences.title, titleDisplayMode: preferences.titleDisplayMode,
      isRoot: screen.isRoot, backTitle: screen.back?.title, systemLeading: screen.systemLeading,
      systemTrailing: screen.systemTrailing, removedKinds: preferences.removedKinds,
      toolbarItems: preferences.toolbarItems)
    // Its slot, filled in below: an item placed inside the bar may show bars of its own.
    let slot = barMemosShown.count
    barMemosShown.append(BarMemo(key: key, memo: nil))
    let inputs = placementInputs(width: frame.width, height: frame.height, scope: scope)
    if let memo = lastMemo(matching: key), canReplay(memo, for: inputs),
      let presented = presentations(of: memo, at: frame.origin)
    {
      // Each item is shown as it was placed, inside the bar's placement, as a list's kept walk
      // shows its rows'.
      host.metrics.placementsReused += key.toolbarItems.count
      let placed = replay(memo, at: frame.origin, presenting: presented)
      barMemosShown[slot] = BarMemo(key: key, memo: memo)
      refreshSystemActions(of: placed.nodes[0], screen)
      return placed.nodes[0]
    }
    let (placed, memo) = placeRemembering(inputs, origin: frame.origin) { builder in
      let bar = builder.placeNavigationBar(screen, preferences, in: frame, scope: scope)
      return (([bar], bar.frame.size), true)
    }
    barMemosShown[slot] = BarMemo(key: key, memo: memo)
    return placed.nodes[0]
  }

  /// The placement remembered at the last update for a bar that reads the same. A loop, not
  /// `first(where:)`: a closure of this actor handed to the standard library checks at each call
  /// that it runs on the actor.
  private func lastMemo(matching key: BarMemo.Key) -> PlacementMemo? {
    for last in host.barMemos where last.key.matches(key) { return last.memo }
    return nil
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
