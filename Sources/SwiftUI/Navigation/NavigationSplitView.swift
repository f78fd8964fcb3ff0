/// Two or three columns: a sidebar, an optional content column, and a detail.
///
/// On a regular width (an iPad, a Mac, an unfolded foldable) the columns sit side by side; an iPad
/// held upright hides the first of three columns behind Show Sidebar. On a compact width (an iPhone
/// in either orientation, an iPad in a narrow multitasking window) it collapses into one stack that
/// shows the last column with something to show: the detail when a selection is made. A selection in
/// an earlier column resets the later columns' stacks. The sidebar reads a compact width, the detail a
/// regular one.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  @usableFromInline let columnVisibility: Binding<NavigationSplitViewVisibility>?
  @usableFromInline let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  @usableFromInline let sidebar: Sidebar
  @usableFromInline let content: Content?
  @usableFromInline let detail: Detail
  /// True for the columns of a `NavigationView`: a link's view shown in the last column is a stack
  /// of its own, as the placeholder there is.
  var showsLinkedViewsInStacks = false

  /// Three columns.
  @inlinable
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    columnVisibility = nil
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns, with a visibility request that the split view answers through the binding.
  @inlinable
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns, choosing the column shown on top when collapsed.
  @inlinable
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    columnVisibility = nil
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns, with both a visibility request and a preferred compact column.
  @inlinable
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    columnVisibility = nil
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Two columns, with a visibility request that the split view answers through the binding.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    preferredCompactColumn = nil
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Two columns, choosing the column shown on top when collapsed.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    columnVisibility = nil
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Two columns, with both a visibility request and a preferred compact column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }
}

extension NavigationSplitView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let model = context.primitiveState { SplitModel(host: context.host) }
    model.visibilityBinding = columnVisibility
    model.compactColumnBinding = preferredCompactColumn
    model.style = context.environment.splitViewStyle
    model.isCollapsed = context.environment.horizontalSizeClass != .regular
    let columnCount = content == nil ? 2 : 3
    model.columnCount = columnCount
    model.showsLinkedViewsInStacks = showsLinkedViewsInStacks

    var resolved: [ContentBoundary] = []
    for index in 0..<columnCount {
      var columnContext = context.appending(slot: "column").appending(index: index)
      let isDetail = index == columnCount - 1
      let isCollapsed = model.isCollapsed
      columnContext = columnContext.writingEnvironment { environment in
        if !isCollapsed && !isDetail {
          environment.horizontalSizeClass = .compact
        }
        if index > 0 {
          // dismiss() in a later column goes back a column: it clears the earlier column's choice.
          // The action does what its identity says, so a write alike the last is the same write.
          let previous = index - 1
          environment.dismiss = DismissAction(
            identity: DismissIdentity(kind: .splitColumn, owner: ObjectIdentifier(model), place: index),
            action: { [weak model] in model?.goBack(toColumn: previous) })
          environment.isPresented = isCollapsed
        }
      }
      // Each column is a boundary: a change inside one resolves that column again as the split
      // view is laid out, and what holds the split view (and the other columns) keep their elements.
      switch index {
      case 0: resolved.append(columnContext.resolveBoundary(sidebar))
      case 1 where columnCount == 3: resolved.append(columnContext.resolveBoundary(content!))
      default: resolved.append(columnContext.resolveBoundary(detail))
      }
    }
    model.setColumns(resolved)
    model.resolveOverrides(in: context)
    return [Element(SplitViewContent(model: model))]
  }
}
