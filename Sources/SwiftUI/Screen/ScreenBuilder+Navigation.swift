/// Where an element sits in a split view: which model, which column.
@MainActor
struct ColumnScope {
  let split: SplitModel
  let index: Int
}

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
      switch element.kind {
      case .navigationStack, .splitView, .tabView, .lazyRows: continue
      default:
        if let found = firstPreference(in: element.children, value) { return found }
      }
    }
    return nil
  }

  /// Every value a screen declares for a preference (toolbar items), in order, by the same walk.
  static func allPreferences<T>(in elements: [Element], _ values: (Traits) -> [T]) -> [T] {
    var result: [T] = []
    for element in elements {
      result += values(element.traits)
      switch element.kind {
      case .navigationStack, .splitView, .tabView, .lazyRows: continue
      default: result += allPreferences(in: element.children, values)
      }
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
    switch element.kind {
    case .button, .link: element.firstImageName != nil
    default: false
    }
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

  // MARK: NavigationStack

  mutating func placeNavigationStack(
    _ model: StackModel, element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope,
    back rootBack: BackButton? = nil
  ) -> (nodes: [ScreenNode], size: CGSize) {
    var stackScope = scope
    stackScope.stack = model
    stackScope.listSelection = nil
    let screens = [model.root] + model.screens.map(\.elements)
    let top = screens.count - 1
    collectHiddenRequests(in: screens.dropLast(), scope: stackScope)
    var back = rootBack
    if top > 0 {
      let previousTitle = Self.title(of: screens[top - 1]) ?? ""
      let pop = model.screens[top - 1].pop ?? {}
      back = BackButton(title: Self.backTitle(previousTitle), action: pop)
    }
    return placeBarScreen(
      screens[top], back: back, isRoot: top == 0, origin: origin, width: width, height: height,
      scope: stackScope)
  }

  /// iOS titles a back button with the previous screen's title, or "Back" when it has none or it is long.
  static func backTitle(_ previous: String) -> String {
    previous.isEmpty || previous.count > 14 ? "Back" : previous
  }

  // MARK: NavigationSplitView

  mutating func placeSplitView(
    _ model: SplitModel, element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    if model.isCollapsed {
      return placeCollapsedSplit(model, origin: origin, width: width, height: height, scope: scope)
    }
    return placeExpandedSplit(model, origin: origin, width: width, height: height, scope: scope)
  }

  /// The column an index names in a split view of two or three columns.
  static func splitColumn(_ index: Int, of count: Int) -> NavigationSplitViewColumn {
    index == count - 1 ? .detail : (index == 0 ? .sidebar : .content)
  }

  /// The columns a regular-width split view shows, and whether the sidebar is over the others.
  private func visibleColumns(_ model: SplitModel) -> (
    columns: [Int], overlay: Bool, granted: NavigationSplitViewVisibility
  ) {
    let count = model.columnCount
    let requested = model.visibilityBinding?.wrappedValue ?? .automatic
    let isMac = geometry.device.idiom == .mac
    let isUpright = geometry.orientation == .portrait
    if isMac {
      let granted: NavigationSplitViewVisibility = requested == .automatic ? .all : requested
      return (Array(0..<count), false, granted)
    }
    if model.isSidebarRevealed {
      return (Array(0..<count), true, .all)
    }
    if requested == .detailOnly || model.isSidebarDismissed {
      return ([count - 1], false, .detailOnly)
    }
    if count == 3 {
      if isUpright || requested == .doubleColumn { return ([1, 2], false, .doubleColumn) }
      return ([0, 1, 2], false, .all)
    }
    if model.style == .prominentDetail && isUpright && requested != .all {
      return ([1], false, .detailOnly)
    }
    return ([0, 1], false, .all)
  }

  private mutating func placeExpandedSplit(
    _ model: SplitModel, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let count = model.columnCount
    let (visible, overlay, granted) = visibleColumns(model)
    // The visibility binding is a request; write back what was granted.
    if let binding = model.visibilityBinding, binding.wrappedValue != granted,
      !(binding.wrappedValue == .automatic && !overlay && !model.isSidebarDismissed)
    {
      host.enqueueAction { binding.wrappedValue = granted }
    }
    let names = count == 3 ? ["sidebar", "content", "detail"] : ["sidebar", "detail"]
    let sideWidth: (Int) -> CGFloat = { index in
      let elements = model.columns[index]
      let preferred = elements.lazy.compactMap(\.traits.splitColumnWidth).first
      return min(preferred?.ideal ?? 320, width / 2)
    }
    var nodes: [ScreenNode] = []
    var x = origin.x
    let baseColumns = overlay ? visible.filter { $0 != 0 } : visible
    let leadingWidth = baseColumns.dropLast().reduce(CGFloat(0)) { $0 + sideWidth($1) }
    let removed = Self.removedKinds(of: model.columns.flatMap { $0 })
    let sidebarHidden = !visible.contains(0) || overlay
    for index in baseColumns {
      let columnWidth = index == count - 1 ? width - leadingWidth : sideWidth(index)
      var extraLeading: [(String, () -> Void)] = []
      if index == baseColumns.first, sidebarHidden, !overlay, !removed.contains("sidebarToggle") {
        extraLeading.append(
          (
            "Show Sidebar",
            { [weak model] in
              model?.isSidebarRevealed = true
              model?.isSidebarDismissed = false
              Runtime.activeHost?.setNeedsUpdate()
            }
          ))
      }
      var column = placeColumnContent(
        model, index: index, origin: CGPoint(x: x, y: origin.y), width: columnWidth, height: height,
        scope: scope,
        extraLeading: extraLeading,
        extraTrailing: index == 0 && !removed.contains("sidebarToggle") && geometry.device.idiom != .mac
          ? [
            (
              "Hide Sidebar",
              { [weak model] in
                model?.isSidebarDismissed = true
                model?.isSidebarRevealed = false
                Runtime.activeHost?.setNeedsUpdate()
              }
            )
          ] : [])
      column.label = names[index]
      column.facts.column = Self.splitColumn(index, of: count)
      nodes.append(column)
      x += columnWidth
    }
    if overlay {
      // The sidebar slides over the other columns; a tap outside it puts it away.
      nodes = nodes.map { coverNode($0) }
      var dismissArea = makeNode(
        .other, "Dismiss Sidebar", CGRect(x: origin.x + 320, y: origin.y, width: width - 320, height: height))
      dismissArea.marks.insert(.dimming)
      setActions(dismissArea) {
        $0.tap = { [weak model] in
          model?.isSidebarRevealed = false
          Runtime.activeHost?.setNeedsUpdate()
        }
      }
      nodes.append(dismissArea)
      var sidebar = placeColumnContent(
        model, index: 0, origin: origin, width: sideWidth(0), height: height, scope: scope, extraLeading: [],
        extraTrailing: [])
      sidebar.label = names[0]
      sidebar.facts.column = .sidebar
      sidebar.marks.insert(.overlaySidebar)
      nodes.append(sidebar)
    }
    return (nodes, CGSize(width: width, height: height))
  }

  /// One column of an expanded split view: its stack, or its content under a bar.
  private mutating func placeColumnContent(
    _ model: SplitModel, index: Int, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope,
    extraLeading: [(String, () -> Void)], extraTrailing: [(String, () -> Void)]
  ) -> ScreenNode {
    var columnScope = scope
    columnScope.column = ColumnScope(split: model, index: index)
    columnScope.stack = nil
    columnScope.listSelection = nil
    var column = makeNode(.column, "", CGRect(x: origin.x, y: origin.y, width: width, height: height))
    let elements = model.overrideElements[index] ?? model.columns[index]
    if model.overrideElements[index] == nil, let stack = SplitModel.rootStackElement(in: elements),
      case .navigationStack(let stackModel) = stack.kind
    {
      var stackScope = columnScope
      stackScope.stack = stackModel
      let screens = [stackModel.root] + stackModel.screens.map(\.elements)
      let top = screens.count - 1
      var back: BackButton?
      if top > 0 {
        back = BackButton(
          title: Self.backTitle(Self.title(of: screens[top - 1]) ?? ""),
          action: stackModel.screens[top - 1].pop ?? {})
      }
      column.children =
        placeBarScreen(
          screens[top], back: back, isRoot: top == 0, extraTrailing: extraTrailing,
          extraLeading: extraLeading,
          origin: origin, width: width, height: height, scope: stackScope
        ).nodes
    } else {
      column.children =
        placeBarScreen(
          elements, back: nil, isRoot: true, extraTrailing: extraTrailing, extraLeading: extraLeading,
          origin: origin,
          width: width, height: height, scope: columnScope
        ).nodes
    }
    return column
  }

  /// A compact split view: one stack of the columns that have something to show, then the detail
  /// column's own pushed screens.
  private mutating func placeCollapsedSplit(
    _ model: SplitModel, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    struct CollapsedScreen {
      var elements: [Element]
      var scope: Scope
      var pop: (() -> Void)?
    }
    var screens: [CollapsedScreen] = []
    let count = model.columnCount
    let preferred = model.compactColumnBinding?.wrappedValue.index
    for index in 0..<count {
      if index > 0 {
        guard model.hasChoice(inColumn: index - 1) else { break }
        if let preferred, preferred < (index == count - 1 ? 2 : 1) { break }
      }
      var columnScope = scope
      columnScope.column = ColumnScope(split: model, index: index)
      columnScope.stack = nil
      columnScope.listSelection = nil
      let previous = index - 1
      let goBack: (() -> Void)? = index == 0 ? nil : { [weak model] in model?.goBack(toColumn: previous) }
      let elements = model.overrideElements[index] ?? model.columns[index]
      if model.overrideElements[index] == nil, let stack = SplitModel.rootStackElement(in: elements),
        case .navigationStack(let stackModel) = stack.kind
      {
        var stackScope = columnScope
        stackScope.stack = stackModel
        screens.append(CollapsedScreen(elements: stackModel.root, scope: stackScope, pop: goBack))
        for screen in stackModel.screens {
          screens.append(CollapsedScreen(elements: screen.elements, scope: stackScope, pop: screen.pop))
        }
      } else {
        screens.append(CollapsedScreen(elements: elements, scope: columnScope, pop: goBack))
      }
    }
    let top = screens.count - 1
    for screen in screens.dropLast() { collectHiddenRequests(in: [screen.elements], scope: screen.scope) }
    var back: BackButton?
    if top > 0, let pop = screens[top].pop {
      back = BackButton(title: Self.backTitle(Self.title(of: screens[top - 1].elements) ?? ""), action: pop)
    }
    return placeBarScreen(
      screens[top].elements, back: back, isRoot: top == 0, origin: origin, width: width, height: height,
      scope: screens[top].scope)
  }

  /// Presentations requested from screens a stack has pushed over still present, as SwiftUI's do:
  /// the view that asks is in the hierarchy, only hidden.
  mutating func collectHiddenRequests(in screens: some Sequence<[Element]>, scope: Scope) {
    let center = CGRect(x: geometry.size.width / 2, y: geometry.size.height / 2, width: 0, height: 0)
    func visit(_ element: Element, into requests: inout [PlacedRequest]) {
      for request in element.traits.presentations where request.kind != .inspector {
        requests.append(PlacedRequest(request: request, anchor: center, scope: scope))
      }
      if case .lazyRows = element.kind { return }
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

  // MARK: TabView

  mutating func placeTabView(
    _ model: TabModel, element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    guard !model.tabs.isEmpty else { return ([], .zero) }
    let selected = model.selectedIndex
    let isPad = geometry.device.idiom != .phone
    let barHeight: CGFloat = 49
    let barY = isPad ? origin.y : origin.y + height - barHeight
    var bar = makeNode(.tabBar, "Tab Bar", CGRect(x: origin.x, y: barY, width: width, height: barHeight))
    let itemWidth = width / CGFloat(model.tabs.count)
    for (index, tab) in model.tabs.enumerated() {
      var button = makeNode(
        .button, tab.title,
        CGRect(x: origin.x + CGFloat(index) * itemWidth, y: barY, width: itemWidth, height: barHeight))
      button.isSelected = index == selected
      button.facts.systemImage = tab.systemImage
      setActions(button) { $0.tap = { [weak model] in model?.select(index) } }
      bar.children.append(button)
    }
    let contentY = isPad ? origin.y + barHeight : origin.y
    let content = placeColumn(
      model.tabs[selected].elements, origin: CGPoint(x: origin.x, y: contentY), width: width,
      height: height - barHeight, spacing: nil, scope: scope)
    return (content.nodes + [bar], CGSize(width: width, height: height))
  }

  // MARK: Links

  /// What tapping a navigation link does, by SwiftUI's rule: select it in a list with a selection of
  /// its type; else push it on the surrounding stack if a destination for it is there; else show it in
  /// the next column if its own column declares a destination; else nothing, and the log says why.
  func linkAction(_ info: LinkInfo, scope: Scope) -> (() -> Void)? {
    // The action holds its stack and split view weakly: a kept layout keeps the action, and the
    // stack keeps the elements that keep the layout.
    if let destination = info.destination {
      if let stack = scope.stack { return { [weak stack] in stack?.push(view: destination) } }
      if let column = scope.column, column.index < column.split.columnCount - 1 {
        let index = column.index
        return { [weak split = column.split] in
          split?.show(destination, id: AnyHashable(UUID()), fromColumn: index)
        }
      }
      return nil
    }
    guard let value = info.value else { return nil }
    let valueType = ObjectIdentifier(type(of: value.base))
    if let selection = scope.listSelection, ObjectIdentifier(selection.valueType) == valueType {
      let column = scope.column
      return {
        if selection.select(value) { column?.split.didChoose(inColumn: column!.index) }
      }
    }
    if let stack = scope.stack, stack.destination(for: value) != nil {
      return { [weak stack] in stack?.push(value: value) }
    }
    if let column = scope.column, column.index < column.split.columnCount - 1,
      let registration = column.split.destination(for: valueType, inColumn: column.index),
      case .values = registration.kind
    {
      // The destination is looked up when the link is tapped: the action may outlive this update
      // (a kept placement replays it), and the column's destinations are those of the last one.
      let index = column.index
      return { [weak split = column.split] in
        guard let split, let registration = split.destination(for: valueType, inColumn: index),
          case .values(let make) = registration.kind
        else { return }
        split.show(make(value), id: value, fromColumn: index)
      }
    }
    let message: String
    if scope.stack == nil && scope.column == nil {
      message =
        "NavigationLink presenting a value must appear inside a NavigationContent-based NavigationView. Link will be disabled."
    } else {
      message =
        "A NavigationLink is presenting a value of type “\(info.typeName)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.\n\nNote: Links search for destinations in any surrounding NavigationStack, then within the same column of a NavigationSplitView."
    }
    return { RuntimeLog.warn(message) }
  }
}

extension SplitModel {
  /// The first destination for values of a type registered in a column.
  func destination(for valueType: ObjectIdentifier, inColumn index: Int) -> DestinationRegistration? {
    columnDestinations(index).first { $0.valueType == valueType }
  }

  static func rootStackElement(in elements: [Element]) -> Element? {
    for element in elements {
      if case .navigationStack = element.kind { return element }
      if case .group = element.kind, let found = rootStackElement(in: element.children) { return found }
    }
    return nil
  }
}
