/// The state of one `NavigationSplitView`: its columns as resolved this update, what each column's
/// list selects, the stacks the columns own, the sidebar's visibility, and screens a column link
/// put in the next column.
@MainActor
final class SplitModel: PrimitiveState {
  /// The host whose tree holds this split view, asked for an update when a choice, a link or going
  /// back changes its columns. Not kept: the host owns the tree, and so this model.
  @Linked private(set) var host: GraphHost?

  /// A model for a split view in a host's tree.
  ///
  /// - Parameter host: The host whose tree holds the split view.
  init(host: GraphHost) {
    self.host = host
  }

  @exclusivity(unchecked) var visibilityBinding: Binding<NavigationSplitViewVisibility>?
  @exclusivity(unchecked) var compactColumnBinding: Binding<NavigationSplitViewColumn>?
  @exclusivity(unchecked) var style = SplitStyle.automatic
  @exclusivity(unchecked) var isCollapsed = false
  @exclusivity(unchecked) var columnCount = 2
  /// True for a `NavigationView`'s columns: a view a link shows in the last column goes in a stack.
  @exclusivity(unchecked) var showsLinkedViewsInStacks = false
  /// The columns' elements, as last resolved; see ``refreshColumns()``.
  @exclusivity(unchecked) private(set) var columns: [[Element]] = [] {
    didSet { destinationTypesByColumn.removeAll() }
  }
  /// Each column's content, resolved on its own when something inside it changes.
  @exclusivity(unchecked) private var columnBoundaries: [ContentBoundary] = []

  /// Takes the columns as the split view resolved them.
  func setColumns(_ boundaries: [ContentBoundary]) {
    columnBoundaries = boundaries
    columns = boundaries.map(\.elements)
  }

  /// Resolves again the columns whose content changed inside since the split view resolved: the
  /// content holding the split view kept its elements (see ``ContentBoundary``).
  func refreshColumns() {
    for index in columnBoundaries.indices where columnBoundaries[index].isStale {
      columns[index] = columnBoundaries[index].currentElements()
    }
  }
  @exclusivity(unchecked) private var destinationTypesByColumn = ColumnValues<[ObjectIdentifier?]>()

  /// The value types a column has destinations for, in order (what a kept placement compares).
  func destinationTypes(inColumn index: Int) -> [ObjectIdentifier?] {
    if let known = destinationTypesByColumn[index] { return known }
    let types = columnDestinations(index).map(\.valueType)
    destinationTypesByColumn[index] = types
    return types
  }
  /// The sidebar shown over the other columns after Show Sidebar.
  @exclusivity(unchecked) var isSidebarRevealed = false
  /// The sidebar hidden by Hide Sidebar where it would otherwise show.
  @exclusivity(unchecked) var isSidebarDismissed = false
  /// A view a link in column `i` put in column `i + 1`, with the link's `isActive` binding when it
  /// has one.
  private struct Override {
    let id: AnyHashable
    let shown: Shown
    let activation: LinkActivation?

    /// A value link's value, made into a view by the destination its column declares now (the
    /// view made when it was tapped while there is none), or the destination link whose view of
    /// now shows.
    enum Shown {
      case value(AnyHashable, type: ObjectIdentifier, made: AnyView)
      case link(LinkDestination)
    }

    /// Whether it shows a link's destination.
    @MainActor func shows(_ destination: LinkDestination) -> Bool {
      if case .link(let shown) = shown { return shown === destination }
      return false
    }
  }

  /// Views a link in column `i` put in column `i + 1`, keyed by that later column.
  @exclusivity(unchecked) private var overrides: [Int: Override] = [:] {
    didSet {
      // A link's view that leaves its column sets the link's binding back to false.
      for (column, old) in oldValue where overrides[column]?.id != old.id {
        if let activation = old.activation, activation.isActive.wrappedValue {
          if Runtime.isUpdating {
            host?.enqueueAction { activation.isActive.wrappedValue = false }
          } else {
            activation.isActive.wrappedValue = false
          }
        }
      }
    }
  }
  @exclusivity(unchecked) private(set) var overrideElements: [Int: [Element]] = [:]
  @exclusivity(unchecked) private var lastSelections = ColumnValues<ComparedValue?>()
  @exclusivity(unchecked) private var lastPaths = ColumnValues<[AnyHashable]>()

  /// The list selection of a column, found in its content (not inside its stacks).
  func selection(inColumn index: Int) -> ListSelection? {
    guard index < columns.count else { return nil }
    return Self.firstSelection(in: columns[index])
  }

  /// The stack at the root of a column, if the column is a `NavigationStack`.
  func stack(inColumn index: Int) -> StackModel? {
    guard index < columns.count else { return nil }
    return Self.rootStack(in: columns[index])
  }

  /// Destinations declared in a column outside its stacks.
  func columnDestinations(_ index: Int) -> [DestinationRegistration] {
    guard index < columns.count else { return [] }
    var registrations: [DestinationRegistration] = []
    for element in columns[index] { element.collectDestinations(into: &registrations) }
    return registrations
  }

  /// Whether a column has something chosen for the next one: a selection or a link's screen.
  func hasChoice(inColumn index: Int) -> Bool {
    if overrides[index + 1] != nil { return true }
    return selection(inColumn: index)?.current() != nil
  }

  // MARK: Events

  /// A row in `column` was chosen: later columns start again from their roots (Apple: a link in an
  /// earlier column sets what the later stack shows over its root).
  func didChoose(inColumn column: Int) {
    var removedScreen = false
    for later in (column + 1)..<columnCount {
      if overrides[later] != nil {
        overrides[later] = nil
        removedScreen = true
      }
      if let stack = stack(inColumn: later), stack.depth > 0 { stack.pop(toDepth: 0) }
    }
    if isCollapsed, let binding = compactColumnBinding {
      binding.wrappedValue = column + 1 >= columnCount - 1 ? .detail : .content
    }
    isSidebarRevealed = false
    // The columns' content is what the choice changes, through the app's selection: the split view
    // itself resolves again only for a screen a link had put in a column.
    // Read as the split view is laid out: the screen under any presentation changed.
    if removedScreen {
      contentChanged()
    } else {
      host?.sceneMayHaveChanged = true
      host?.setNeedsUpdate()
    }
  }

  /// A link in `column` found its destination: show it in the next one. A link with an `isActive`
  /// binding already showing there shows once.
  func show(value: AnyHashable, of type: ObjectIdentifier, made: AnyView, fromColumn column: Int) {
    show(.value(value, type: type, made: made), id: value, fromColumn: column, activation: nil)
  }

  /// Shows a destination link's view in the column after `column`, following the link's
  /// destination as it changes.
  func show(
    _ destination: LinkDestination, id: AnyHashable, fromColumn column: Int, activation: LinkActivation? = nil
  ) {
    destination.presenter = self
    show(.link(destination), id: id, fromColumn: column, activation: activation)
  }

  private func show(
    _ shown: Override.Shown, id: AnyHashable, fromColumn column: Int, activation: LinkActivation?
  ) {
    if activation != nil, overrides[column + 1]?.id == id { return }
    didChoose(inColumn: column)
    overrides[column + 1] = Override(id: id, shown: shown, activation: activation)
    contentChanged()
  }

  /// Whether the view of a link with an `isActive` binding shows in the column after `column`.
  func isShowing(_ link: LinkIdentity, afterColumn column: Int) -> Bool {
    overrides[column + 1]?.id == AnyHashable(link)
  }

  /// Goes back to `column`: clears what that column chose.
  func goBack(toColumn column: Int) {
    for later in (column + 1)..<columnCount { overrides[later] = nil }
    selection(inColumn: column)?.clear()
    if let binding = compactColumnBinding {
      binding.wrappedValue = column == 0 ? .sidebar : .content
    }
    contentChanged()
  }

  func resolveOverrides(in context: ResolveContext) {
    overrideElements = [:]
    // A link whose `isActive` binding code set to false takes its view away, and the later ones.
    if let first = overrides.filter({ $0.value.activation?.isActive.wrappedValue == false }).keys.min() {
      for later in first..<columnCount { overrides[later] = nil }
    }
    for (column, entry) in overrides {
      var overrideContext = context.appending(slot: "override").appending(index: column).appending(
        .id(entry.id))
      let isCompact = !isCollapsed && column < columnCount - 1
      overrideContext = overrideContext.writingEnvironment { environment in
        if isCompact { environment.horizontalSizeClass = .compact }
        environment.dismiss = DismissAction(
          identity: DismissIdentity(kind: .splitOverride, owner: ObjectIdentifier(self), place: column),
          action: { [weak self] in self?.goBack(toColumn: column - 1) })
      }
      let shown = view(of: entry, inColumn: column)
      let isLast = column == columnCount - 1
      let view = showsLinkedViewsInStacks && isLast ? AnyView(NavigationStack { shown }) : shown
      overrideElements[column] = overrideContext.resolve(view)
    }
  }

  /// What an override shows now: a value made by the destination the column before declares now (a
  /// change to what it shows reaches the column, as a stack's pushed value does), a destination
  /// link's view of now.
  private func view(of entry: Override, inColumn column: Int) -> AnyView {
    switch entry.shown {
    case .link(let destination):
      return destination.view
    case .value(let value, let type, let made):
      guard let registration = destination(for: type, inColumn: column - 1),
        case .values(let make) = registration.kind
      else { return made }
      return ContentReads.tracking { make(value) }
    }
  }

  /// A selection changed by code (not a tap) to another item, or cleared, also starts the later
  /// columns again, unless the same change set their paths too (a deep link sets both).
  func noticeSelectionChanges(host: GraphHost) {
    var pathsNow = ColumnValues<[AnyHashable]>()
    for column in 1..<columnCount {
      pathsNow[column] = stack(inColumn: column)?.resolvedPathValues
    }
    defer { lastPaths = pathsNow }
    for column in 0..<max(0, columnCount - 1) {
      let current = selection(inColumn: column)?.current()
      if let recorded = lastSelections[column], let last = recorded, !ComparedValue.same(current, last) {
        let later = (column + 1)..<columnCount
        // Loops: a closure made here is checked for the main actor at each call of the standard
        // library's. A stack's depth reads its path: asked only when no path changed too.
        var pathsChangedToo = false
        for next in later where lastPaths[next] != pathsNow[next] {
          pathsChangedToo = true
          break
        }
        var needsReset = false
        if !pathsChangedToo {
          for next in later {
            if let stack = stack(inColumn: next), stack.depth > 0 {
              needsReset = true
              break
            }
          }
        }
        if needsReset {
          host.enqueueAction { [weak self] in
            guard let self else { return }
            for later in (column + 1)..<self.columnCount {
              if let stack = self.stack(inColumn: later), stack.depth > 0 { stack.pop(toDepth: 0) }
            }
          }
        }
      }
      lastSelections[column] = current
    }
  }

  // MARK: Finding things in columns

  private static func firstSelection(in elements: [Element]) -> ListSelection? {
    for element in elements {
      if let list = element.content(as: ListContent.self), let selection = list.selection { return selection }
      if let stack = element.content(as: NavigationStackContent.self) {
        if let found = firstSelection(in: stack.model.root) { return found }
      } else if element.contentIs(SplitViewContent.self) || element.contentIs(LazyRows.self) {
        continue
      } else if let found = firstSelection(in: element.children) {
        return found
      }
    }
    return nil
  }

  private static func rootStack(in elements: [Element]) -> StackModel? {
    (rootStackElement(in: elements)?.content(as: NavigationStackContent.self))?.model
  }
}

extension SplitModel: LinkPresenter {
  func linkDestinationChanged(_ destination: LinkDestination) {
    if overrides.values.contains(where: { $0.shows(destination) }) { contentChanged() }
  }
}
