/// Where an element sits in a split view: which model, which column.
@MainActor
struct ColumnScope {
  let split: SplitModel
  let index: Int
}

/// A split view as resolved: its model holds the columns' elements and what each column shows. At
/// regular width it shows its columns side by side (the sidebar over the others where the space asks);
/// at compact width it collapses into one stack.
struct SplitViewContent: ElementContent {
  let model: SplitModel

  var readsStateInLayout: Bool { true }
  var hidesPreferences: Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? 320, height: TextMetrics.rowHeight * 3)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    if model.isCollapsed {
      return builder.placeCollapsedSplit(model, origin: origin, width: width, height: height, scope: scope)
    }
    return builder.placeExpandedSplit(model, origin: origin, width: width, height: height, scope: scope)
  }
}

extension ScreenBuilder {
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

  mutating func placeExpandedSplit(
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
      let stackModel = (stack.content as? NavigationStackContent)?.model
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
  mutating func placeCollapsedSplit(
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
        let stackModel = (stack.content as? NavigationStackContent)?.model
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
}

extension SplitModel {
  /// The first destination for values of a type registered in a column.
  func destination(for valueType: ObjectIdentifier, inColumn index: Int) -> DestinationRegistration? {
    columnDestinations(index).first { $0.valueType == valueType }
  }

  static func rootStackElement(in elements: [Element]) -> Element? {
    for element in elements {
      if element.content is NavigationStackContent { return element }
      if element.content.isTransparent, let found = rootStackElement(in: element.children) { return found }
    }
    return nil
  }
}
