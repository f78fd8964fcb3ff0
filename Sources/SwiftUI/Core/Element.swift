/// A resolved primitive: what one view contributes to the screen this frame, before layout.
///
/// Elements are made from the cached bodies of the view tree; a node whose content did not change
/// hands out the ones it made before (see ``ContentReads``). The screen builder turns them into the
/// ``Screen`` the hosts read.
@MainActor
final class Element {
  /// What the primitive resolved into; it measures and places the element.
  let content: any ElementContent
  let children: [Element]
  /// Most elements have no modifier: their traits are not stored at all.
  @exclusivity(unchecked) private var storedTraits: TraitsBox?

  /// What modifiers attached to this element.
  var traits: Traits {
    // Read through the box's address: layout reads traits field by field on every pass, and a
    // read coroutine the optimizer leaves out of line makes each such read copy the whole struct.
    unsafeAddress { traitsAddress }
    _modify {
      assert(!isKept, "The traits of an element a node keeps are changed: attach them to a copy")
      let box = ownTraitsBox()
      hasOriginalTraits = false
      yield &box.storage.pointee
    }
  }

  /// Whether a node keeps this element, to hand it out again as it is: what attaches traits to it
  /// attaches them to a copy (``alone(_:)``, ``writable(_:)``), so that the element a node hands out
  /// is the one it keeps, without a copy made for every view at every update.
  @exclusivity(unchecked) private(set) var isKept = false

  /// Marks elements a node keeps (``isKept``).
  ///
  /// - Parameter elements: The elements the node keeps.
  static func markKept(_ elements: [Element]) {
    for element in elements { element.isKept = true }
  }

  /// Where the traits lie, valid while the element is: for reading several of them with one look
  /// for the box (an element without traits reads the shared empty ones, a global's lazy
  /// initialization checked at each look).
  var traitsAddress: UnsafePointer<Traits> { UnsafePointer((storedTraits ?? TraitsBox.none).storage) }

  /// Whether any modifier gave this element traits: one without them has no padding, frame,
  /// offset or position, and lays out as its content alone.
  var hasTraits: Bool { storedTraits != nil }

  /// The box of traits this element alone holds, to write into: a copy shares its original's box
  /// until one of them writes (most copies never do), so that copying an element copies no traits.
  private func ownTraitsBox() -> TraitsBox {
    if storedTraits != nil, isKnownUniquelyReferenced(&storedTraits) { return storedTraits! }
    let box = TraitsBox.make(storedTraits?.storage.pointee ?? Traits())
    storedTraits = box
    return box
  }

  /// Gives a row its identity in a `ForEach` (its tag, its delete and move actions). These traits
  /// matter to the list around the row only, so the row still lays out as its original does.
  func setRowIdentity(_ identity: RowIdentity, deleteRow: (() -> Void)?, moveRow: RowMove? = nil) {
    assert(!isKept, "A kept element is given a row's identity: give it to a copy")
    // In place: `box.traits` would copy all the traits to read or write one of them.
    let traits = ownTraitsBox().storage
    traits.pointee.tagAsRow(identity)
    if let deleteRow, traits.pointee.deleteRow == nil, !traits.pointee.deleteDisabled {
      traits.pointee.deleteRow = deleteRow
    }
    if let moveRow, traits.pointee.moveRow == nil, !traits.pointee.moveDisabled {
      traits.pointee.moveRow = moveRow
    }
  }

  /// Gives the element the id `id(_:)` gave its view, for a `ScrollViewProxy`; like a row's identity,
  /// it leaves the element laying out as its original does.
  func setScrollID(_ id: AnyHashable) {
    assert(!isKept, "A kept element is given a scroll id: give it to a copy")
    ownTraitsBox().storage.pointee.scrollID = id
  }

  /// The last size measured for a proposed width.
  @exclusivity(unchecked) var measured: (width: CGFloat?, size: CGSize)?

  init(_ content: any ElementContent, children: [Element] = []) {
    self.content = content
    self.children = children
  }

  /// A new element with this one's kind, traits and children (shared), for a node that hands out the
  /// elements it kept: whoever receives the copy may attach traits to it.
  func copy() -> Element {
    let copy = Element(content, children: children)
    copy.storedTraits = storedTraits
    copy.measured = measured
    copy.cachedText = cachedText
    copy.original = original ?? self
    copy.hasOriginalTraits = hasOriginalTraits || original == nil
    return copy
  }

  /// A copy of each element, for ``writable(_:)``. A loop: a closure made in main-actor code is
  /// checked at each call of the standard library's `map`.
  ///
  /// - Parameter elements: The elements, some kept.
  /// - Returns: A copy of each, in order.
  private static func copies(of elements: [Element]) -> [Element] {
    var copies: [Element] = []
    copies.reserveCapacity(elements.count)
    for element in elements { copies.append(element.copy()) }
    return copies
  }

  /// Wraps several elements in one transparent group, or returns the single element.
  static func single(_ elements: [Element]) -> Element {
    if elements.count == 1 { return elements[0] }
    return Element(GroupContent(), children: elements)
  }

  /// The content's one element (``single(_:)``) in an array of one: the content's own array when it
  /// holds one element, as most do. A modifier that attaches traits to its content's element hands
  /// that array back rather than allocating another at every level of a chain of modifiers.
  ///
  /// - Parameter elements: The content's elements.
  /// - Returns: An array of exactly one element.
  static func alone(_ elements: [Element]) -> [Element] {
    guard elements.count == 1 else { return [single(elements)] }
    return elements[0].isKept ? [elements[0].copy()] : elements
  }

  /// ``alone(_:)``, with its element handed to `attach` first: what a modifier that attaches traits
  /// to its content's element does.
  ///
  /// - Parameters:
  ///   - elements: The content's elements.
  ///   - attach: Attaches the modifier's traits to the one element.
  /// - Returns: An array of exactly one element, the one given to `attach`.
  @inline(__always)
  static func alone(_ elements: [Element], attaching attach: (Element) -> Void) -> [Element] {
    let alone = alone(elements)
    attach(alone[0])
    return alone
  }

  /// Elements to attach traits to: these, or copies of them where a node keeps any.
  ///
  /// - Parameter elements: Elements a content resolved into.
  /// - Returns: The same elements when none is kept, else a copy of each.
  static func writable(_ elements: [Element]) -> [Element] {
    for element in elements where element.isKept { return copies(of: elements) }
    return elements
  }

  /// The text a person reads in this element and its descendants, joined by spaces.
  var readableText: String {
    if let own = content.ownText(self) { return own }
    if let cachedText { return cachedText }
    if let original {
      // Traits do not change the text, so a copy shares its original's (which outlives it).
      cachedText = original.readableText
      return cachedText!
    }
    var text = ""
    for child in children {
      let part = child.readableText
      guard !part.isEmpty else { continue }
      if !text.isEmpty { text += " " }
      text += part
    }
    cachedText = text
    return text
  }

  /// The kept element this one is a copy of.
  @exclusivity(unchecked) private var original: Element?
  /// False once anything changed this copy's traits, after which it may lay out differently.
  @exclusivity(unchecked) private var hasOriginalTraits = false

  /// The kept element whose layout this one shares: its original while nothing attached to the copy
  /// changed how it looks, else itself when a node keeps it.
  var layoutOriginal: Element? { hasOriginalTraits ? original : isKept ? self : nil }

  /// The last placement of this kept element, replayed while its inputs are the same.
  @exclusivity(unchecked) var placement: PlacementMemo?
  /// The last update that placed this element as a toolbar item, and in how many updates it was: one
  /// placed in two earlier updates is a kept toolbar's, and its placement is remembered (see
  /// ``ScreenBuilder/placeBarItem``).
  @exclusivity(unchecked) var lastPlacedAsBarItem = -1
  @exclusivity(unchecked) var updatesPlacedAsBarItem = 0
  /// The same for the list cell this element is the row of.
  @exclusivity(unchecked) var cellPlacement: PlacementMemo?

  /// Whether placing this element reads something that changes without the element changing: a
  /// toggle's or a text field's binding, a scroll offset, a container's state. (A presentation's
  /// phase is asked again as a kept placement is replayed: see ``PlacedPresenter``.)
  var readsStateInLayout: Bool {
    if let cachedReadsState { return cachedReadsState }
    var reads = content.readsStateInLayout
    for child in children where !reads { reads = child.readsStateInLayout }
    // A scroll position and decorations are traits: an element without modifiers has neither.
    if hasTraits, !reads {
      reads = traits.scroll != nil
      for decoration in traits.decorations where !reads {
        for element in decoration.elements where !reads { reads = element.readsStateInLayout }
      }
    }
    cachedReadsState = reads
    return reads
  }
  @exclusivity(unchecked) private var cachedReadsState: Bool?

  /// The joined text of a container, computed once (a text field's container is never kept).
  @exclusivity(unchecked) private var cachedText: String?

  /// The first system image in this element or its descendants.
  var firstImageName: String? {
    if let name = content.imageName { return name }
    for child in children {
      if let name = child.firstImageName { return name }
    }
    return nil
  }

}

/// An element's traits in one allocation whose address stays put for its life, so that
/// ``Element/traits`` can hand readers that address (see there).
final class TraitsBox: ManagedBuffer<Traits, Void> {
  /// The box every element without modifiers reads.
  @MainActor static let none = TraitsBox.make(Traits())

  /// A box holding the given traits.
  static func make(_ traits: Traits) -> TraitsBox {
    unsafeDowncast(create(minimumCapacity: 0) { _ in traits }, to: TraitsBox.self)
  }

  /// Where the traits live; valid while the box is.
  var storage: UnsafeMutablePointer<Traits> {
    withUnsafeMutablePointerToHeader { $0 }
  }

  var traits: Traits {
    get { header }
    set { header = newValue }
  }
}

extension Element {
  /// Whether modifiers gave this element something of its own, so that a transparent group holding
  /// it is kept rather than dissolved into its children.
  var hasOwnTraits: Bool {
    guard storedTraits != nil else { return false }
    return traits.identifier != nil || !presentationRequests.isEmpty || traits.navigationTitle != nil
      || !traits.toolbarItems.isEmpty || !traits.barVisibility.isEmpty || !traits.destinations.isEmpty
      || traits.padding != EdgeInsets()
      || traits.onTap != nil || !traits.swipeActions.isEmpty || traits.hasTag || traits.isHidden
      || hasFrame || traits.offset != .zero || traits.position != nil
      || traits.openContextMenu != nil || traits.accessibilityLabel != nil || traits.search != nil
      || !traits.decorations.isEmpty || traits.focus != nil || traits.tabItem != nil
  }

  /// Whether the element takes whatever width a row offers.
  var isFlexibleWidth: Bool {
    hasTraits && traits.maxWidth == .infinity || content.isFlexibleWidth(self)
  }

  /// Whether the element is a spacer.
  var isSpacer: Bool { content.isSpacer }
}

extension Element {
  /// The content, if it is of this type. Layout asks this of every element it walks (is it a
  /// section, a row source, a text, a button): a comparison of type metadata, where `content as? C`
  /// asks the runtime to cast an existential, hundreds of instructions each time.
  /// - Parameter type: A concrete content type.
  /// - Returns: The content, or nil when it is of another type.
  func content<C: ElementContent>(as type: C.Type) -> C? {
    content.projected(as: type)
  }

  /// Whether the content is of this type, without a cast (see ``content(as:)``).
  /// - Parameter type: A concrete content type.
  /// - Returns: True when it is.
  func contentIs<C: ElementContent>(_ type: C.Type) -> Bool {
    Swift.type(of: content) == type
  }
}

extension ElementContent {
  /// This content as `C` when that is its type: the types are compared, and a match needs no cast.
  fileprivate func projected<C>(as type: C.Type) -> C? {
    guard Self.self == C.self else { return nil }
    return unsafeBitCast(self, to: C.self)
  }
}
