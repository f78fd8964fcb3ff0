import Observation

/// The rows a `ForEach` made in earlier updates, by id: a row whose view still holds the elements it
/// made, in an environment that changed nothing it read, is handed out again without calling the
/// `ForEach`'s closure.
///
/// The cache holds while the `ForEach` is the same value (the same data and the same closure, so its
/// owner's body did not run again) and nothing the closure read has changed: the closure runs under
/// observation, and a change to anything it read empties the cache. A new value whose closure is the
/// same (capturing nothing, the same context, or a context of the same captures:
/// `ValueComparison.sameCaptures`) makes the same row from the same element: its rows are handed out again
/// where their element is unchanged, so that changing one element of the data makes one row again.
///
/// Inside a list, a row handed out again is the very elements it was last time, identity included
/// (``handedOut(at:id:)``): nothing outside the row attaches traits to a lazy row, so the list
/// lays it out, or replays its cell, without a copy being made or its identity given again.
@MainActor
final class RowCache: PrimitiveState, StateReadListener {
  /// The rows tell their own list when they go stale (``forgetRow(_:)``).
  override class var isReadByContent: Bool { false }

  private struct Row {
    @Linked var node: ViewNode?
    let version: Int
    /// The element the row was made from.
    let element: MadeFrom
  }

  /// What a lazy row was handed out as, by offset (the same `ForEach` value has the same ids at the
  /// same offsets): found without hashing its id.
  private struct HandedOut {
    let id: RowIdentity
    let node: ViewNode
    let version: Int
    let elements: [Element]
  }

  @exclusivity(unchecked) private var rows = KeyedTable<RowIdentity, Row>()
  /// The rows handed out in the last update that laid any out, and in this one: only rows still on
  /// screen are kept.
  @exclusivity(unchecked) private var handedOutBefore = IntKeyedTable<HandedOut>()
  @exclusivity(unchecked) private var handedOutNow = IntKeyedTable<HandedOut>()
  /// The identities of the rows by offset, made for this `ForEach` value and for the last: a new
  /// value with the same id at an offset keeps its identity (see ``identity(at:of:)``).
  @exclusivity(unchecked) private var identities = IntKeyedTable<RowIdentity>()
  @exclusivity(unchecked) private var identitiesBefore = IntKeyedTable<RowIdentity>()
  @exclusivity(unchecked) private var forEach: Any?
  /// The actions the rows handed out took from the `ForEach` value: a delete reaches the value's
  /// action through ``deleteRow(at:)``, so rows stay valid for a new value that deletes too; a move
  /// holds the value's action and the number of rows, and is made anew with each new value.
  @exclusivity(unchecked) private var rowsTookActions = RowActions.Kinds()
  /// The delete action of the `ForEach` value now. Not isolated: a row's delete, a plain closure,
  /// reads it; the main actor writes it as the value begins.
  @exclusivity(unchecked) nonisolated(unsafe) private var deleteAction: ((IndexSet) -> Void)?
  /// The number of rows kept after dead ones were last dropped: rows outlive a `ForEach` value, and
  /// those whose elements left the data are dropped once they are as many as the rest.
  @exclusivity(unchecked) private var rowsAfterPruning = 0
  /// Whether the `ForEach` is a new value that makes rows alike: a kept row is handed out again only
  /// where its element is unchanged.
  @exclusivity(unchecked) private var rowsNeedSameElement = false
  /// Something the `ForEach`'s closure read changed since it last resolved: no row is handed out
  /// again until it resolves (its list, kept, builds them anew).
  @exclusivity(unchecked) private(set) var isStale = false
  /// Whether the last `begin` was with the same `ForEach` value, not stale.
  @exclusivity(unchecked) private var isSameValue = false
  /// The environment the kept rows were made in.
  @exclusivity(unchecked) private var lazyRowsEnvironment: EnvironmentValues?
  /// A section read state as it was built, or a row's content is volatile: the rows built last time
  /// are not handed to the list again.
  @exclusivity(unchecked) var rowsAreMadeAfresh = false
  /// The rows the `ForEach` handed to its list in the last update that resolved it.
  weak var lazyRows: LazyRows?

  /// The rows handed to the list last time, to hand out again: the `ForEach` is the same value, none
  /// of its rows read state, and the environment changed nothing they read. The list keeps the rows
  /// it built, so a screen that resolves again around an unchanged list builds none of them.
  ///
  /// - Parameters:
  ///   - count: The number of rows now.
  ///   - environment: The environment the rows would be made in now.
  ///   - diff: The host's comparisons of environments in this update.
  /// - Returns: The kept rows, or nil when they must be made anew.
  func keptLazyRows(count: Int, environment: EnvironmentValues, diff: EnvironmentDiff) -> LazyRows? {
    guard isSameValue, !rowsAreMadeAfresh, let lazyRows, lazyRows.count == count,
      let before = lazyRowsEnvironment,
      before.isIdentical(to: environment)
        || !rowReads.dependsOnChange(from: before, to: environment, in: diff)
    else { return nil }
    return lazyRows
  }

  /// Remembers the rows handed to the list, made in `environment`.
  func handOutLazyRows(_ rows: LazyRows, in environment: EnvironmentValues) {
    lazyRows = rows
    lazyRowsEnvironment = environment
    rowsAreMadeAfresh = false
  }

  /// Forgets a row whose content changed, so that the list builds it again as it lays it out.
  ///
  /// - Parameter node: The row's node.
  /// - Returns: Whether forgetting it is enough: the row belongs to the rows the list holds now.
  func forgetRow(_ node: ViewNode) -> Bool {
    // A section that changed inside may have another outline: none is carried to a new value.
    outlines = nil
    guard let lazyRows else { return false }
    // The offsets first, then the removals: removing while iterating would copy the dictionary.
    for offset in Self.offsets(of: node, in: handedOutNow) {
      handedOutNow[offset] = nil
      lazyRows.forget(offset)
    }
    for offset in Self.offsets(of: node, in: handedOutBefore) {
      handedOutBefore[offset] = nil
      lazyRows.forget(offset)
    }
    return true
  }

  private static func offsets(of node: ViewNode, in handedOut: IntKeyedTable<HandedOut>) -> [Int] {
    var offsets: [Int] = []
    handedOut.forEachEntry { offset, row in
      if row.node === node { offsets.append(offset) }
    }
    return offsets
  }
  /// What the rows built at layout read, together: the content holding the `ForEach` absorbs it as
  /// it resolves, and a row whose reads it already holds adds nothing.
  let rowReads = ContentReads()

  /// Adds what a lazy row read as the list laid it out to the reads of the content holding the
  /// `ForEach` (and its ancestors'), once per row's reads.
  func absorbRowReads(_ reads: ContentReads, holder: ViewNode) {
    guard reads.absorbedInto != rowReads.serial || reads.isVolatile else { return }
    reads.absorbedInto = rowReads.serial
    guard reads.isVolatile || !rowReads.includes(reads) else { return }
    rowReads.absorb(reads)
    holder.absorbLate(reads)
  }

  /// Starts an update with the `ForEach`.
  ///
  /// - Parameters:
  ///   - forEach: The `ForEach` now.
  ///   - makesRowsAlike: Whether the value before and this one make the same row from the same
  ///     element.
  ///   - actions: The delete and move actions the rows take from the `ForEach`.
  func begin<F>(with forEach: F, actions: RowActions, makesRowsAlike: (F, F) -> Bool) {
    var same = false
    var alike = false
    // A closure that read a dynamic property may make another row from the same element, though it
    // is the same bytes: what it read lives elsewhere (even a context that is the very object it
    // captured, as Swift passes a closure capturing one reference).
    if !isStale, !closureReadsDynamicProperties, let before = self.forEach,
      let previous = exactValue(before, as: F.self)
    {
      same = ValueComparison.sameBytes(previous, forEach)
      alike = same || makesRowsAlike(previous, forEach)
    }
    if !alike { rows.removeAll() }
    rowsNeedSameElement = alike && !same
    // Rows handed out by a different `ForEach` value may hold other data: only the same value's are
    // handed out again, and an alike value's where the row's element is the same and the rows take
    // the same actions, none a move (see ``handedOut(at:id:madeFrom:)``). An update that laid out no
    // row (the list under a pushed screen) keeps those of the update before.
    if !same {
      // The last value's identities stand for this one's where the ids are the same.
      swap(&identitiesBefore, &identities)
      identities.removeAll()
    }
    let kinds = actions.kinds
    if !same && (!alike || kinds != rowsTookActions || kinds.contains(.move)) {
      handedOutBefore.removeAll()
      handedOutNow.removeAll()
    } else if !handedOutNow.isEmpty {
      swap(&handedOutBefore, &handedOutNow)
      handedOutNow.removeAll()
    }
    rowsTookActions = kinds
    deleteAction = actions.delete
    carriedOutlines = nil
    if alike && !same, let before = self.forEach, let outlines {
      carriedOutlines = (before, outlines)
    }
    if !same { outlines = nil }
    self.forEach = forEach
    isStale = false
    isSameValue = same
  }

  /// Deletes the row at an offset with the action of the `ForEach` value now: what a row's delete
  /// calls (see ``begin(with:actions:makesRowsAlike:)``).
  ///
  /// - Parameter offset: The row's offset in the data.
  nonisolated func deleteRow(at offset: Int) {
    deleteAction?(IndexSet(integer: offset))
  }

  /// The outlines of the current value's sections, by offset (nil: not known), as its list found
  /// them: the rows the list holds may be gone by the time a new value resolves.
  @exclusivity(unchecked) private var outlines: [KnownOutline?]?

  /// Remembers the outlines of the current value's sections a list found.
  ///
  /// - Parameters:
  ///   - found: The outlines, one per offset of `range`.
  ///   - range: The sections' offsets.
  ///   - count: The number of sections.
  func noteOutlines(_ found: [KnownOutline?], in range: Range<Int>, count: Int) {
    if range == 0..<count {
      outlines = found
    } else if outlines?.count == count {
      outlines!.replaceSubrange(range, with: found)
    }
  }

  /// The `ForEach` value before and the outlines its sections had, when the value now is another
  /// that makes the same rows: its sections whose element is unchanged keep their outlines.
  @exclusivity(unchecked) private var carriedOutlines: (forEach: Any, outlines: [KnownOutline?])?

  /// The outlines of the sections of the value before, once, with that value (see
  /// ``begin(with:makesRowsAlike:)``).
  ///
  /// - Returns: The value before and its sections' outlines by offset (nil: not known), or nil.
  func takeCarriedOutlines() -> (forEach: Any, outlines: [KnownOutline?])? {
    defer { carriedOutlines = nil }
    return carriedOutlines
  }

  override func release() {
    forEach = nil
    outlines = nil
    carriedOutlines = nil
    rows = KeyedTable()
    handedOutBefore = IntKeyedTable()
    handedOutNow = IntKeyedTable()
    identities = IntKeyedTable()
    identitiesBefore = IntKeyedTable()
  }

  /// Hands out a row made before, whose node kept its elements: the node is in this update's tree,
  /// its reads are those of the content holding the `ForEach` (a lazy row's, added once to the
  /// rows' shared reads), and two rows reaching one node in an update share an identity.
  ///
  /// - Parameters:
  ///   - node: The row's node.
  ///   - kept: What the node kept.
  ///   - context: Where the `ForEach` resolves; the host is reached through it, never held.
  func reuse(_ node: ViewNode, _ kept: ResolvedContent, in context: ResolveContext) {
    let host = context.host
    node.noteReached()
    node.markVisited(frame: host.frame)
    host.rowRecorder?.record(node)
    if let current = ContentReads.current {
      current.absorb(kept.reads)
    } else {
      absorbRowReads(kept.reads, holder: context.node)
    }
    host.metrics.rowsReused += 1
  }

  /// The node of a row made before, if it still holds the elements it made then, from an element
  /// the same as the row's now.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - isUnchanged: Whether the element a row was made from is the same as the row's now.
  /// - Returns: The row's node, or nil when the row must be made.
  func node(for id: RowIdentity, madeFrom isUnchanged: (MadeFrom) -> Bool) -> ViewNode? {
    guard let row = rows[id], let node = row.node, node.isAlive, node.contentVersion == row.version,
      !rowsNeedSameElement || isUnchanged(row.element)
    else { return nil }
    return node
  }

  /// Remembers the row with this id, made by `node` from `element`.
  func keep(_ node: ViewNode, for id: RowIdentity, element: MadeFrom) {
    rows[id] = Row(node: node, version: node.contentVersion, element: element)
    if rows.count > max(64, 2 * rowsAfterPruning) {
      rows.removeAll { _, row in row.node?.isAlive != true }
      rowsAfterPruning = rows.count
    }
  }

  /// The lazy row at `offset` as it was handed out last time, if it is the same row and its node
  /// still holds the same elements; the node then goes through ``ViewNode/keptContent(in:isLazy:)``
  /// (the environment may have changed something the row read).
  func handedOut(at offset: Int, id: RowIdentity, madeFrom isUnchanged: (MadeFrom) -> Bool)
    -> (node: ViewNode, elements: [Element])?
  {
    guard let entry = handedOutBefore[offset] ?? handedOutNow[offset], entry.node.isAlive,
      entry.node.contentVersion == entry.version, entry.id == id
    else { return nil }
    // A new value alike the last hands a row out again only where its element is the same.
    if rowsNeedSameElement {
      guard let row = rows[id], row.node === entry.node, isUnchanged(row.element) else { return nil }
    }
    handedOutNow[offset] = entry
    return (entry.node, entry.elements)
  }

  /// The identity of the row at an offset: the one made before for an equal id there (a list keys
  /// its cells by identity, and compares the same object by address), or a new one.
  ///
  /// - Parameters:
  ///   - offset: The row's offset in the data.
  ///   - id: The row's id.
  /// - Returns: The row's identity.
  func identity<ID: Hashable>(at offset: Int, of id: ID) -> RowIdentity {
    if let known = identities[offset], known.holds(id) { return known }
    if let before = identitiesBefore[offset], before.holds(id) {
      identities[offset] = before
      return before
    }
    let made = RowIdentity.of(id)
    identities[offset] = made
    return made
  }

  /// Remembers the elements a lazy row was handed out as, with its identity.
  func handOut(_ elements: [Element], at offset: Int, id: RowIdentity, node: ViewNode) {
    handedOutNow[offset] = HandedOut(id: id, node: node, version: node.contentVersion, elements: elements)
  }

  /// Runs the app's row closure, forgetting every row when something it read changes (and resolving
  /// again the content that holds the `ForEach`): an observable property, or a view's state read
  /// through what the closure captured (a container handed the closure keeps the same `ForEach`).
  func observing<T>(_ make: () -> T) -> T {
    let signal = StaleSignal(cache: self)
    let readsBefore = DynamicPropertyReads.count
    let outer = Runtime.stateReadListener
    Runtime.stateReadListener = self
    defer {
      Runtime.stateReadListener = outer
      if DynamicPropertyReads.count != readsBefore { closureReadsDynamicProperties = true }
    }
    return withTracking(make) { signal.fire() }
  }

  /// Something the closure read as it made a row changed (a view's state, an observable property):
  /// no row is handed out again, and the content holding the `ForEach` resolves again.
  func stateDidChange() {
    isStale = true
    lazyRows?.forgetAll()
    contentChanged()
  }

  /// Whether the `ForEach`'s closure read a view's dynamic property (`@State`, `@Environment`,
  /// `@ObservedObject`, …) as it made a row: what it read is not among its captured bytes, so a
  /// new closure is alike only when it is the same bytes, function and context.
  @exclusivity(unchecked) private(set) var closureReadsDynamicProperties = false

  private struct StaleSignal: @unchecked Sendable {
    weak var cache: RowCache?

    func fire() {
      MainQueue.run { [cache] in cache?.stateDidChange() }
    }
  }
}

/// The element a row was made from, kept with the row. Its type is the `ForEach`'s element type (a
/// `ForEach` of another type empties the cache), so it is read back without a dynamic cast.
class MadeFrom {}

/// The element a row was made from, of a known type.
final class MadeFromElement<Value>: MadeFrom {
  @exclusivity(unchecked) private var element: Value

  init(_ element: Value) {
    self.element = element
  }

  /// Whether the row's element now is equal to the one it was made from; when it is, the one of
  /// now is kept in its place. Data made again (a store's trips grouped again by month) holds equal
  /// elements in other storage, which an equal comparison walks to the end, element by element,
  /// at every update after, while the one of now is usually the very storage of the next update,
  /// which a comparison recognises at its first check.
  ///
  /// - Parameter now: The row's element now.
  /// - Returns: Whether it is equal to the one the row was made from.
  func isEqual(to now: Value) -> Bool {
    switch ValueComparison.likeness(element, now) {
    case .identical: return true
    case .equal:
      element = now
      return true
    case .different: return false
    }
  }
}

/// The delete and move actions the rows of a `ForEach` take from it (`onDelete`, `onMove`).
struct RowActions {
  /// Which of the actions there are.
  struct Kinds: OptionSet {
    let rawValue: UInt8
    static let delete = Kinds(rawValue: 1 << 0)
    static let move = Kinds(rawValue: 1 << 1)
  }

  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?

  var kinds: Kinds {
    var kinds = Kinds()
    if delete != nil { kinds.insert(.delete) }
    if move != nil { kinds.insert(.move) }
    return kinds
  }
}
