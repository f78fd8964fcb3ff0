extension ForEach: PrimitiveView where Content: View {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self, rowCounting: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    // The ForEach keeps its rows itself (its `RowCache` is primitive state): whatever holds it is
    // resolved again when something the rows' closure read changes.
    let data = self.data
    let identify = self.identify
    let content = self.content
    let (deleteAction, moveAction) = editActions(in: context)
    let count = data.count

    func element(at offset: Int) -> Data.Element {
      data[data.index(data.startIndex, offsetBy: offset)]
    }

    let cache = rowCache(in: context, actions: RowActions(delete: deleteAction, move: moveAction))

    func withRowIdentity(_ elements: [Element], offset: Int, id: RowIdentity) -> [Element] {
      Self.giveRowIdentity(
        to: elements, offset: offset, id: id, count: count, cache: cache, delete: deleteAction,
        move: moveAction)
    }

    let sectionType = ListConformances.section(Content.self)
    let itemsAreSections = sectionType != nil
    // A section has a node only where a new `ForEach` can hand it out again (see `makeRow`).
    let sectionsAreKept = itemsAreSections && !cache.closureReadsDynamicProperties
    // A row made of primitives (an `HStack` around the app's views) is given a node of its own, so
    // that a change inside it forgets that row.
    let rowsAreViews = PrimitiveTypes.primitive(Content.self) == nil
    let nodeEnvironment = context.node.environment
    // A row's identity keys its kept row and is its path component (made once per row while its
    // rows last): two `AnyHashable` ids compare by a cast, and hash through their box, whose first
    // integer looks the integer protocols up.
    func row(_ offset: Int, identity: RowIdentity) -> [Element] {
      let now = Self.current(context, since: nodeEnvironment)
      // The closures are written at the call: stored in constants first, each took a context on the
      // heap at every row a list walked.
      if let kept = Self.keptRow(
        at: offset, id: identity, in: now, cache: cache,
        identified: { withRowIdentity($0, offset: offset, id: identity) },
        madeFrom: { made in
          unsafeDowncast(made, to: MadeFromElement<Data.Element>.self).isEqual(to: element(at: offset))
        })
      {
        return kept
      }
      now.host.metrics.rowsResolved += 1
      let made = Self.makeRow(
        { cache.observing { content(element(at: offset)) } }, building: now,
        at: now.appending(.row(identity)), cache: cache,
        isSectionMadeAgain: itemsAreSections && !sectionsAreKept, rowsAreViews: rowsAreViews)
      let elements = withRowIdentity(made.elements, offset: offset, id: identity)
      if let node = made.node {
        Self.keep(
          elements, of: node, at: offset, id: identity, element: MadeFromElement(element(at: offset)),
          lazily: now.isLazy, in: cache)
      }
      return elements
    }

    let id: @MainActor (Int) -> RowIdentity = { offset in
      cache.identity(at: offset, of: identify(element(at: offset)))
    }
    guard context.isLazy else {
      return allRows(count: count, in: context, id: id, row: row)
    }
    var outlines: (@MainActor (Range<Int>) -> [KnownOutline?])?
    if let sectionType {
      outlines = { range in
        Self.sectionOutlines(in: range, of: data, as: sectionType, cache: cache) { content(element(at: $0)) }
      }
    }
    let rows = Self.lazyRows(
      count: count, in: context, cache: cache, id: id, row: row,
      outlines: outlines)
    return [Element(rows)]
  }

  /// The rows this `ForEach` made before, begun for this value: a row made before whose view kept
  /// its elements is not made again (see ``RowCache``).
  ///
  /// - Parameters:
  ///   - context: Where the `ForEach` resolves; its rows are primitive state there.
  ///   - actions: The delete and move actions the rows take from this value.
  /// - Returns: The cache, ready for this value's rows.
  @MainActor private func rowCache(in context: ResolveContext, actions: RowActions) -> RowCache {
    let cache = context.primitiveState { RowCache() }
    // A closure alike the last one (the same function over the same captures, as a body that ran
    // again makes it) makes the same row from the same element.
    cache.begin(with: self, actions: actions) {
      ValueComparison.sameCaptures($0.content, $1.content)
    }
    return cache
  }

  /// The outlines of the sections in a range. A section's outline is read from its view, made under
  /// observation as its rows are: the sections of a range under one observation. An alike `ForEach`
  /// makes the same section from the same element: a section whose element is the one at its offset
  /// before keeps its outline (see ``RowCache/takeCarriedOutlines()``).
  ///
  /// - Parameters:
  ///   - range: The sections' offsets.
  ///   - data: The data now.
  ///   - sectionType: The sections' type.
  ///   - cache: The `ForEach`'s rows, which remember the outlines.
  ///   - section: Makes the section's view at an offset.
  /// - Returns: The outline, found, of each section of the range.
  @MainActor private static func sectionOutlines(
    in range: Range<Int>, of data: Data, as sectionType: any SectionMarker.Type, cache: RowCache,
    section: (Int) -> Content
  ) -> [KnownOutline?] {
    var found = [KnownOutline?](repeating: nil, count: range.count)
    if let (carried, known) = cache.takeCarriedOutlines(), let before = exactValue(carried, as: Self.self) {
      found = keptOutlines(known, of: before.data, for: data, in: range)
    }
    // Loops, not `filter`: a closure formed on the main actor checks at every call that it runs there.
    var missing: [Int] = []
    for index in found.indices where found[index] == nil { missing.append(index) }
    if !missing.isEmpty {
      cache.observing {
        for index in missing {
          found[index] = KnownOutline(outline: sectionType.outline(of: section(range.lowerBound + index)))
        }
      }
    }
    cache.noteOutlines(found, in: range, count: data.count)
    return found
  }

  /// The outlines an alike `ForEach` before found for the sections in a range, where the element
  /// at the offset is the one before (the same closure makes the same section from it).
  ///
  /// - Parameters:
  ///   - known: The outlines found before, by offset (nil: not known).
  ///   - before: The data before.
  ///   - data: The data now.
  ///   - range: The sections' offsets.
  /// - Returns: An outline, or nil, per offset of the range.
  private static func keptOutlines(
    _ known: [KnownOutline?], of before: Data, for data: Data, in range: Range<Int>
  ) -> [KnownOutline?] {
    var kept = [KnownOutline?](repeating: nil, count: range.count)
    let end = Swift.min(range.upperBound, known.count, before.count)
    guard range.lowerBound < end else { return kept }
    let offsets = range.lowerBound..<end
    // Compared where they lie when both are contiguous: a copy of each element, through the
    // collection's subscript, costs more than the comparison.
    let compared = before.withContiguousStorageIfAvailable { old in
      data.withContiguousStorageIfAvailable { new in
        keepOutlines(
          known, into: &kept, at: offsets, from: range.lowerBound, before: UnsafeRawPointer(old.baseAddress!),
          now: UnsafeRawPointer(new.baseAddress!), as: Data.Element.self)
      }
    }
    if compared == true { return kept }
    var old = before.index(before.startIndex, offsetBy: range.lowerBound)
    var new = data.index(data.startIndex, offsetBy: range.lowerBound)
    for offset in offsets {
      if let outline = known[offset], ValueComparison.isEqual(before[old], data[new]) {
        kept[offset - range.lowerBound] = outline
      }
      before.formIndex(after: &old)
      data.formIndex(after: &new)
    }
    return kept
  }

  /// Copies the known outlines of the offsets whose element is the same into `kept` (indexed from
  /// `lower`), read and written in place: a write through the array's subscript checks that its
  /// buffer is unique at every section. The elements are compared in one loop, where they lie: a
  /// closure called for each, generic over the element, cost twice the comparison (a list of 140
  /// months compared them at each store change). Runs of elements with the same bytes are compared
  /// as spans (``identicalRun(from:to:_:_:stride:)``); the others one by one, field by field.
  ///
  /// - Parameters:
  ///   - known: The outlines found before, by offset.
  ///   - kept: The outlines kept, by offset from `lower`.
  ///   - offsets: The offsets to look at.
  ///   - lower: The offset of `kept`'s first.
  ///   - before: Where the data before lies, contiguous.
  ///   - now: Where the data now lies, contiguous.
  ///   - type: The elements' type.
  /// - Returns: True.
  private static func keepOutlines<Element>(
    _ known: [KnownOutline?], into kept: inout [KnownOutline?], at offsets: Range<Int>, from lower: Int,
    before: UnsafeRawPointer, now: UnsafeRawPointer, as type: Element.Type
  ) -> Bool {
    let stride = MemoryLayout<Element>.stride
    // Without padding between elements, a run of them is compared as one span of bytes.
    let spans = stride == MemoryLayout<Element>.size && stride > 0
    known.withUnsafeBufferPointer { known in
      kept.withUnsafeMutableBufferPointer { kept in
        var offset = offsets.lowerBound
        while offset < offsets.upperBound {
          let byte = offset * stride
          let run =
            spans ? identicalRun(from: offset, to: offsets.upperBound, before, now, stride: stride) : 0
          for unchanged in offset..<offset + run {
            if let outline = known[unchanged] { kept[unchanged - lower] = outline }
          }
          if run > 0 {
            offset += run
            continue
          }
          if let outline = known[offset],
            ValueComparison.isEqual(at: before + byte, now + byte, as: Element.self)
          {
            kept[offset - lower] = outline
          }
          offset += 1
        }
      }
    }
    return true
  }

  /// How many elements from `start` have the same bytes before and now: spans twice as long each
  /// time while they match, then shorter, so that data made again around one change (a month's trips
  /// replaced among 140 months) costs a few comparisons, not one an element.
  ///
  /// - Parameters:
  ///   - start: The first offset.
  ///   - end: The offset past the last.
  ///   - before: Where the data before lies.
  ///   - now: Where the data now lies.
  ///   - stride: The elements' stride, their size (no padding).
  /// - Returns: The length of the run of identical elements from `start`, 0 when the first differs.
  private static func identicalRun(
    from start: Int, to end: Int, _ before: UnsafeRawPointer, _ now: UnsafeRawPointer, stride: Int
  ) -> Int {
    var run = 0
    var step = 1
    while start + run < end {
      let span = Swift.min(step, end - start - run)
      let byte = (start + run) * stride
      if memcmp(before + byte, now + byte, span * stride) == 0 {
        run += span
        step *= 2
      } else if span == 1 {
        break
      } else {
        step = 1
      }
    }
    return run
  }

  /// Makes a row the cache could not hand out, through its node, which keeps the row. A section is a
  /// row as any other (the list looks inside it for its rows), kept while its element is the same,
  /// except where its `ForEach` cannot hand it out again: where the closure reads a dynamic
  /// property, and is never alike (see `RowCache`), so that the node would cost more than it
  /// saves. It is then made again whenever its `ForEach` resolves, without a node (its reads are
  /// watched all the same: the content holding the `ForEach` may be kept).
  ///
  /// - Parameters:
  ///   - view: Makes the row's view, under observation.
  ///   - context: Where the `ForEach` builds the row now.
  ///   - rowContext: The row's own place, below the `ForEach`.
  ///   - cache: The `ForEach`'s rows.
  ///   - isSectionMadeAgain: Whether the row is a section made without a node.
  ///   - rowsAreViews: Whether the row's view has a body (else it is given a node of its own).
  /// - Returns: The row's elements, and the node that keeps them (none for a section made again).
  @MainActor private static func makeRow(
    _ view: () -> Content, building context: ResolveContext, at rowContext: ResolveContext, cache: RowCache,
    isSectionMadeAgain: Bool, rowsAreViews: Bool
  ) -> (elements: [Element], node: ViewNode?) {
    guard !isSectionMadeAgain else {
      return (resolvingAtLayout(in: context, cache: cache) { rowContext.resolve(view()) }, nil)
    }
    let resolved =
      rowsAreViews
      ? rowContext.resolveComposite(view()) : rowContext.resolveComposite(ContentRoot(content: view()))
    return (resolved.elements, resolved.node)
  }

  /// Where a row is built now. A lazy row is built as its list is laid out, perhaps after the
  /// content holding the list was kept through a new environment: it is built in the environment of
  /// now (``ResolveContext/environment(since:)``).
  @MainActor private static func current(_ context: ResolveContext, since nodeEnvironment: EnvironmentValues)
    -> ResolveContext
  {
    guard context.isLazy, let environment = context.environment(since: nodeEnvironment) else {
      return context
    }
    return context.with(environment: environment)
  }

  /// A row made before, handed out again while its node keeps its elements. A lazy row handed out
  /// last time, unchanged, is handed out as it was: nothing outside it attaches traits to it, so
  /// neither a copy nor its identity is made again.
  ///
  /// - Parameters:
  ///   - offset: The row's offset in the data.
  ///   - id: The row's id.
  ///   - context: Where the `ForEach` resolves.
  ///   - cache: The `ForEach`'s rows.
  ///   - identified: Gives copies of kept elements the row's identity.
  ///   - isUnchanged: Whether the element a kept row was made from is the row's element now.
  /// - Returns: The row's elements, or nil when it must be made.
  @MainActor private static func keptRow(
    at offset: Int, id: RowIdentity, in context: ResolveContext, cache: RowCache,
    identified: ([Element]) -> [Element], madeFrom isUnchanged: (MadeFrom) -> Bool
  ) -> [Element]? {
    guard !cache.isStale else { return nil }
    if context.isLazy, let (node, elements) = cache.handedOut(at: offset, id: id, madeFrom: isUnchanged),
      let kept = node.keptContent(in: context.environment, isLazy: true)
    {
      cache.reuse(node, kept, in: context)
      return elements
    }
    guard let node = cache.node(for: id, madeFrom: isUnchanged),
      let kept = node.keptContent(in: context.environment, isLazy: context.isLazy)
    else { return nil }
    cache.reuse(node, kept, in: context)
    let elements = identified(kept.elements)
    if context.isLazy { cache.handOut(elements, at: offset, id: id, node: node) }
    return elements
  }

  /// Remembers a row just made by its node. Elements a node kept are copies handed out again; a
  /// volatile row's are made afresh at every update, and so are the rows beside it: the list is not
  /// kept.
  @MainActor private static func keep(
    _ elements: [Element], of node: ViewNode, at offset: Int, id: RowIdentity, element: MadeFrom,
    lazily isLazy: Bool, in cache: RowCache
  ) {
    cache.keep(node, for: id, element: element)
    guard isLazy else { return }
    node.lazyRowCache = cache
    if node.reusableContent(isLazy: true) != nil {
      cache.handOut(elements, at: offset, id: id, node: node)
    } else {
      cache.rowsAreMadeAfresh = true
    }
  }

  /// The rows a list builds as it lays them out: those it kept, while the `ForEach` is the same value
  /// and nothing they read changed, or new ones. What the rows read when they were built before is
  /// what the content holding the list depends on now.
  @MainActor private static func lazyRows(
    count: Int, in context: ResolveContext, cache: RowCache,
    id: @escaping @MainActor (Int) -> RowIdentity, row: @escaping @MainActor (Int, RowIdentity) -> [Element],
    outlines: (@MainActor (Range<Int>) -> [KnownOutline?])?
  ) -> LazyRows {
    ContentReads.current?.absorb(cache.rowReads)
    if let kept = cache.keptLazyRows(
      count: count, environment: context.environment, diff: context.host.environmentDiff)
    {
      return kept
    }
    let rows = LazyRows(
      count: count, host: context.host, id: id, make: row,
      outlines: outlines)
    cache.handOutLazyRows(rows, in: context.environment)
    return rows
  }

  /// Resolves a row that has no view of its own. A lazy row is built at layout, after the content
  /// holding the list was kept: what it reads is recorded and added to that content's reads.
  @MainActor private static func resolvingAtLayout(
    in context: ResolveContext, cache: RowCache, _ resolve: () -> [Element]
  ) -> [Element] {
    guard ContentReads.current == nil else { return resolve() }
    let reads = ContentReads(node: context.node)
    ContentReads.current = reads
    let elements = resolve()
    ContentReads.current = nil
    if reads.readsState { cache.rowsAreMadeAfresh = true }
    cache.absorbRowReads(reads, holder: context.node)
    return elements
  }

  /// The `onDelete` and `onMove` actions the rows take: none where `deleteDisabled(true)` or
  /// `moveDisabled(true)` is set on the `ForEach`, or around it.
  @MainActor private func editActions(in context: ResolveContext)
    -> (delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?)
  {
    (
      context.environment.isDeleteDisabled ? nil : deleteAction,
      context.environment.isMoveDisabled ? nil : moveAction
    )
  }

  /// Every row, in order, logging SwiftUI's warning for an id that occurs twice.
  @MainActor private func allRows(
    count: Int, in context: ResolveContext, id: (Int) -> RowIdentity, row: (Int, RowIdentity) -> [Element]
  ) -> [Element] {
    var seen = KeyedTable<RowIdentity, Void>()
    var result: [Element] = []
    for offset in 0..<count {
      let id = id(offset)
      if !seen.insert(id) {
        context.host.appendLog(
          "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id.base.base) occurs multiple times within the collection, this will give undefined results!"
        )
      }
      result += row(offset, id)
    }
    return result
  }

  /// A row's elements with its identity: the element's id is its row's selection value unless the row
  /// has a tag of its own, with the row's delete and move actions.
  @MainActor private static func giveRowIdentity(
    to elements: [Element], offset: Int, id: RowIdentity, count: Int, cache: RowCache,
    delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?
  ) -> [Element] {
    // No `Optional.map`: its closure, formed on the main actor, would check that it runs there.
    var deleteRow: (() -> Void)?
    // Through the cache: a row handed out again by a new value deletes with that value's action.
    if delete != nil { deleteRow = { [weak cache] in cache?.deleteRow(at: offset) } }
    var moveRow: RowMove?
    if let move {
      moveRow = RowMove(group: ObjectIdentifier(cache).hashValue, offset: offset, count: count, action: move)
    }
    // The row's node keeps its elements: the identity is given to copies.
    let rows = Element.writable(elements)
    for element in rows {
      element.setRowIdentity(id, deleteRow: deleteRow, moveRow: moveRow)
    }
    return rows
  }
}

extension ForEach: ListRowCounting where Content: View {
  var listRowCount: Int { data.count }
}
