extension ScreenBuilder {
  /// A back button for a screen: its title (the previous screen's, as iOS titles it) and its action.
  struct BackButton {
    var title: String
    var action: () -> Void
  }

  /// The first value a screen declares for a preference (a title, a display mode, a search field),
  /// looking through the screen in order but not into nested containers, which are screens of their
  /// own, nor into rows a list has not built.
  static func firstPreference<T>(in elements: [Element], _ value: (Traits) -> T?) -> T? {
    for element in elements {
      if let found = value(element.traits) { return found }
      guard !element.content.hidesPreferences else { continue }
      if let found = firstPreference(in: element.children, value) { return found }
    }
    return nil
  }

  /// Every value a screen declares for a preference (toolbar items), in order, by the same walk.
  static func allPreferences<T>(in elements: [Element], _ values: (Traits) -> [T]) -> [T] {
    var result: [T] = []
    for element in elements {
      result += values(element.traits)
      guard !element.content.hidesPreferences else { continue }
      result += allPreferences(in: element.children, values)
    }
    return result
  }

  /// The navigation title of a screen.
  static func title(of elements: [Element]) -> String? {
    firstPreference(in: elements) { $0.navigationTitle }
  }

  /// The toolbar items declared in a screen.
  static func toolbarItems(of elements: [Element]) -> [ToolbarItemInfo] {
    allPreferences(in: elements) { $0.toolbarItems }
  }

  /// The system items a screen removed (the sidebar toggle, the back button).
  static func removedKinds(of elements: [Element]) -> Set<String> {
    Set(allPreferences(in: elements) { Array($0.removedToolbarKinds) })
  }

  // MARK: One screen with its navigation bar

  /// Places a screen under a navigation bar: the back button, the items by placement, the title.
  /// Stacks, split-view columns and collapsed split views all show their screens through this.
  mutating func placeBarScreen(
    _ elements: [Element], back: BackButton?, isRoot: Bool, extraTrailing: [(String, () -> Void)] = [],
    extraLeading: [(String, () -> Void)] = [], origin: CGPoint, width: CGFloat, height: CGFloat,
    scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let title = Self.title(of: elements) ?? ""
    let mode = Self.firstPreference(in: elements) { $0.titleDisplayMode } ?? (isRoot ? .large : .inline)
    let isLarge = mode == .large && !title.isEmpty
    let barHeight: CGFloat = isLarge ? 96 : 44
    var bar = makeNode(
      .navigationBar, title, CGRect(x: origin.x, y: origin.y, width: width, height: barHeight))
    bar.identifier = title
    bar.facts.title = title
    bar.facts.titleDisplayMode = isLarge ? .large : .inline
    let items = Self.toolbarItems(of: elements)
    var leading: [Element] = []
    var trailing: [Element] = []
    var bottom: [Element] = []
    var principal: [Element] = []
    for item in items {
      let placed = Self.flattenGroups(item.elements)
      if item.placement == .bottomBar {
        bottom += placed
      } else if item.placement == .principal {
        principal += placed
      } else if item.placement.isLeading {
        leading += placed
      } else {
        trailing += placed
      }
    }
    var x = origin.x + 8
    if let back, !Self.removedKinds(of: elements).contains("backButton") {
      var button = makeNode(.button, back.title, CGRect(x: x, y: origin.y, width: 90, height: 44))
      button.marks.insert(.backButton)
      let action = back.action
      setActions(button) { $0.tap = action }
      bar.children.append(button)
      x += 98
    }
    for (label, action) in extraLeading {
      var button = makeNode(.button, label, CGRect(x: x, y: origin.y, width: 44, height: 44))
      button.marks.insert(.systemItem)
      setActions(button) { $0.tap = action }
      bar.children.append(button)
      x += 52
    }
    for element in leading {
      let iconOnly = Self.isIconOnly(element)
      let placed = place(
        element, origin: CGPoint(x: x, y: origin.y + 11), width: iconOnly ? TextMetrics.iconWidth : 140,
        height: 22, scope: scope)
      bar.children += placed.nodes.map { marked($0, placement: .leading, iconOnly: iconOnly) }
      x += (iconOnly ? TextMetrics.iconWidth : placed.size.width) + 12
    }
    if !principal.isEmpty {
      let placed = placeColumn(
        principal, origin: CGPoint(x: origin.x + width / 3, y: origin.y + 11), width: width / 3, height: 22,
        spacing: nil, scope: scope)
      bar.children += placed.nodes
    } else if !title.isEmpty {
      let textY = isLarge ? origin.y + 52 : origin.y + 11
      let textX = isLarge ? origin.x + 16 : origin.x + max(0, (width - TextMetrics.idealWidth(of: title)) / 2)
      var text = makeNode(
        .staticText, title,
        CGRect(x: textX, y: textY, width: min(width - 32, TextMetrics.idealWidth(of: title)), height: 22))
      text.marks.insert(.navigationTitle)
      bar.children.append(text)
    }
    var right = origin.x + width - 8
    var trailingNodes: [ScreenNode] = []
    for (label, action) in extraTrailing.reversed() {
      right -= 44
      var button = makeNode(.button, label, CGRect(x: right, y: origin.y, width: 44, height: 44))
      button.marks.insert(.systemItem)
      setActions(button) { $0.tap = action }
      trailingNodes.insert(button, at: 0)
      right -= 8
    }
    for element in trailing.reversed() {
      let iconOnly = Self.isIconOnly(element)
      let itemWidth = iconOnly ? TextMetrics.iconWidth : max(measure(element, width: nil).width, 22)
      right -= itemWidth
      let placed = place(
        element, origin: CGPoint(x: right, y: origin.y + 11), width: itemWidth, height: 22, scope: scope)
      trailingNodes.insert(
        contentsOf: placed.nodes.map { marked($0, placement: .trailing, iconOnly: iconOnly) }, at: 0)
      right -= 12
    }
    bar.children += trailingNodes
    var nodes = [bar]
    var contentHeight = height - barHeight
    var contentTop = origin.y + barHeight
    if let search = Self.firstPreference(in: elements, { $0.search }) {
      var field = makeNode(
        .searchField, search.prompt,
        CGRect(x: origin.x + 16, y: contentTop + 4, width: width - 32, height: 36))
      field.value = search.text.wrappedValue.isEmpty ? search.prompt : search.text.wrappedValue
      field.identifier = search.prompt
      field.facts.placeholder = search.prompt
      let binding = search.text
      setActions(field) {
        $0.typeText = { binding.wrappedValue += $0 }
        $0.replaceText = { binding.wrappedValue = $0 }
      }
      nodes.append(field)
      contentTop += 44
      contentHeight -= 44
    }
    var bottomBar: ScreenNode?
    if !bottom.isEmpty {
      contentHeight -= 49
      var toolbar = makeNode(
        .toolbar, "", CGRect(x: origin.x, y: origin.y + height - 49, width: width, height: 49))
      let placed = placeStackRow(
        bottom, origin: CGPoint(x: origin.x + 16, y: origin.y + height - 38), width: width - 32, scope: scope)
      toolbar.children = placed
      bottomBar = toolbar
    }
    let content = placeColumn(
      elements, origin: CGPoint(x: origin.x, y: contentTop), width: width,
      height: max(0, contentHeight),
      spacing: nil, scope: scope)
    nodes += content.nodes
    if let bottomBar { nodes.append(bottomBar) }
    return (nodes, CGSize(width: width, height: height))
  }

  private func marked(_ node: ScreenNode, placement: HorizontalEdge, iconOnly: Bool) -> ScreenNode {
    var copy = node
    copy.facts.barPlacement = placement
    if iconOnly {
      copy.marks.insert(.iconOnly)
      copy.frame.size.width = min(copy.frame.width, TextMetrics.iconWidth)
    }
    return copy
  }

  /// In a navigation bar on iOS, a button whose label has a symbol shows the symbol alone.
  static func isIconOnly(_ element: Element) -> Bool {
    (element.content is ButtonContent || element.content is LinkContent) && element.firstImageName != nil
  }

  private mutating func placeStackRow(_ elements: [Element], origin: CGPoint, width: CGFloat, scope: Scope)
    -> [ScreenNode]
  {
    let widths = distributeWidths(elements, width: width, spacing: 12)
    var x = origin.x
    var nodes: [ScreenNode] = []
    for (element, elementWidth) in zip(elements, widths) {
      nodes +=
        place(element, origin: CGPoint(x: x, y: origin.y), width: elementWidth, height: 22, scope: scope)
        .nodes
      x += elementWidth + 12
    }
    return nodes
  }

  /// Presentations requested from screens a stack has pushed over still present, as SwiftUI's do:
  /// the view that asks is in the hierarchy, only hidden.
  mutating func collectHiddenRequests(in screens: some Sequence<[Element]>, scope: Scope) {
    let center = CGRect(x: geometry.size.width / 2, y: geometry.size.height / 2, width: 0, height: 0)
    func visit(_ element: Element, into requests: inout [PlacedRequest]) {
      for request in element.traits.presentations where request.kind != .inspector {
        requests.append(PlacedRequest(request: request, anchor: center, scope: scope))
      }
      if element.content is LazyRows { return }
      for child in element.children { visit(child, into: &requests) }
    }
    for screen in screens {
      for element in screen { visit(element, into: &requests) }
    }
  }

  /// Marks a node and its descendants as covered.
  func coverNode(_ node: ScreenNode) -> ScreenNode {
    var copy = node
    copy.isHittable = false
    copy.children = node.children.map(coverNode)
    return copy
  }
}
