/// Where an element sits in a split view: which model, which column.
@MainActor
struct ColumnScope {
  let split: SplitModel
  let index: Int
}

/// A split view as resolved: its model holds the columns' elements and what each column shows. At
/// regular width it shows its columns side by side (the sidebar over the others where the space asks);
/// at compact width it collapses into one stack.
struct SplitViewContent: ContainerContent {
  let model: SplitModel

  var recordsLayoutReads: Bool { true }

  var hidesPreferences: Bool { true }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    model.refreshColumns()
    // Noticed as the split view is laid out, not as it resolves: reading the selection there would
    // make what holds the split view (the list, usually) resolve again at every selection.
    model.noticeSelectionChanges(host: builder.host)
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
  ) -> Placed {
    let (visible, overlay, granted) = visibleColumns(model)
    // The visibility binding is a request; write back what was granted.
    if let binding = model.visibilityBinding, binding.wrappedValue != granted,
      !(binding.wrappedValue == .automatic && !overlay && !model.isSidebarDismissed)
    {
      host.enqueueAction { binding.wrappedValue = granted }
    }
    // Loops and this module's helpers: a closure made here is checked for the main actor at each
    // call of the standard library's.
    let baseColumns = overlay ? visible.elements(where: { $0 != 0 }) : visible
    var leadingWidth: CGFloat = 0
    for index in baseColumns.dropLast() { leadingWidth += sidebarWidth(model, index, in: width) }
    var columnElements: [Element] = []
    for column in model.columns { columnElements += column }
    let showsToggle = !NavigationPreferences.removedKinds(of: columnElements).contains("sidebarToggle")
    var nodes: [ScreenNode] = []
    var x = origin.x
    for index in baseColumns {
      let isLast = index == model.columnCount - 1
      let columnWidth = isLast ? width - leadingWidth : sidebarWidth(model, index, in: width)
      var bar = BarScreen(elements: [], isRoot: true)
      if index == baseColumns.first, !visible.contains(0), showsToggle {
        bar.systemLeading = [("Show Sidebar", sidebarAction(model, reveal: true))]
      }
      if index == 0, showsToggle, geometry.device.idiom != .mac {
        bar.systemTrailing = [("Hide Sidebar", sidebarAction(model, reveal: false))]
      }
      let frame = CGRect(x: x, y: origin.y, width: columnWidth, height: height)
      nodes.append(placeColumn(model, index: index, bar: bar, in: frame, scope: scope))
      x += columnWidth
    }
    if overlay {
      Self.cover(&nodes)
      nodes += placeOverlaySidebar(model, origin: origin, width: width, height: height, scope: scope)
    }
    return (nodes, CGSize(width: width, height: height))
  }

  /// The sidebar slid over the other columns, and the dimmed area beside it, whose tap puts it away.
  private mutating func placeOverlaySidebar(
    _ model: SplitModel, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> [ScreenNode] {
    let sideWidth = sidebarWidth(model, 0, in: width)
    let outside = CGRect(
      x: origin.x + chrome.sidebarWidth, y: origin.y, width: width - chrome.sidebarWidth, height: height)
    var dismissArea = makeNode(.other, "Dismiss Sidebar", outside)
    dismissArea.marks.insert(.dimming)
    let putAway: () -> Void = { [weak model] in
      model?.isSidebarRevealed = false
      model?.contentChanged()
    }
    setActions(dismissArea) { $0.tap = putAway }
    let frame = CGRect(x: origin.x, y: origin.y, width: sideWidth, height: height)
    var sidebar = placeColumn(
      model, index: 0, bar: BarScreen(elements: [], isRoot: true), in: frame, scope: scope)
    sidebar.marks.insert(.overlaySidebar)
    return [dismissArea, sidebar]
  }

  /// A leading column's width: what the app asked for, else the device's sidebar width, at most half.
  private func sidebarWidth(_ model: SplitModel, _ index: Int, in width: CGFloat) -> CGFloat {
    // A closure, not a key path: applying `\.traits.splitColumnWidth` copies all the traits.
    // A loop: a closure made here is checked for the main actor at each call of the standard
    // library's.
    var preferred: ColumnWidth?
    for element in model.columns[index] {
      if let asked = element.traits.splitColumnWidth {
        preferred = asked
        break
      }
    }
    return min(preferred?.ideal ?? chrome.sidebarWidth, width / 2)
  }

  /// What the sidebar's show and hide buttons do.
  private func sidebarAction(_ model: SplitModel, reveal: Bool) -> () -> Void {
    { [weak model] in
      model?.isSidebarRevealed = reveal
      model?.isSidebarDismissed = !reveal
      model?.contentChanged()
    }
  }

  /// One column of an expanded split view: the top screen of its stack, or its content, under a bar
  /// that carries the system's buttons `bar` names.
  private mutating func placeColumn(
    _ model: SplitModel, index: Int, bar: BarScreen, in frame: CGRect, scope: Scope
  ) -> ScreenNode {
    var column = makeNode(.column, Self.columnName(index, of: model.columnCount), frame)
    column.facts.column = Self.splitColumn(index, of: model.columnCount)
    let (elements, stack) = columnContent(model, index)
    var screen = BarScreen(elements: elements, isRoot: true)
    var columnScope = columnScope(model, index, in: scope)
    if let stack {
      columnScope.stack = stack
      screen = Self.topScreen(of: stack)
    }
    screen.systemLeading = bar.systemLeading
    screen.systemTrailing = bar.systemTrailing
    column.children = placeBarScreen(screen, in: frame, scope: columnScope).nodes
    return column
  }

  /// The name a column goes by in queries: "sidebar", "content" or "detail".
  static func columnName(_ index: Int, of count: Int) -> String {
    splitColumn(index, of: count).description
  }

  /// What a column shows now (a view a link showed in it, or its own content) and, when that is a
  /// stack, the stack.
  private func columnContent(_ model: SplitModel, _ index: Int) -> (elements: [Element], stack: StackModel?) {
    let elements = model.overrideElements[index] ?? model.columns[index]
    let stack = (SplitModel.rootStackElement(in: elements)?.content(as: NavigationStackContent.self))?.model
    return (elements, stack)
  }

  /// The scope of a column's content: links inside show into the next column.
  private func columnScope(_ model: SplitModel, _ index: Int, in scope: Scope) -> Scope {
    var columnScope = scope
    columnScope.column = ColumnScope(split: model, index: index)
    columnScope.stack = nil
    columnScope.listSelection = nil
    return columnScope
  }

  /// A compact split view: one stack of the columns that have something to show, then the detail
  /// column's own pushed screens.
  mutating func placeCollapsedSplit(
    _ model: SplitModel, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> Placed {
    let screens = collapsedScreens(model, scope: scope)
    let top = screens.count - 1
    for screen in screens.dropLast() { collectHiddenRequests(in: [screen.elements], scope: screen.scope) }
    var bar = BarScreen(elements: screens[top].elements, isRoot: top == 0)
    if top > 0, let pop = screens[top].pop {
      bar.back = BackButton(
        title: Self.backTitle(NavigationPreferences.title(of: screens[top - 1].elements) ?? ""), action: pop)
    }
    let frame = CGRect(x: origin.x, y: origin.y, width: width, height: height)
    return placeBarScreen(bar, in: frame, scope: screens[top].scope)
  }

  private struct CollapsedScreen {
    var elements: [Element]
    var scope: Scope
    var pop: (() -> Void)?
  }

  /// The screens of a collapsed split view, bottom to top: each column that has something to show
  /// (or up to the preferred compact column), and a column's stack's pushed screens.
  private func collapsedScreens(_ model: SplitModel, scope: Scope) -> [CollapsedScreen] {
    var screens: [CollapsedScreen] = []
    let count = model.columnCount
    let preferred = model.compactColumnBinding?.wrappedValue.index
    for index in 0..<count {
      if index > 0 {
        guard model.hasChoice(inColumn: index - 1) else { break }
        if let preferred, preferred < (index == count - 1 ? 2 : 1) { break }
      }
      let columnScope = columnScope(model, index, in: scope)
      let previous = index - 1
      let goBack: (() -> Void)? = index == 0 ? nil : { [weak model] in model?.goBack(toColumn: previous) }
      let (elements, stack) = columnContent(model, index)
      guard let stack else {
        screens.append(CollapsedScreen(elements: elements, scope: columnScope, pop: goBack))
        continue
      }
      var stackScope = columnScope
      stackScope.stack = stack
      screens.append(CollapsedScreen(elements: stack.root, scope: stackScope, pop: goBack))
      for screen in stack.screens {
        screens.append(CollapsedScreen(elements: screen.elements, scope: stackScope, pop: screen.pop))
      }
    }
    return screens
  }
}

extension SplitModel {
  /// The first destination for values of a type registered in a column.
  func destination(for valueType: ObjectIdentifier, inColumn index: Int) -> DestinationRegistration? {
    columnDestinations(index).first { $0.valueType == valueType }
  }

  static func rootStackElement(in elements: [Element]) -> Element? {
    for element in elements {
      if element.contentIs(NavigationStackContent.self) { return element }
      if element.content.isTransparent, let found = rootStackElement(in: element.children) { return found }
    }
    return nil
  }
}
