/// What modifiers attach to an element: state (disabled), layout hints, accessibility, list row
/// actions, and the preferences containers collect (titles, toolbars, destinations, presentations).
@MainActor
struct Traits {
  /// No traits.
  static let none = Traits()

  var isDisabled = false
  var isHidden = false
  var fixedHorizontal = false
  var fixedVertical = false
  var padding = EdgeInsets()
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var fixedWidth: CGFloat?
  var fixedHeight: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  /// Where the content sits inside a frame larger than it (`frame(...alignment:)`).
  var frameAlignment = Alignment.center
  /// Moves the placed view without changing its size (`offset`).
  var offset = CGSize.zero
  /// Puts the view's center at this point of the space offered (`position`).
  var position: CGPoint?
  /// A row narrows the views of lower priority first (`layoutPriority`).
  var layoutPriority: Double = 0
  /// What the view's gestures do for the hosts' taps, presses and swipes.
  var gestures = _GestureRecognizer()
  /// Whether the gestures win over those of the views inside (`highPriorityGesture`).
  var gesturesTakePriority = false
  /// The edges on which the view extends into the safe area (`ignoresSafeArea`).
  var ignoredSafeAreaEdges: Edge.Set = []
  /// A frame sized from the container (`containerRelativeFrame`), resolved as the view is laid out.
  var containerRelative: ContainerRelativeSize?
  /// How many columns of a `Grid` the view spans (`gridCellColumns`).
  var gridCellColumns = 1
  var identifier: String?
  var accessibilityLabel: String?
  /// The value `tag(_:)` gave the view, or else the id of the `ForEach` row the element is: a
  /// list's selection value, a picker's option, a tab's value.
  var tag: AnyHashable? {
    get { elementTag?.value }
    set {
      if let newValue { elementTag = .value(newValue) } else { elementTag = nil }
    }
  }
  /// The tag as the element holds it: a row's identity is not boxed to be compared.
  private(set) var elementTag: ElementTag?
  /// Whether the element has a tag, without boxing a row's id to say so.
  var hasTag: Bool { elementTag != nil }
  /// Gives the element the identity of the `ForEach` row it is, as its tag unless it has one.
  mutating func tagAsRow(_ identity: RowIdentity) {
    if elementTag == nil { elementTag = .row(identity) }
  }
  var tint: Color?
  var foreground: Color?
  var onTap: (() -> Void)?
  var swipeActions: [SwipeActionsInfo] = []
  var deleteRow: (() -> Void)?
  var moveRow: RowMove?
  /// `deleteDisabled(true)` and `moveDisabled(true)` inside a row: the row is given no delete or
  /// move action by its `ForEach`.
  var deleteDisabled = false
  var moveDisabled = false
  var navigationTitle: String?
  var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
  var toolbarItems: [ToolbarItemInfo] = []
  var removedToolbarKinds: Set<String> = []
  /// The bars this view asked to show or hide (`toolbar(_:for:)`), by placement.
  var barVisibility: [ToolbarPlacement: Visibility] = [:]
  var destinations: [DestinationRegistration] = []
  /// Presentations made with the element (a menu's, a picker's options).
  var presentations: [PresentationRequest] = []
  /// Presentations resolved apart from the element, as boundaries of their own (sheets, alerts,
  /// dialogs): read through ``Element/presentationRequests`` as the screen is laid out.
  var presentationBoundaries: [ContentBoundary] = []
  var splitViewStyle: SplitStyle?
  var keyboardShortcut: KeyboardShortcut?
  var scroll: ScrollState?
  var tabItem: [Element]?
  /// A tab item's badge (`badge(_:)`).
  var badge: String?
  /// The forms of `sheet` applied to this element, to notice two styles for one concern.
  var sheetForms: SheetForms = []
  var openContextMenu: (() -> Void)?
  /// Views layered behind or in front (`background(content:)`, `overlay(content:)`), in order.
  var decorations: [Decoration] = []
  /// The traits few elements have, out of line (see ``RareTraits``).
  private var rare: RareTraitsBox?

  /// The id given with `id(_:)`, which a `ScrollViewProxy` scrolls to.
  var scrollID: AnyHashable? {
    get { rare?.traits.scrollID }
    _modify {
      makeRareUnique()
      yield &rare!.traits.scrollID
    }
  }
  /// The name of the view's coordinate space (`coordinateSpace(name:)`).
  var coordinateSpaceName: AnyHashable? {
    get { rare?.traits.coordinateSpaceName }
    _modify {
      makeRareUnique()
      yield &rare!.traits.coordinateSpaceName
    }
  }
  var presentationOptions: PresentationOptions {
    get { rare?.traits.presentationOptions ?? PresentationOptions() }
    _modify {
      makeRareUnique()
      yield &rare!.traits.presentationOptions
    }
  }
  var splitColumnWidth: ColumnWidth? {
    get { rare?.traits.splitColumnWidth }
    _modify {
      makeRareUnique()
      yield &rare!.traits.splitColumnWidth
    }
  }
  /// How a focusable element takes and gives up focus (`focused(_:equals:)`).
  var focus: FocusTarget? {
    get { rare?.traits.focus }
    _modify {
      makeRareUnique()
      yield &rare!.traits.focus
    }
  }
  var search: SearchInfo? {
    get { rare?.traits.search }
    _modify {
      makeRareUnique()
      yield &rare!.traits.search
    }
  }

  /// Fills what `options` leaves unset from these traits' presentation options, if they have any.
  ///
  /// - Parameter options: The options gathered so far, inner-first.
  func mergePresentationOptions(into options: inout PresentationOptions) {
    guard let rare else { return }
    options.merge(rare.traits.presentationOptions)
  }

  /// Makes the rare traits this value's alone, to write into: copies share them until one writes.
  private mutating func makeRareUnique() {
    if rare == nil {
      rare = RareTraitsBox(RareTraits())
    } else if !isKnownUniquelyReferenced(&rare!) {
      rare = RareTraitsBox(rare!.traits)
    }
  }
}

/// The traits few elements have (a presentation's options, a search field, a focus binding, a
/// column's width, a scroll id, a coordinate space's name), kept out of ``Traits``: an element
/// given any trait allocates a box of all of them, and these made that box larger than the
/// allocator's fast sizes (1,192 bytes; 1,032 is the largest it keeps cached).
@MainActor
struct RareTraits {
  var scrollID: AnyHashable?
  var coordinateSpaceName: AnyHashable?
  var presentationOptions = PresentationOptions()
  var splitColumnWidth: ColumnWidth?
  var focus: FocusTarget?
  var search: SearchInfo?
}

/// Copy-on-write storage for ``RareTraits``.
@MainActor
private final class RareTraitsBox {
  @exclusivity(unchecked) var traits: RareTraits
  init(_ traits: RareTraits) { self.traits = traits }
}

/// The swipe actions of one edge of a row.
@MainActor
struct SwipeActionsInfo {
  var edge: HorizontalEdge
  var allowsFullSwipe: Bool
  var buttons: [Element]
}

/// A preferred column width (split-view column or inspector).
struct ColumnWidth: Equatable {
  var min: CGFloat?
  var ideal: CGFloat
  var max: CGFloat?
}

/// How a row of a `ForEach` with `onMove` moves: its place among its siblings and the app's action.
@MainActor
struct RowMove {
  /// The `ForEach` the row belongs to: rows move only among their siblings.
  let group: Int
  let offset: Int
  let count: Int
  let action: (IndexSet, Int) -> Void

  /// Moves this row to where the sibling at `target` is, as a drag onto it does: below it when moving
  /// down, above it when moving up.
  func move(onto target: Int) {
    guard target != offset, (0..<count).contains(target) else { return }
    action(IndexSet(integer: offset), target > offset ? target + 1 : target)
  }
}

/// A tag as an element holds it: the value `tag(_:)` gave, or the identity of the `ForEach` row the
/// element is, boxed as a value only when one is asked for. Boxing an id asks the Swift runtime
/// whether its type has a custom representation, which the first time for each type scans every
/// conformance record in the process; a list's selection compares a row's identity with its value
/// where the id lies. One field either way, so that copying traits retains what it did.
enum ElementTag {
  case value(AnyHashable)
  case row(RowIdentity)

  /// The tag as a value.
  var value: AnyHashable {
    switch self {
    case .value(let value): value
    case .row(let identity): identity.base
    }
  }

  /// The tag as a value of type `V`, if it is one: a row's id read where it lies when it is of that
  /// type (``RowIdentity/value(as:)``), without boxing it.
  ///
  /// - Parameter type: The type wanted.
  /// - Returns: The tag as that type, or nil.
  func value<V>(as type: V.Type) -> V? {
    switch self {
    case .value(let value): value.base as? V
    case .row(let identity): identity.value(as: V.self)
    }
  }
}
