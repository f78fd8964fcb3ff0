extension ScreenBuilder {
  /// A back button for a screen: its title (the previous screen's, as iOS titles it) and its action.
  struct BackButton {
    var title: String
    var action: () -> Void
  }

  // MARK: One screen with its navigation bar

  /// A screen shown under a navigation bar: its elements, its back button, and the buttons the
  /// system adds (a split view's sidebar buttons).
  struct BarScreen {
    /// A button the system adds to a bar: its label and its action.
    typealias SystemItem = (label: String, action: () -> Void)

    var elements: [Element]
    var back: BackButton?
    /// A stack's root: its title is large unless it asks otherwise.
    var isRoot: Bool
    var systemLeading: [SystemItem] = []
    var systemTrailing: [SystemItem] = []
  }

  /// Places a screen under a navigation bar: the back button, the items by placement, the title, a
  /// search field, the content, and a bottom toolbar. Stacks, split-view columns and collapsed split
  /// views all show their screens through this.
  mutating func placeBarScreen(_ screen: BarScreen, in frame: CGRect, scope: Scope) -> Placed {
    let elements = screen.elements
    let preferences = ScreenPreferences(of: elements)
    var nodes: [ScreenNode] = []
    var content = frame
    // A screen that hid its navigation bar (`toolbar(.hidden, for: .navigationBar)`) starts at the
    // top, with no title, items or back button.
    if !preferences.hides(.navigationBar) {
      let bar = rememberedNavigationBar(screen, preferences, in: frame, scope: scope)
      nodes.append(bar)
      content.origin.y += bar.frame.height
      content.size.height -= bar.frame.height
    }
    if let search = preferences.search {
      nodes.append(placeSearchField(search, in: content))
      content.origin.y += chrome.searchRowHeight
      content.size.height -= chrome.searchRowHeight
    }
    var bottom: [ToolbarItemInfo] = []
    for item in preferences.toolbarItems where item.placement == .bottomBar {
      bottom.append(item)
    }
    var toolbar: ScreenNode?
    if !bottom.isEmpty, !preferences.hides(.bottomBar) {
      content.size.height -= chrome.toolbarHeight
      toolbar = placeBottomBar(bottom, below: content, scope: scope)
    }
    nodes +=
      placeColumn(
        elements, origin: content.origin, width: content.width, height: max(0, content.height), spacing: nil,
        scope: scope
      ).nodes
    if let toolbar { nodes.append(toolbar) }
    return (nodes, frame.size)
  }

  /// A screen's navigation bar: its title, large or inline, and its items.
  mutating func placeNavigationBar(
    _ screen: BarScreen, _ preferences: ScreenPreferences, in frame: CGRect, scope: Scope
  ) -> ScreenNode {
    let title = preferences.title ?? ""
    let mode = preferences.titleDisplayMode ?? (screen.isRoot ? .large : .inline)
    let isLarge = mode == .large && !title.isEmpty
    let barHeight = isLarge ? chrome.largeTitleBarHeight : chrome.navigationBarHeight
    var bar = makeNode(
      .navigationBar, title, CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: barHeight))
    bar.identifier = title
    bar.facts.title = title
    bar.facts.titleDisplayMode = isLarge ? .large : .inline
    bar.children = placeBarItems(screen, preferences, isLarge: isLarge, in: bar.frame, scope: scope)
    return bar
  }

  /// The items of a navigation bar, leading to trailing: the back button, the system's leading
  /// buttons, the app's leading items, the principal item or the title, then the trailing ones.
  private mutating func placeBarItems(
    _ screen: BarScreen, _ preferences: ScreenPreferences, isLarge: Bool, in bar: CGRect, scope: Scope
  ) -> [ScreenNode] {
    let title = preferences.title ?? ""
    var leading: [BarItem] = []
    var trailing: [BarItem] = []
    var principal: [Element] = []
    for item in preferences.toolbarItems where item.placement != .bottomBar && item.placement != .keyboard {
      let placed = Self.flattenGroups(item.elements)
      let implied = impliedShortcut(of: item.placement)
      if item.placement == .principal {
        principal.append(adopting: placed)
        continue
      }
      // A loop: a closure made here is checked for the main actor at each call of the standard
      // library's.
      var items: [BarItem] = []
      items.reserveCapacity(placed.count)
      for element in placed {
        items.append(BarItem(element: element, shortcut: element.traits.keyboardShortcut ?? implied))
      }
      if item.placement.isLeading {
        leading.append(adopting: items)
      } else {
        trailing.append(adopting: items)
      }
    }
    let leadingNodes = placeLeadingItems(
      screen, leading, removing: preferences.removedKinds, in: bar, scope: scope)
    var trailingNodes = placeTrailingItems(screen, trailing, in: bar, scope: scope)
    var nodes = leadingNodes
    let itemY = bar.minY + chrome.barItemTop
    if !principal.isEmpty {
      var placed = placeColumn(
        principal, origin: CGPoint(x: bar.minX + bar.width / 3, y: itemY), width: bar.width / 3,
        height: TextMetrics.lineHeight, spacing: nil, scope: scope)
      nodes.append(moving: &placed.nodes)
    } else if !title.isEmpty {
      let frame =
        isLarge
        ? CGRect(
          x: bar.minX + 16, y: bar.minY + chrome.largeTitleOffset,
          width: min(bar.width - 32, TextMetrics.idealWidth(of: title)), height: TextMetrics.lineHeight)
        : inlineTitleFrame(title, in: bar, between: leadingNodes, and: trailingNodes)
      var text = makeNode(.staticText, title, frame)
      text.marks.insert(.navigationTitle)
      nodes.append(text)
    }
    nodes.append(moving: &trailingNodes)
    return nodes
  }

  /// An inline title's frame: centred in the bar when it fits between the items on either side, else
  /// moved and narrowed to the room between them (the host cuts what does not fit, as UIKit does).
  private func inlineTitleFrame(
    _ title: String, in bar: CGRect, between leading: [ScreenNode], and trailing: [ScreenNode]
  ) -> CGRect {
    let gap = chrome.barItemSpacing
    var left = bar.minX + 8
    if !leading.isEmpty { left = -CGFloat.infinity }
    for node in leading { left = max(left, node.frame.maxX) }
    left += gap
    var right = bar.maxX - 8
    if !trailing.isEmpty { right = CGFloat.infinity }
    for node in trailing { right = min(right, node.frame.minX) }
    right -= gap
    let room = max(0, right - left)
    let width = min(TextMetrics.idealWidth(of: title), room)
    let centred = bar.minX + (bar.width - width) / 2
    let x = min(max(centred, left), right - width)
    return CGRect(x: x, y: bar.minY + chrome.barItemTop, width: width, height: TextMetrics.lineHeight)
  }

  /// An item of a bar with the key that presses it, if any.
  private struct BarItem {
    var element: Element
    var shortcut: KeyboardShortcut?
  }

  /// The key a placement gives its button: on a Mac, a cancellation action is pressed by Esc and a
  /// confirmation action by Return, as AppKit's sheets do; on iOS, none.
  private func impliedShortcut(of placement: ToolbarItemPlacement) -> KeyboardShortcut? {
    guard geometry.device.idiom == .mac else { return nil }
    if placement == .cancellationAction { return .cancelAction }
    if placement == .confirmationAction { return .defaultAction }
    return nil
  }

  private mutating func placeLeadingItems(
    _ screen: BarScreen, _ items: [BarItem], removing removed: Set<String>, in bar: CGRect, scope: Scope
  ) -> [ScreenNode] {
    var nodes: [ScreenNode] = []
    var x = bar.minX + 8
    let height = chrome.navigationBarHeight
    if let back = screen.back, !removed.contains("backButton") {
      let width = backButtonWidth(back.title, in: bar)
      var button = makeNode(.button, back.title, CGRect(x: x, y: bar.minY, width: width, height: height))
      button.marks.insert(.backButton)
      setActions(button) { $0.tap = back.action }
      nodes.append(button)
      x += width + 8
    }
    for item in screen.systemLeading {
      nodes.append(systemItem(item, at: CGPoint(x: x, y: bar.minY)))
      x += chrome.systemItemWidth + 8
    }
    let itemY = bar.minY + chrome.barItemTop
    for item in items {
      let iconOnly = Self.isIconOnly(item.element)
      let placed = placeBarItem(
        item.element, origin: CGPoint(x: x, y: itemY),
        width: iconOnly ? TextMetrics.iconWidth : chrome.leadingItemWidth,
        height: TextMetrics.lineHeight, scope: scope)
      for node in placed.nodes {
        nodes.append(Self.marked(node, placement: .leading, iconOnly: iconOnly, shortcut: item.shortcut))
      }
      x += (iconOnly ? TextMetrics.iconWidth : placed.size.width) + chrome.barItemSpacing
    }
    return nodes
  }

  /// A back button's width: its chevron and the previous screen's title when they take at most a third
  /// of the bar, else the least room ("Back"), as UIKit shortens a long back title.
  private func backButtonWidth(_ title: String, in bar: CGRect) -> CGFloat {
    let full = 2 * TextMetrics.characterWidth + TextMetrics.idealWidth(of: title)
    return full <= bar.width / 3 ? max(full, chrome.backButtonWidth) : chrome.backButtonWidth
  }

  private mutating func placeTrailingItems(
    _ screen: BarScreen, _ items: [BarItem], in bar: CGRect, scope: Scope
  ) -> [ScreenNode] {
    // Placed from the right edge leftwards, each item's nodes a group, joined left to right at the end.
    var groups: [[ScreenNode]] = []
    groups.reserveCapacity(screen.systemTrailing.count + items.count)
    var right = bar.maxX - 8
    for item in screen.systemTrailing.reversed() {
      right -= chrome.systemItemWidth
      groups.append([systemItem(item, at: CGPoint(x: right, y: bar.minY))])
      right -= 8
    }
    let itemY = bar.minY + chrome.barItemTop
    for item in items.reversed() {
      let iconOnly = Self.isIconOnly(item.element)
      let itemWidth = iconOnly ? TextMetrics.iconWidth : max(measure(item.element, width: nil).width, 22)
      right -= itemWidth
      let placed = placeBarItem(
        item.element, origin: CGPoint(x: right, y: itemY), width: itemWidth, height: TextMetrics.lineHeight,
        scope: scope)
      var group: [ScreenNode] = []
      group.reserveCapacity(placed.nodes.count)
      for node in placed.nodes {
        group.append(Self.marked(node, placement: .trailing, iconOnly: iconOnly, shortcut: item.shortcut))
      }
      groups.append(group)
      right -= chrome.barItemSpacing
    }
    var nodes: [ScreenNode] = []
    while var group = groups.popLast() { nodes.append(moving: &group) }
    return nodes
  }

  private mutating func systemItem(_ item: BarScreen.SystemItem, at origin: CGPoint) -> ScreenNode {
    let size = CGSize(width: chrome.systemItemWidth, height: chrome.navigationBarHeight)
    var button = makeNode(.button, item.label, CGRect(origin: origin, size: size))
    button.marks.insert(.systemItem)
    setActions(button) { $0.tap = item.action }
    return button
  }

  /// A bottom toolbar below the content, its items sharing the width.
  private mutating func placeBottomBar(_ items: [ToolbarItemInfo], below content: CGRect, scope: Scope)
    -> ScreenNode
  {
    let frame = CGRect(x: content.minX, y: content.maxY, width: content.width, height: chrome.toolbarHeight)
    var toolbar = makeNode(.toolbar, "", frame)
    let elements = items.flatMap { Self.flattenGroups($0.elements) }
    let widths = distributeWidths(elements, width: frame.width - 32, spacing: chrome.barItemSpacing)
    var x = frame.minX + 16
    let y = frame.minY + chrome.barItemTop
    for (element, elementWidth) in zip(elements, widths) {
      toolbar.children +=
        placeBarItem(
          element, origin: CGPoint(x: x, y: y), width: elementWidth, height: TextMetrics.lineHeight,
          scope: scope
        )
        .nodes
      x += elementWidth + chrome.barItemSpacing
    }
    return toolbar
  }

  /// A bar item's node with where it sits in the bar. Static, so that the closure marking an item's
  /// nodes does not capture the builder, which it would copy whole.
  private static func marked(
    _ node: ScreenNode, placement: HorizontalEdge, iconOnly: Bool, shortcut: KeyboardShortcut?
  ) -> ScreenNode {
    var copy = node
    copy.facts.barPlacement = placement
    if let shortcut, copy.role == .button { copy.facts.keyboardShortcut = shortcut }
    if iconOnly {
      copy.marks.insert(.iconOnly)
      copy.frame.size.width = min(copy.frame.width, TextMetrics.iconWidth)
    }
    return copy
  }

  /// In a navigation bar on iOS, a button whose label has a symbol shows the symbol alone.
  static func isIconOnly(_ element: Element) -> Bool {
    (element.contentIs(ButtonContent.self) || element.contentIs(LinkContent.self))
      && element.firstImageName != nil
  }

  /// Presentations requested from screens a stack has pushed over still present, as SwiftUI's do:
  /// the view that asks is in the hierarchy, only hidden.
  mutating func collectHiddenRequests(in screens: some Sequence<[Element]>, scope: Scope) {
    let center = CGRect(x: geometry.size.width / 2, y: geometry.size.height / 2, width: 0, height: 0)
    // Each that can present is a presenter (``PlacedPresenter``): a layout kept with these screens
    // under it asks them again as it is replayed.
    func visit(_ element: Element, into requests: inout [PlacedRequest], presenters: inout [PlacedPresenter])
    {
      if !element.traits.presentationBoundaries.isEmpty || !element.traits.presentations.isEmpty {
        presenters.append(
          PlacedPresenter(element: element, anchor: center, scope: scope, showsInspectorColumn: false))
      }
      for request in element.presentationRequests {
        // A hidden screen's inspector shows nowhere; a replay would not know to leave it out.
        guard request.kind != .inspector else {
          layoutReads?.markIncomplete()
          continue
        }
        requests.append(PlacedRequest(request: request, anchor: center, scope: scope))
      }
      if element.contentIs(LazyRows.self) { return }
      for child in element.children { visit(child, into: &requests, presenters: &presenters) }
    }
    let requestCount = requests.count
    for screen in screens {
      for element in screen { visit(element, into: &requests, presenters: &presenters) }
    }
    untrackedRequestCount += requests.count - requestCount
  }

  /// Marks nodes as covered, in place, and with them what they hold (``ScreenNode/isHittable``): a
  /// screen under a sheet is every node the window shows, whose arrays, shared with the kept
  /// placements, would each be copied to change one flag.
  static func cover(_ nodes: inout [ScreenNode]) {
    for index in nodes.indices { nodes[index].isHittable = false }
  }
}
