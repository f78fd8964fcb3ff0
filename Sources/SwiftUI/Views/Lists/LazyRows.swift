/// Rows of a `ForEach` inside a list, built only when the screen needs them. A list walks them
/// itself (``ScreenBuilder/visitRows``); placed anywhere else they are built and laid out as a column.
@MainActor
final class LazyRows: ContainerContent {
  let count: Int
  /// Its rows are views with nodes of their own, which drop kept content as they change.
  var recordsLayoutReads: Bool { true }
  /// True when each item is a `Section`, so the list must look inside it to count rows: its
  /// outlines are then found.
  var itemsAreSections: Bool { outlines != nil }
  // Main-actor function types: calling them needs no check of the caller's isolation.
  private let identify: @MainActor (Int) -> RowIdentity
  private let make: @MainActor (Int, RowIdentity) -> [Element]
  /// For items that are sections: the outlines of the sections in a range, found without resolving
  /// them. A list asks for every section's (it passes over those off screen by their heights):
  /// they are found together, the app's closure observed once for all of them.
  private let outlines: (@MainActor (Range<Int>) -> [KnownOutline?])?
  /// What each row is, by offset: its identity, made once while these rows last, and once built, its
  /// elements and the nodes it built had at its top, recorded again when the row is handed out as
  /// made (a list keeps the rows it showed while it is hidden: see ``ScrollState``).
  @exclusivity(unchecked) private var made = IntKeyedTable<Made>()

  private struct Made {
    let id: RowIdentity
    var elements: [Element]?
    var nodes: [WeakNode] = []
  }
  /// The host whose list records the rows it shows. Not kept: the host owns the tree that holds these.
  @Linked private var host: GraphHost?

  init(
    count: Int, host: GraphHost,
    id: @escaping @MainActor (Int) -> RowIdentity, make: @escaping @MainActor (Int, RowIdentity) -> [Element],
    outlines: (@MainActor (Range<Int>) -> [KnownOutline?])?
  ) {
    self.count = count
    self.host = host
    // Room for a screenful's first rows: a list asks for those it shows at once.
    made = IntKeyedTable(capacity: min(count, 8))
    self.identify = id
    self.make = make
    self.outlines = outlines
  }

  /// The outlines of the sections, by offset, kept as long as these rows: `nil` until the first is
  /// asked for, then every section's; a forgotten section's is unknown (nil) until it is asked for
  /// again, and found again alone.
  @exclusivity(unchecked) private var foundOutlines: [KnownOutline?]?

  /// The outline of the section at this offset, if the items are sections and it has one. A
  /// section built before is passed over by the elements it made.
  func sectionOutline(at index: Int) -> SectionOutline? {
    guard self.outlines != nil, !isBuilt(index) else { return nil }
    // The outlines found are looked at before the closure that finds them is taken: a list asks
    // for every section's at each walk, and taking the closure retains its context.
    if let found = foundOutlines, let known = found[index] { return known.outline }
    guard let outlines else { return nil }
    guard foundOutlines != nil else {
      let all = outlines(0..<count)
      foundOutlines = all
      return all[index]?.outline
    }
    let again = outlines(index..<index + 1)[0]
    foundOutlines![index] = again
    return again?.outline
  }

  /// The height of the sections from `index` to the last, when each has a known outline and none
  /// was built (a built section is passed over by its elements): a list walked past its viewport
  /// adds it at once, rather than asking section by section (a thousand trips' months are 120).
  ///
  /// - Parameter index: The first section's offset.
  /// - Returns: The height, or nil when a section must be asked for on its own.
  func heightOfSections(from index: Int) -> CGFloat? {
    guard let found = foundOutlines else { return nil }
    if let builtSpan, builtSpan.upperBound >= index { return nil }
    var height: CGFloat = 0
    for offset in index..<count {
      guard let outline = found[offset]?.outline else { return nil }
      height += outline.height
    }
    return height
  }

  /// The offsets between the first and the last row built: a list passes over the sections
  /// outside them without looking each up.
  @exclusivity(unchecked) private var builtSpan: ClosedRange<Int>?

  private func isBuilt(_ index: Int) -> Bool {
    guard let builtSpan, builtSpan.contains(index) else { return false }
    return made[index]?.elements != nil
  }

  /// The id of the row at this offset.
  func id(at index: Int) -> AnyHashable { identity(at: index).base }

  /// The identity of the row at this offset, made once while these rows last.
  func identity(at index: Int) -> RowIdentity {
    if let known = made[index] { return known.id }
    let id = identify(index)
    made[index] = Made(id: id)
    return id
  }

  /// Forgets a row built before, so that it is built again when the list next asks for it.
  func forget(_ index: Int) {
    host?.rowChanges += 1
    if let known = made[index] { made[index] = Made(id: known.id) }
    if foundOutlines != nil { foundOutlines![index] = nil }
  }

  /// Forgets every row built before (what the rows' closure read changed).
  func forgetAll() {
    host?.rowChanges += 1
    made.removeAll()
    foundOutlines = nil
    builtSpan = nil
  }

  func elements(at index: Int) -> [Element] {
    let recorder = host?.rowRecorder
    let known = made[index]
    if let known, let elements = known.elements {
      // The row's views are in this update's tree, as if it had been built again.
      if let host {
        for weak in known.nodes {
          guard let node = weak.node else { continue }
          node.markVisited(frame: host.frame)
          recorder?.record(node)
        }
      }
      return elements
    }
    let id = known?.id ?? identity(at: index)
    let recordedBefore = recorder?.nodes.count ?? 0
    let elements = make(index, id)
    host?.rowChanges += 1
    var row = Made(id: id, elements: elements)
    if let span = builtSpan {
      builtSpan = min(span.lowerBound, index)...max(span.upperBound, index)
    } else {
      builtSpan = index...index
    }
    if let recorder { row.nodes = Array(recorder.nodes[recordedBefore...]) }
    made[index] = row
    return elements
  }

  var hidesPreferences: Bool { true }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    var all: [Element] = []
    for index in 0..<count { all += elements(at: index) }
    let placed = builder.placeColumn(
      all, origin: origin, width: width, height: height, spacing: nil, scope: scope)
    return (placed.nodes, CGSize(width: width, height: placed.height))
  }
}
