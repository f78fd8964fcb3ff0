/// A list or a form as resolved: its style, its selection and its scroll position; its rows are the
/// element's children. Only the rows inside the viewport are built, each a cell; section headers are
/// static texts; a selection highlights its row; swipe actions appear once revealed.
struct ListContent: ContainerContent {
  var style: ScreenListStyle
  var selection: ListSelection?
  var scroll: ScrollState
  /// What a pull at the top does, from `refreshable`.
  var refresh: RefreshAction?
  /// In edit mode rows show delete and reorder controls.
  var isEditing = false

  var recordsLayoutReads: Bool { true }

  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.noteScroll(scroll)
    return builder.placeList(element, self, origin: origin, width: width, height: height, scope: scope)
  }
}

/// The selection of a list: single (optional value) or multiple (a set), type-erased.
final class ListSelection {
  let valueType: Any.Type
  let isMultiple: Bool
  let select: (AnyHashable) -> Bool
  /// The selected value (for a set, one of its members), boxed to be compared as its own type: an
  /// `AnyHashable` casts as it is made and again as it is compared, at every layout of a split view.
  let current: () -> ComparedValue?
  let clear: () -> Void
  /// Reads the selection once and tells, of any row's tag, whether it is selected then: a list laid
  /// out asks for every cell on screen, and reading the binding for each cost more than the cell.
  let members: () -> (ElementTag) -> Bool
  /// The whole selection now (the optional value, or the set), to compare with the one a kept
  /// layout of the list showed; boxed as its own type, as ``current`` is.
  let snapshot: () -> ComparedValue?

  /// A class, not a struct: the layout scope that carries it is copied at every element placed, and
  /// copying five closures each time cost more than placing most elements.
  init(
    valueType: Any.Type, isMultiple: Bool, select: @escaping (AnyHashable) -> Bool,
    current: @escaping () -> ComparedValue?, clear: @escaping () -> Void,
    members: @escaping () -> (ElementTag) -> Bool, snapshot: @escaping () -> ComparedValue?
  ) {
    self.valueType = valueType
    self.isMultiple = isMultiple
    self.select = select
    self.current = current
    self.clear = clear
    self.members = members
    self.snapshot = snapshot
  }
}

extension ScreenBuilder {
  fileprivate mutating func placeList(
    _ element: Element, _ list: ListContent, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> Placed {
    var listScope = scope
    if let selection = list.selection { listScope.listSelection = selection }
    let state = list.scroll
    let viewportHeight = height.isFinite && height > 0 ? height : 10 * TextMetrics.rowHeight
    let viewport = CGRect(x: origin.x, y: origin.y, width: width, height: viewportHeight)
    // A cell in edit mode is placed afresh: its controls act on the list as it is now.
    let cellInputs = list.isEditing ? nil : placementInputs(width: width, height: 0, scope: listScope)
    guard let cellInputs, !state.isScrollTarget else {
      state.keptWalk = nil
      return walkList(element, list, in: viewport, cellInputs: cellInputs, scope: listScope).placed
    }
    let kept = element.layoutOriginal ?? element
    // Read only where there is a walk to compare with, or one to keep: the selection is boxed to
    // be compared.
    func inputsNow() -> KeptListWalk.Inputs {
      KeptListWalk.Inputs(
        viewportHeight: viewportHeight, offset: state.offset, cells: cellInputs,
        selection: listScope.listSelection?.snapshot())
    }
    let inputs = state.keptWalk == nil ? nil : inputsNow()
    if let walk = state.keptWalk, let inputs,
      walk.canReplay(kept, inputs: inputs, frame: host.frame, rowChanges: host.rowChanges),
      let presented = presentations(of: walk.memo, at: origin)
    {
      if let selection = listScope.listSelection {
        walk.reselect(inputs.selection, members: selection.members, cells: &state.shownCells)
      }
      state.unreplayedWalks = 0
      state.showKeptRows(frame: host.frame)
      host.metrics.placementsReused += walk.memo.nested.count
      return replay(walk.memo, at: origin, presenting: presented)
    }
    let isSameList = state.lastWalkedList == ObjectIdentifier(kept)
    state.lastWalkedList = ObjectIdentifier(kept)
    let rowChangesBefore = host.rowChanges
    let (placed, memo) = placeRemembering(cellInputs, origin: origin) { builder in
      let walked = builder.walkList(element, list, in: viewport, cellInputs: cellInputs, scope: listScope)
      // A list whose last two walks were made again before either was shown (a row toggled, a
      // search typed, the list made again at every update) keeps a walk again once one is of the
      // same list and builds no row: a memo nobody replays costs more than it saves.
      let settled =
        state.unreplayedWalks < 2 || (isSameList && builder.host.rowChanges == rowChangesBefore)
      return (walked.placed, walked.keep && settled)
    }
    // Not `Optional.map`: its closure, made here, would be checked for the main actor at each call.
    state.keptWalk = nil
    if let memo {
      state.keptWalk = KeptListWalk(
        list: kept, inputs: inputs ?? inputsNow(), memo: memo, rowChanges: host.rowChanges)
      state.unreplayedWalks += 1
    }
    return placed
  }

  /// Walks the rows in the viewport, building those that come into view and placing each one's cell,
  /// and makes the list's table of them.
  ///
  /// - Returns: The table, whether the walk read only what a ``KeptListWalk`` holds, and the cells
  ///   a selection highlights.
  private mutating func walkList(
    _ element: Element, _ list: ListContent, in viewport: CGRect, cellInputs: PlacementMemo.Inputs?,
    scope listScope: Scope
  ) -> (placed: Placed, keep: Bool) {
    host.metrics.listWalks += 1
    let state = list.scroll
    var walk = RowWalk(
      top: state.offset, bottom: state.offset + viewport.height, originY: viewport.minY, x: viewport.minX,
      width: viewport.width, list: state, cellInputs: cellInputs ?? .unused,
      keepsCells: cellInputs != nil, isEditing: list.isEditing)
    if state.isScrollTarget { walk.targets = [:] }
    walk.revealedRow = host.interaction.revealedSwipe?.row
    walk.isSelectedValue = listScope.listSelection?.members()
    // Noted in place, in the room the last walk's took.
    state.shownCells.removeAll(keepingCapacity: true)
    let previousRecorder = host.rowRecorder
    let recorder = RowRecorder()
    host.rowRecorder = recorder
    visitRows(element.children, walk: &walk, scope: listScope, rowKey: .list(walk.listKey))
    host.rowRecorder = previousRecorder
    state.shownRows = recorder.nodes
    state.lastLaidOutFrame = host.frame
    state.contentHeight = walk.cursor
    if let targets = walk.targets { state.targets = targets }
    state.viewportHeight = viewport.height
    var table = makeNode(.table, "", viewport, for: element)
    table.facts.listStyle = list.style
    state.markScrolling(&table)
    Self.clip(&walk.nodes, to: viewport)
    table.children = walk.nodes
    let viewportHeight = viewport.height
    // Weakly: the state keeps these actions in its kept walk.
    setActions(table) { [weak state] in
      $0.swipeUp = { state?.scroll(by: viewportHeight * 0.6) }
      // A pull at the top refreshes, where the list is refreshable.
      let refresh = list.refresh
      $0.swipeDown = {
        guard let state else { return }
        if state.offset <= 0, let refresh {
          Task { await refresh() }
        } else {
          state.scroll(by: -viewportHeight * 0.6)
        }
      }
    }
    return (([table], viewport.size), walk.isReplayable)
  }

  struct RowWalk {
    let top: CGFloat
    let bottom: CGFloat
    let originY: CGFloat
    let x: CGFloat
    let width: CGFloat
    /// The list's state, whose identity keys its rows.
    let list: ScrollState
    var listKey: ObjectIdentifier { ObjectIdentifier(list) }
    /// What every cell of the list is placed in, where cells are kept (``keepsCells``): each row
    /// writes its own part (which row, whether it deletes, whether it shows as selected) in place
    /// and compares the whole with its kept cell's, rather than copying it once per row.
    var cellInputs: PlacementMemo.Inputs
    /// False where cells are not kept (a list being edited).
    let keepsCells: Bool
    let isEditing: Bool
    /// Whether a row's tag is selected, as the selection was when the walk began.
    var isSelectedValue: ((ElementTag) -> Bool)?
    var cursor: CGFloat = 0
    var nodes: [ScreenNode] = []
    /// Where each `ForEach` row lies in the content, for a `ScrollViewProxy`; nil unless one scrolls it.
    var targets: [AnyHashable: CGRect]?
    /// False once a cell read state as it was placed: the walk is then not kept.
    var isReplayable = true
    /// The row that shows its swipe actions, in this list or another (its key tells which list).
    var revealedRow: RowKey?

    /// Notes the cell just placed at `index` among the walk's nodes in the list's shown cells
    /// (``ScrollState/shownCells``), when what comes after the walk reads its row again: every cell
    /// of a list with a selection, and the cells of rows with swipe actions.
    ///
    /// - Parameters:
    ///   - index: Where the cell lies among the walk's nodes.
    ///   - row: The row's element.
    ///   - isSelected: Whether the cell shows as selected.
    @MainActor func noteCell(at index: Int, of row: Element, isSelected: Bool) {
      guard isSelectedValue != nil || ScreenBuilder.hasSwipeActions(row), nodes.indices.contains(index)
      else { return }
      list.shownCells.append(ShownCell(index: index, id: nodes[index].id, row: row, isSelected: isSelected))
    }

    /// Whether this row shows its swipe actions.
    func isRevealed(_ row: RowKey) -> Bool {
      guard let revealedRow else { return false }
      return revealedRow == row
    }

    var screenY: CGFloat { originY + cursor - top }
    func isVisible(height: CGFloat) -> Bool { cursor + height > top && cursor < bottom }
  }

  /// Where a row is in its list, to remember which row shows its swipe actions.
  indirect enum RowKey: Hashable {
    case list(ObjectIdentifier)
    case index(RowKey, Int)
    case id(RowKey, RowIdentity)
    /// A row whose id is an `Int`, the commonest kind: compared as an integer.
    case intID(RowKey, Int)

    /// The key of the row with this identity inside `parent`.
    static func row(_ parent: RowKey, id: RowIdentity) -> RowKey {
      if let int = id.integer { return .intID(parent, int) }
      return .id(parent, id)
    }
  }

  private mutating func visitRows(_ elements: [Element], walk: inout RowWalk, scope: Scope, rowKey: RowKey) {
    for (index, element) in elements.enumerated() {
      let key = RowKey.index(rowKey, index)
      if element.content.isTransparent && !element.hasOwnTraits {
        visitRows(element.children, walk: &walk, scope: scope, rowKey: key)
      } else {
        visitRow(element, walk: &walk, scope: scope, rowKey: key)
      }
    }
  }

  /// One element among a list's rows: a section, or a `ForEach`'s rows, is walked as such (also when
  /// a view of the app's is one, as a row of an outer `ForEach`); anything else is a cell.
  private mutating func visitRow(_ element: Element, walk: inout RowWalk, scope: Scope, rowKey: RowKey) {
    if let section = element.content(as: SectionContent.self) {
      visitSection(element, section, walk: &walk, scope: scope, rowKey: rowKey)
    } else if let rows = element.content(as: LazyRows.self) {
      visitLazyRows(rows, walk: &walk, scope: scope, rowKey: rowKey)
    } else {
      let top = walk.cursor
      placeRow(element, walk: &walk, scope: scope, rowKey: rowKey)
      // A row written out in the list, with an `id(_:)` of its own, is a `ScrollViewProxy` target.
      if walk.targets != nil, let id = element.traits.scrollID {
        walk.targets?[id] = CGRect(x: 0, y: top, width: walk.width, height: walk.cursor - top)
      }
    }
  }

  /// A section's header, its rows, then its footer.
  private mutating func visitSection(
    _ element: Element, _ section: SectionContent, walk: inout RowWalk, scope: Scope, rowKey: RowKey
  ) {
    if !section.header.isEmpty {
      placeSectionText(section.header, walk: &walk, top: 14, isHeader: true)
    }
    visitRows(element.children, walk: &walk, scope: scope, rowKey: rowKey)
    if !section.footer.isEmpty {
      placeSectionText(section.footer, walk: &walk, top: 8, isHeader: false)
    }
    walk.cursor += Self.sectionGap
  }

  /// The space after a section.
  nonisolated static let sectionGap: CGFloat = 16

  /// A section's header or footer: one static text in the space a header takes.
  private mutating func placeSectionText(
    _ parts: [Element], walk: inout RowWalk, top: CGFloat, isHeader: Bool
  ) {
    let height = TextMetrics.sectionHeaderHeight
    defer { walk.cursor += height }
    guard walk.isVisible(height: height) else { return }
    // Joined where they lie: a header is one text, which an array of its parts' texts copied.
    var text = ""
    for index in parts.indices {
      if index > parts.startIndex { text += " " }
      text += parts[index].readableText
    }
    var node = makeNode(
      .staticText, text, CGRect(x: walk.x + 20, y: walk.screenY + top, width: walk.width - 40, height: 22))
    if isHeader { node.marks.insert(.sectionHeader) }
    walk.nodes.append(consume node)
  }

  /// A `ForEach`'s rows: those in the viewport are built and placed; the others are only counted.
  private mutating func visitLazyRows(_ rows: LazyRows, walk: inout RowWalk, scope: Scope, rowKey key: RowKey)
  {
    var offset = 0
    while offset < rows.count {
      if rows.itemsAreSections {
        // Below the viewport, the sections left are added up at once where their outlines allow.
        if walk.cursor >= walk.bottom, walk.targets == nil, let rest = rows.heightOfSections(from: offset) {
          walk.cursor += rest
          break
        }
        // A section outside the viewport is passed over by its outline when it has one (unless
        // the walk records where rows are, for a scroll to one of them).
        let startsOutside = walk.cursor >= walk.bottom || walk.cursor < walk.top
        if startsOutside, walk.targets == nil, let outline = rows.sectionOutline(at: offset),
          !walk.isVisible(height: outline.height)
        {
          walk.cursor += outline.height
          offset += 1
          continue
        }
        // A section's id is kept as given, and its key is compared only as part of its rows'.
        visitRows(
          rows.elements(at: offset), walk: &walk, scope: scope, rowKey: .id(key, rows.identity(at: offset)))
        offset += 1
        continue
      }
      if walk.cursor >= walk.bottom && walk.targets == nil {
        // Below the viewport: counted, never built.
        walk.cursor += CGFloat(rows.count - offset) * TextMetrics.rowHeight
        break
      }
      let top = walk.cursor
      defer {
        walk.targets?[rows.id(at: offset - 1)] = CGRect(
          x: 0, y: top, width: walk.width, height: walk.cursor - top)
      }
      if !walk.isVisible(height: TextMetrics.rowHeight) {
        walk.cursor += TextMetrics.rowHeight
        offset += 1
        continue
      }
      let built = rows.elements(at: offset)
      host.metrics.rowsBuilt += 1
      let rowKey = RowKey.row(key, id: rows.identity(at: offset))
      for row in flatten(built) {
        visitRow(row, walk: &walk, scope: scope, rowKey: rowKey)
      }
      offset += 1
    }
  }

  /// Places a row's cell, replaying the cell its original made last time when the row, the list's
  /// width and the row's surroundings are the same (its swipe actions, when it shows them, are
  /// shown over whichever cell is on the screen).
  private mutating func placeRow(_ row: Element, walk: inout RowWalk, scope: Scope, rowKey: RowKey) {
    guard walk.keepsCells, let original = row.layoutOriginal, !original.readsStateInLayout else {
      if row.readsStateInLayout { walk.isReplayable = false }
      return placeRowAfresh(row, walk: &walk, scope: scope, rowKey: rowKey)
    }
    walk.cellInputs.row = rowKey
    walk.cellInputs.deletesRow = row.traits.deleteRow != nil
    walk.cellInputs.isSelected = Self.isSelected(row, by: walk.isSelectedValue)
    original.cellPlacement?.select(walk.cellInputs.isSelected)
    if canReplay(original.cellPlacement, for: walk.cellInputs), let memo = original.cellPlacement {
      let height = memo.size.height
      guard walk.isVisible(height: height) else {
        walk.cursor += height
        return
      }
      let origin = CGPoint(x: walk.x, y: walk.screenY)
      if let presented = presentations(of: memo, at: origin) {
        let index = walk.nodes.count
        walk.nodes.append(adopting: replay(memo, at: origin, presenting: presented).nodes)
        walk.noteCell(at: index, of: row, isSelected: walk.cellInputs.isSelected)
        walk.cursor += height
        return
      }
    }
    let origin = CGPoint(x: walk.x, y: walk.screenY)
    let placedBefore = walk.nodes.count
    let cursorBefore = walk.cursor
    var cell: [ScreenNode] = []
    let (_, memo) = placeRemembering(walk.cellInputs, origin: origin) { builder in
      builder.placeRowAfresh(row, walk: &walk, scope: scope, rowKey: rowKey)
      cell = Array(walk.nodes[placedBefore...])
      return ((cell, CGSize(width: walk.width, height: walk.cursor - cursorBefore)), true)
    }
    if let memo { original.cellPlacement = memo }
    // A row outside the viewport made no cell: there is nothing to replay.
    if cell.isEmpty { original.cellPlacement = nil }
  }

  /// Whether a row's cell shows as selected: its value is the list's selection, or (an iOS 13 link)
  /// its destination shows.
  ///
  /// - Parameters:
  ///   - row: The row's element.
  ///   - isSelectedValue: The walk's test of a tag against the selection (the closure alone: a
  ///     walk passed whole is copied, with the inputs of its cells).
  /// - Returns: True when the cell shows as selected.
  static func isSelected(_ row: Element, by isSelectedValue: ((ElementTag) -> Bool)?) -> Bool {
    // The link bound once: each optional chain through it copied the whole link.
    guard let link = row.link else {
      guard let isSelectedValue, let tag = row.traits.elementTag else { return false }
      return isSelectedValue(tag)
    }
    if let activation = link.activation, activation.isActive.wrappedValue { return true }
    guard let isSelectedValue else { return false }
    if let tag = row.traits.elementTag { return isSelectedValue(tag) }
    guard let value = link.value else { return false }
    return isSelectedValue(.value(value))
  }

  private mutating func placeRowAfresh(_ row: Element, walk: inout RowWalk, scope: Scope, rowKey: RowKey) {
    host.metrics.cellsPlacedAfresh += 1
    let controls = walk.isEditing ? EditControls(row) : EditControls()
    let contentWidth = walk.width - 40 - controls.leadingInset - controls.trailingInset
    let contentHeight = measure(row, width: contentWidth).height
    let height = max(TextMetrics.rowHeight, contentHeight + 22)
    defer { walk.cursor += height }
    guard walk.isVisible(height: height) else { return }
    let frame = CGRect(x: walk.x, y: walk.screenY, width: walk.width, height: height)
    let placed = place(
      row,
      origin: CGPoint(x: walk.x + 20 + controls.leadingInset, y: walk.screenY + (height - contentHeight) / 2),
      width: contentWidth, height: contentHeight, scope: scope)
    var cell = makeNode(.cell, row.readableText, frame, for: row)
    cell.children = placed.nodes
    cell.isSelected = Self.isSelected(row, by: walk.isSelectedValue)
    let swipes = swipeButtons(of: row)
    // Shown over the cell once the screen is laid out (``showRevealedSwipe(in:)``): the cell's new
    // id is where.
    if walk.isRevealed(rowKey) { host.interaction.revealedSwipe?.cell = cell.id }
    if walk.isEditing {
      // In edit mode a tap only selects, and the delete control, not a swipe, reveals Delete.
      placeEditControls(controls, in: &cell, rowKey: rowKey, list: walk.list)
      let tap = selectAction(row, scope: scope)
      registerCellGestures(cell, tap: tap, swipes: ([], []), rowKey: rowKey, list: walk.list)
      if tap == nil { cell.marks.insert(.inert) }
    } else {
      let primary = cell.children.firstElement { $0.role == .button || $0.role == .toggle }
      let primaryTap = if let primary { actions[primary.id]?.tap } else { (() -> Void)?.none }
      let tap = selectAction(row, scope: scope) ?? primaryTap ?? row.traits.onTap
      registerCellGestures(cell, tap: tap, swipes: swipes, rowKey: rowKey, list: walk.list)
      if tap == nil && primaryTap == nil { cell.marks.insert(.inert) }
    }
    walk.nodes.append(cell)
    walk.noteCell(at: walk.nodes.count - 1, of: row, isSelected: cell.isSelected)
  }

  /// What tapping a row does in a list with a selection: selects the row's value (a link's row
  /// follows its link instead).
  private func selectAction(_ row: Element, scope: Scope) -> (() -> Void)? {
    // The tag as the row holds it: a row's id is boxed as a value when the cell is tapped, not as
    // each cell is placed.
    guard let selection = scope.listSelection, let tag = row.traits.elementTag, row.linkValue == nil else {
      return nil
    }
    // The split view is held weakly: a kept cell keeps this action, and the split view its cells.
    weak let split = scope.column?.split
    let index = scope.column?.index
    return {
      if selection.select(tag.value), let split, let index { split.didChoose(inColumn: index) }
    }
  }

  /// A cell's tap (which first hides revealed swipe actions) and its swipes, which reveal one edge's
  /// actions or hide the other's.
  private mutating func registerCellGestures(
    _ cell: ScreenNode, tap: (() -> Void)?, swipes: (leading: [Element], trailing: [Element]), rowKey: RowKey,
    list: ScrollState
  ) {
    let interaction = host.interaction
    let cellID = cell.id
    // Weakly: the list's state keeps these actions in its kept walk.
    weak let list = list
    func reveal(_ edge: HorizontalEdge) -> () -> Void {
      {
        if let revealed = interaction.revealedSwipe, revealed.row == rowKey, revealed.edge != edge {
          interaction.revealedSwipe = nil
        } else {
          interaction.revealedSwipe = RevealedSwipe(row: rowKey, edge: edge, cell: cellID, list: list)
        }
      }
    }
    setActions(cell) {
      $0.tap = {
        if interaction.revealedSwipe != nil {
          interaction.revealedSwipe = nil
        } else {
          tap?()
        }
      }
      if !swipes.leading.isEmpty { $0.swipeRight = reveal(.leading) }
      if !swipes.trailing.isEmpty { $0.swipeLeft = reveal(.trailing) }
    }
  }
}
