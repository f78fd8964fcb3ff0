extension ForEach: PrimitiveView where Content: View {
  func resolve(in context: ResolveContext) -> [Element] {
    // The ForEach keeps its rows itself (its `RowCache` is primitive state): whatever holds it is
    // resolved again when something the rows' closure read changes.
    let data = self.data
    let identify = self.identify
    let content = self.content
    let deleteAction = self.deleteAction
    let moveAction = self.moveAction
    let count = data.count

    func element(at offset: Int) -> Data.Element {
      data[data.index(data.startIndex, offsetBy: offset)]
    }

    // A row made before whose view kept its elements is not made again (see `RowCache`).
    let cache = context.primitiveState { RowCache() }

    func withRowIdentity(_ elements: [Element], offset: Int, id: AnyHashable) -> [Element] {
      Self.giveRowIdentity(
        to: elements, offset: offset, id: id, count: count, cache: cache, delete: deleteAction,
        move: moveAction)
    }

    cache.begin(with: self)
    let itemsAreSections = Content.self is any SectionMarker.Type
    let rowsHaveNodes = !itemsAreSections && PrimitiveTypes.primitive(Content.self) == nil
    // The host is reached through the context, never held: the rows live in the host's tree.
    func reuse(_ node: ViewNode, _ kept: ResolvedContent) {
      if node.lastReachedFrame == context.host.frame { context.host.reportDuplicateIdentity(of: node) }
      node.lastReachedFrame = context.host.frame
      node.markVisited(frame: context.host.frame)
      context.host.rowRecorder?.record(node)
      if ContentReads.current == nil {
        cache.absorbRowReads(kept.reads, holder: context.node)
      } else {
        ContentReads.current?.absorb(kept.reads)
      }
      context.host.metrics.rowsReused += 1
    }
    func row(_ offset: Int, id: AnyHashable) -> [Element] {
      // A lazy row handed out last time, unchanged, is handed out again as it was: nothing outside
      // it attaches traits to it, so neither a copy nor its identity is made again.
      if context.isLazy, !cache.isStale, let (node, elements) = cache.handedOut(at: offset, id: id),
        let kept = node.keptContent(in: context.environment, isLazy: true)
      {
        reuse(node, kept)
        return elements
      }
      if !cache.isStale, let node = cache.node(for: id),
        let kept = node.keptContent(in: context.environment, isLazy: context.isLazy)
      {
        reuse(node, kept)
        let elements = withRowIdentity(kept.elements.map { $0.copy() }, offset: offset, id: id)
        if context.isLazy { cache.handOut(elements, at: offset, id: id, node: node) }
        return elements
      }
      context.host.metrics.rowsResolved += 1
      let rowContext = context.appending(.id(id))
      // A row without a view of its own is made again whenever its `ForEach` resolves (its reads
      // are watched all the same: the content holding the `ForEach` may be kept).
      guard rowsHaveNodes else {
        let elements = Self.resolvingAtLayout(in: context, cache: cache) {
          rowContext.resolve(cache.observing { content(element(at: offset)) })
        }
        return withRowIdentity(elements, offset: offset, id: id)
      }
      let view = cache.observing { content(element(at: offset)) }
      let resolved = rowContext.resolveComposite(view)
      cache.keep(resolved.node, for: id)
      if context.isLazy { resolved.node.lazyRowCache = cache }
      let elements = withRowIdentity(resolved.elements, offset: offset, id: id)
      // Elements a node kept are copies; a volatile row's are made afresh at every update.
      if context.isLazy, resolved.node.reusableContent(isLazy: true) != nil {
        cache.handOut(elements, at: offset, id: id, node: resolved.node)
      }
      return elements
    }

    if context.isLazy {
      // Only the rows the screen asks for are identified and built, at layout; what the rows read
      // when they were built before is what this content depends on now.
      ContentReads.current?.absorb(cache.rowReads)
      if let kept = cache.keptLazyRows(count: count, environment: context.environment) {
        return [Element(kept)]
      }
      let rows = LazyRows(
        count: count, itemsAreSections: itemsAreSections, host: context.host,
        id: { AnyHashable(identify(element(at: $0))) }, make: row)
      cache.handOutLazyRows(rows, in: context.environment)
      return [Element(rows)]
    }

    return allRows(count: count, in: context, id: { AnyHashable(identify(element(at: $0))) }, row: row)
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
    if reads.readsState { cache.rowsReadState = true }
    cache.absorbRowReads(reads, holder: context.node)
    return elements
  }

  /// Every row, in order, logging SwiftUI's warning for an id that occurs twice.
  @MainActor private func allRows(
    count: Int, in context: ResolveContext, id: (Int) -> AnyHashable, row: (Int, AnyHashable) -> [Element]
  ) -> [Element] {
    var seen = Set<AnyHashable>()
    var result: [Element] = []
    for offset in 0..<count {
      let id = id(offset)
      if !seen.insert(id).inserted {
        context.host.appendLog(
          "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id.base) occurs multiple times within the collection, this will give undefined results!"
        )
      }
      result += row(offset, id)
    }
    return result
  }

  /// A row's elements with its identity: the element's id is its row's selection value unless the row
  /// has a tag of its own, with the row's delete and move actions.
  @MainActor private static func giveRowIdentity(
    to elements: [Element], offset: Int, id: AnyHashable, count: Int, cache: RowCache,
    delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?
  ) -> [Element] {
    let deleteRow = delete.map { action in { action(IndexSet(integer: offset)) } }
    let moveRow = move.map { action in
      RowMove(group: ObjectIdentifier(cache).hashValue, offset: offset, count: count, action: action)
    }
    for element in elements {
      element.setRowIdentity(tag: id, deleteRow: deleteRow, moveRow: moveRow)
    }
    return elements
  }
}
