/// What is on the screen after an update: a plain tree of accessibility elements with frames, and the
/// actions a person can perform on them. Both hosts read it; neither looks at the view tree.
package struct Screen {
  package var geometry: SceneGeometry
  package var root: ScreenNode
  package var actions: ScreenActionTable

  package init(geometry: SceneGeometry, root: ScreenNode, actions: ScreenActionTable = ScreenActionTable()) {
    self.geometry = geometry
    self.root = root
    self.actions = actions
  }

  /// Every node, depth first.
  package var allNodes: [ScreenNode] {
    var nodes = [root]
    root.appendDescendants(to: &nodes)
    return nodes
  }

  /// The node with this id, if it is on the screen.
  package func node(id: Int) -> ScreenNode? { firstNode { $0.id == id } }

  /// The first node, depth first, that satisfies the predicate: what `firstNode(where:)` finds,
  /// without copying every node into an array first (a query before each tap of a test did).
  /// - Parameter predicate: Whether a node is the one sought.
  /// - Returns: The node, or nil when none satisfies the predicate.
  package func firstNode(where predicate: (ScreenNode) -> Bool) -> ScreenNode? {
    root.firstInTree(where: predicate)
  }

  /// The last node, depth first, that satisfies the predicate: what `lastNode(where:)` finds,
  /// without the array.
  /// - Parameter predicate: Whether a node is the one sought.
  /// - Returns: The node, or nil when none satisfies the predicate.
  package func lastNode(where predicate: (ScreenNode) -> Bool) -> ScreenNode? {
    root.lastInTree(where: predicate)
  }

  /// Whether a node on the screen satisfies the predicate.
  /// - Parameter predicate: Whether a node is the one sought.
  /// - Returns: True when one does.
  package func containsNode(where predicate: (ScreenNode) -> Bool) -> Bool {
    firstNode(where: predicate) != nil
  }
}

/// The role of an element, in XCUITest's terms.
package enum ScreenRole: String, Sendable, CaseIterable {
  case window, column, navigationBar, toolbar, tabBar, button, staticText, image, textField, stepper
  case toggle = "switch"
  case cell, table, scrollView, group, sheet, fullScreenCover, popover, alert, dialog, inspector, searchField
  case progressIndicator, activityIndicator
  case segmentedControl, picker, pickerWheel, slider, secureTextField, textView, link, datePicker
  case disclosureTriangle, colorWell
  /// A shape with no accessibility label: drawn, but not an element XCUITest lists.
  case shape
  case other
}

/// One element on the screen.
package struct ScreenNode: Sendable {
  package var id: Int
  package var role: ScreenRole
  package var label: String
  /// The element's value (a field's text, a toggle's state), when it has one.
  package var value: String? {
    get { storedFacts?.value }
    set {
      guard newValue != nil || storedFacts?.value != nil else { return }
      ownStorage().value = newValue
    }
  }
  /// The element's `accessibilityIdentifier`, when the app gave one.
  package var identifier: String? {
    get { storedFacts?.identifier }
    set {
      guard newValue != nil || storedFacts?.identifier != nil else { return }
      ownStorage().identifier = newValue
    }
  }
  package var isEnabled = true
  package var isSelected = false
  /// False when something covers the element (a sheet, an alert) or it is scrolled off screen. A
  /// node that is not hittable covers what it holds: the traversals (``Screen/allNodes``,
  /// ``Screen/firstNode(where:)``, ``descendants``, …) hand its descendants out not hittable, so
  /// that covering a screen marks its top nodes alone (see ``handedOut(_:)``).
  package var isHittable = true
  package var frame: CGRect
  package var children: [ScreenNode] = []
  /// What the element is within its role: a back button, the area outside a popover, a cell that
  /// does nothing when tapped.
  package var marks: ScreenMarks = []
  private var storedFacts: FactsStorage?

  package init(id: Int, role: ScreenRole, label: String, frame: CGRect) {
    self.id = id
    self.role = role
    self.label = label
    self.frame = frame
  }

  /// Facts only some elements have (a button's role, a sheet's detent). Most elements have none, so
  /// they are stored out of line and shared between copies until one of them changes.
  package var facts: ScreenFacts {
    get { storedFacts?.facts ?? ScreenFacts() }
    _modify {
      let storage = ownStorage()
      yield &storage.facts
    }
  }

  /// The out-of-line storage this node alone holds, to write into.
  private mutating func ownStorage() -> FactsStorage {
    if storedFacts == nil {
      storedFacts = FactsStorage()
    } else if !isKnownUniquelyReferenced(&storedFacts!) {
      storedFacts = storedFacts!.copy()
    }
    return storedFacts!
  }

  /// Every descendant, depth first, not including this node.
  package var descendants: [ScreenNode] {
    var nodes: [ScreenNode] = []
    appendDescendants(to: &nodes)
    return nodes
  }

  /// Appends every descendant, depth first; a recursion without a captured array, which a nested
  /// function would box and check on every access.
  func appendDescendants(to nodes: inout [ScreenNode]) {
    for index in children.indices {
      let child = handedOut(index)
      nodes.append(child)
      child.appendDescendants(to: &nodes)
    }
  }

  /// A child as the traversals hand it out: not hittable when this node is not, whatever its own
  /// flag says (a covered screen marks its top nodes alone).
  /// - Parameter index: The child's index.
  /// - Returns: The child, covered with this node.
  package func handedOut(_ index: Int) -> ScreenNode {
    var child = children[index]
    if !isHittable { child.isHittable = false }
    return child
  }

  /// The children as the traversals hand them out (see ``handedOut(_:)``), for a host that walks the
  /// tree itself.
  package var handedOutChildren: [ScreenNode] {
    isHittable ? children : children.indices.map { handedOut($0) }
  }

  /// Whether a descendant (not this node) satisfies the predicate: `descendants.contains(where:)`
  /// without the array.
  /// - Parameter predicate: Whether a node is the one sought.
  /// - Returns: True when one does.
  package func containsDescendant(where predicate: (ScreenNode) -> Bool) -> Bool {
    children.indices.contains { childTree(at: $0, firstWhere: predicate) != nil }
  }

  /// This node or its first descendant, depth first, that satisfies the predicate. Children are
  /// read in place by index, so the nodes tested are not copied (unless covered with this node).
  func firstInTree(where predicate: (ScreenNode) -> Bool) -> ScreenNode? {
    if predicate(self) { return self }
    for index in children.indices {
      if let found = childTree(at: index, firstWhere: predicate) { return found }
    }
    return nil
  }

  /// The last of this node and its descendants, in depth-first order, that satisfies the predicate:
  /// the last child's tree first, this node last.
  func lastInTree(where predicate: (ScreenNode) -> Bool) -> ScreenNode? {
    for index in children.indices.reversed() {
      if let found = child(at: index, { $0.lastInTree(where: predicate) }) { return found }
    }
    return predicate(self) ? self : nil
  }

  /// The first node of a child's tree that satisfies the predicate.
  private func childTree(at index: Int, firstWhere predicate: (ScreenNode) -> Bool) -> ScreenNode? {
    child(at: index) { $0.firstInTree(where: predicate) }
  }

  /// Reads a child as the traversals hand it out: in place, unless it is handed out covered with
  /// this node (a copy then).
  private func child<Result>(at index: Int, _ read: (ScreenNode) -> Result) -> Result {
    isHittable ? read(children[index]) : read(handedOut(index))
  }
}

/// Copy-on-write storage for what only some nodes have: their ``ScreenFacts``, value and identifier.
/// Only ``ScreenNode`` mutates it, after making it unique. A node is copied many times a pass (into
/// its container's nodes, into a kept placement); each reference it holds is a retain and a release
/// per copy, and most nodes have neither a value nor an identifier.
private final class FactsStorage: @unchecked Sendable {
  @exclusivity(unchecked) var facts = ScreenFacts()
  @exclusivity(unchecked) var value: String?
  @exclusivity(unchecked) var identifier: String?

  init() {}

  func copy() -> FactsStorage {
    let copy = FactsStorage()
    copy.facts = facts
    copy.value = value
    copy.identifier = identifier
    return copy
  }
}

/// What an element is within its role, as flags.
package struct ScreenMarks: OptionSet, Sendable, Hashable {
  package let rawValue: UInt32
  package init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The button that goes back in a navigation bar.
  package static let backButton = ScreenMarks(rawValue: 1 << 0)
  /// A button the system adds to a bar (the sidebar's show and hide buttons).
  package static let systemItem = ScreenMarks(rawValue: 1 << 1)
  /// A bar button that shows its symbol alone.
  package static let iconOnly = ScreenMarks(rawValue: 1 << 2)
  /// A button that is a navigation link.
  package static let link = ScreenMarks(rawValue: 1 << 3)
  /// The title text of a navigation bar.
  package static let navigationTitle = ScreenMarks(rawValue: 1 << 4)
  /// The header text of a list section.
  package static let sectionHeader = ScreenMarks(rawValue: 1 << 5)
  /// A `ContentUnavailableView`.
  package static let contentUnavailable = ScreenMarks(rawValue: 1 << 6)
  /// A list cell that does nothing when tapped.
  package static let inert = ScreenMarks(rawValue: 1 << 7)
  /// The area outside a presentation: a tap there may dismiss it.
  package static let outside = ScreenMarks(rawValue: 1 << 8)
  /// The dimmed area beside a sidebar shown over the other columns: a tap there puts it away.
  package static let dimming = ScreenMarks(rawValue: 1 << 9)
  /// A sidebar shown over the other columns.
  package static let overlaySidebar = ScreenMarks(rawValue: 1 << 10)
  /// An element with a context menu (a long press opens it).
  package static let contextMenu = ScreenMarks(rawValue: 1 << 11)
  /// A presentation that a person cannot swipe away.
  package static let interactiveDismissDisabled = ScreenMarks(rawValue: 1 << 12)
  /// A stepper that can go up now.
  package static let canIncrement = ScreenMarks(rawValue: 1 << 13)
  /// A stepper that can go down now.
  package static let canDecrement = ScreenMarks(rawValue: 1 << 14)
  /// A field that has the focus (its `FocusState` says so).
  package static let focused = ScreenMarks(rawValue: 1 << 15)
  /// A control whose label is hidden (`labelsHidden()`): it is still its accessibility label.
  package static let labelHidden = ScreenMarks(rawValue: 1 << 16)
  /// A list or scroll view scrolled away from its top: it can scroll back.
  package static let canScrollBackward = ScreenMarks(rawValue: 1 << 17)
  /// A list or scroll view with more content below what it shows.
  package static let canScrollForward = ScreenMarks(rawValue: 1 << 18)
}

/// Typed facts about an element that only some elements have.
package struct ScreenFacts: Sendable, Equatable {
  /// A button's role.
  package var buttonRole: ButtonRole?
  /// The symbol a button or tab shows.
  package var systemImage: String?
  /// A button's keyboard shortcut (the default action of a dialog).
  package var keyboardShortcut: KeyboardShortcut?
  /// The side of a navigation bar an item sits on.
  package var barPlacement: HorizontalEdge?
  /// The edge a revealed swipe action belongs to.
  package var swipeEdge: HorizontalEdge?
  /// What an empty text or search field shows.
  package var placeholder: String?
  /// The foreground colour set on the element.
  package var foreground: Color?
  /// The tint set on the element.
  package var tint: Color?
  /// The title of a navigation bar, an alert or a dialog.
  package var title: String?
  /// How a navigation bar shows its title.
  package var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
  /// Which column of a split view a column element is.
  package var column: NavigationSplitViewColumn?
  /// How a list draws its rows.
  package var listStyle: ScreenListStyle?
  /// How a presentation shows, after adapting to the space.
  package var presentation: ScreenPresentation?
  /// A progress indicator's completed fraction, from 0 to 1, nil while indeterminate; a slider's
  /// position between its bounds, from 0 to 1.
  package var fractionCompleted: Double?
  /// Where a row that can move sits among its siblings (its cell and its reorder control).
  package var reorderSlot: ReorderSlot?
  /// The control a list in edit mode adds to a row: delete before it, reorder after it.
  package var editControl: EditControl?
  /// The built-in style a control is drawn in, when not its automatic one: "bordered",
  /// "borderedProminent", "borderless", "plain" for a button; "button" for a toggle.
  package var controlStyle: String?
  /// The font of a text, where the app set one.
  package var font: Font?
  /// A shape's outline in screen points and how it is drawn.
  package var shape: ScreenShape?

  package init() {}
}

/// A row that can move: the rows it moves among, and its place there.
package struct ReorderSlot: Sendable, Hashable {
  package var group: Int
  package var offset: Int
}

/// A control a list in edit mode adds to a row.
package enum EditControl: String, Sendable, Hashable {
  /// Before the row: reveals the row's Delete.
  case delete
  /// After the row: drags the row to another place.
  case reorder
}

/// How a list draws its rows.
package enum ScreenListStyle: Sendable, Hashable {
  /// Rows edge to edge, the plain list.
  case plain
  /// Rows grouped in inset sections (a `Form`, an inset-grouped list).
  case grouped
}

/// How a presentation shows after adapting to the space.
package enum ScreenPresentationStyle: String, Sendable, Hashable, CaseIterable {
  /// A sheet from the bottom edge, at a detent.
  case sheet
  /// A card in the middle of a regular-width screen.
  case formSheet
  /// A sheet attached to a Mac window.
  case windowSheet
  /// The whole screen.
  case fullScreenCover
  /// A bubble pointing at what presented it.
  case popover
  /// An alert in the middle of the screen.
  case alert
  /// A confirmation dialog's bubble beside what opened it.
  case dialog
  /// A menu's list of actions beside its button.
  case menu
  /// An inspector shown as a trailing column.
  case column
}

/// A presentation's facts: its adapted style and where its detents stand.
package struct ScreenPresentation: Sendable, Equatable {
  package var style: ScreenPresentationStyle
  /// The detent a sheet rests at now.
  package var detent: PresentationDetent?
  /// The detents a sheet can rest at, smallest first.
  package var detents: [PresentationDetent] = []
  /// The sizing the content asked for, described.
  package var sizing: String?

  package init(style: ScreenPresentationStyle) {
    self.style = style
  }
}

/// What a person can do with an element: one reference to the closures, so that the screen's table
/// of actions, and a kept placement replayed into it, copy a pointer rather than twenty closures.
///
/// Each action is a property of its own rather than a member reached through a key path: a key path
/// into the closures is applied at run time wherever the optimizer does not fold it, thousands of
/// instructions for a text field's actions.
@MainActor
package struct ScreenActions {
  /// The closures themselves, read and written through the actions' properties (`actions.tap`).
  private struct Closures {
    var tap: (() -> Void)?
    var typeText: ((String) -> Void)?
    var replaceText: ((String) -> Void)?
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var swipeLeft: (() -> Void)?
    var swipeRight: (() -> Void)?
    var swipeDown: (() -> Void)?
    var swipeUp: (() -> Void)?
    var dragToDetent: ((PresentationDetent) -> Void)?
    var longPress: (() -> Void)?
    var dragOnto: ((ScreenNode) -> Bool)?
    var adjustPosition: ((Double) -> Void)?
    var adjustValue: ((String) -> Void)?
    var longPressFor: ((TimeInterval) -> Void)?
    var doubleTap: (() -> Void)?
    var pinch: ((CGFloat) -> Void)?
    var rotate: ((CGFloat) -> Void)?
  }

  private final class Storage {
    var closures: Closures
    init(_ closures: Closures) { self.closures = closures }
  }

  private var storage: Storage

  /// No actions.
  package init() { storage = Storage(Closures()) }

  /// The storage this value alone holds, to write into.
  private mutating func ownStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.closures) }
    return storage
  }

  /// A tap.
  package var tap: (() -> Void)? {
    get { storage.closures.tap }
    set { ownStorage().closures.tap = newValue }
  }

  /// Typing text, as a keyboard does, into a field.
  package var typeText: ((String) -> Void)? {
    get { storage.closures.typeText }
    set { ownStorage().closures.typeText = newValue }
  }

  /// Replacing a field's whole text.
  package var replaceText: ((String) -> Void)? {
    get { storage.closures.replaceText }
    set { ownStorage().closures.replaceText = newValue }
  }

  /// Incrementing a stepper, a slider or an adjustable element.
  package var increment: (() -> Void)? {
    get { storage.closures.increment }
    set { ownStorage().closures.increment = newValue }
  }

  /// Decrementing a stepper, a slider or an adjustable element.
  package var decrement: (() -> Void)? {
    get { storage.closures.decrement }
    set { ownStorage().closures.decrement = newValue }
  }

  /// A swipe to the left (a row's trailing actions).
  package var swipeLeft: (() -> Void)? {
    get { storage.closures.swipeLeft }
    set { ownStorage().closures.swipeLeft = newValue }
  }

  /// A swipe to the right (a row's leading actions).
  package var swipeRight: (() -> Void)? {
    get { storage.closures.swipeRight }
    set { ownStorage().closures.swipeRight = newValue }
  }

  /// A swipe down (dismissing a sheet, scrolling back).
  package var swipeDown: (() -> Void)? {
    get { storage.closures.swipeDown }
    set { ownStorage().closures.swipeDown = newValue }
  }

  /// A swipe up (scrolling forward).
  package var swipeUp: (() -> Void)? {
    get { storage.closures.swipeUp }
    set { ownStorage().closures.swipeUp = newValue }
  }

  /// Dragging a sheet's grabber to one of its detents.
  package var dragToDetent: ((PresentationDetent) -> Void)? {
    get { storage.closures.dragToDetent }
    set { ownStorage().closures.dragToDetent = newValue }
  }

  /// A long press (a context menu).
  package var longPress: (() -> Void)? {
    get { storage.closures.longPress }
    set { ownStorage().closures.longPress = newValue }
  }

  /// Drags the element onto another (a row's reorder control onto another row); false when it
  /// cannot go there.
  package var dragOnto: ((ScreenNode) -> Bool)? {
    get { storage.closures.dragOnto }
    set { ownStorage().closures.dragOnto = newValue }
  }

  /// Moves a slider to a position from 0 (its lower bound) to 1 (its upper bound).
  package var adjustPosition: ((Double) -> Void)? {
    get { storage.closures.adjustPosition }
    set { ownStorage().closures.adjustPosition = newValue }
  }

  /// Sets a picker wheel or a date picker to the option or date written as a string.
  package var adjustValue: ((String) -> Void)? {
    get { storage.closures.adjustValue }
    set { ownStorage().closures.adjustValue = newValue }
  }

  /// A press held for a duration, for long press gestures with a minimum duration.
  package var longPressFor: ((TimeInterval) -> Void)? {
    get { storage.closures.longPressFor }
    set { ownStorage().closures.longPressFor = newValue }
  }

  /// Two taps in quick succession, for tap gestures with a count of two.
  package var doubleTap: (() -> Void)? {
    get { storage.closures.doubleTap }
    set { ownStorage().closures.doubleTap = newValue }
  }

  /// Two fingers pinching to a scale, for magnify gestures.
  package var pinch: ((CGFloat) -> Void)? {
    get { storage.closures.pinch }
    set { ownStorage().closures.pinch = newValue }
  }

  /// Two fingers turning by an angle in radians, for rotate gestures.
  package var rotate: ((CGFloat) -> Void)? {
    get { storage.closures.rotate }
    set { ownStorage().closures.rotate = newValue }
  }
}

extension ScreenNode {
  /// The node's marks and facts as short phrases ("role: destructive", "backButton"), in a fixed
  /// order, for the hosts' textual dumps of a screen.
  package var factPhrases: [String] {
    let names: [(ScreenMarks, String)] = [
      (.backButton, "backButton"), (.systemItem, "systemItem"), (.iconOnly, "iconOnly"), (.link, "link"),
      (.navigationTitle, "navigationTitle"), (.sectionHeader, "sectionHeader"),
      (.contentUnavailable, "unavailable"), (.inert, "inert"), (.outside, "outside"), (.dimming, "dimming"),
      (.overlaySidebar, "overlay"), (.contextMenu, "contextMenu"),
      (.interactiveDismissDisabled, "interactiveDismissDisabled"), (.canIncrement, "canIncrement"),
      (.canDecrement, "canDecrement"), (.focused, "focused"), (.labelHidden, "labelHidden"),
    ]
    var phrases = names.filter { marks.contains($0.0) }.map(\.1)
    let facts = self.facts
    func add(_ name: String, _ value: (some CustomStringConvertible)?) {
      if let value { phrases.append("\(name): \(value)") }
    }
    add("role", facts.buttonRole?.name)
    add("systemImage", facts.systemImage)
    add("keyboardShortcut", facts.keyboardShortcut?.name)
    add("placement", facts.barPlacement.map(Self.name(of:)))
    add("swipeAction", facts.swipeEdge.map(Self.name(of:)))
    add("color", facts.foreground)
    add("tint", facts.tint)
    add("column", facts.column)
    add("style", facts.presentation?.style.rawValue)
    add("detent", facts.presentation?.detent)
    add("sizing", facts.presentation?.sizing)
    add("progress", facts.fractionCompleted)
    add("editControl", facts.editControl?.rawValue)
    add("style", facts.controlStyle)
    return phrases
  }

  private static func name(of edge: HorizontalEdge) -> String {
    edge == .leading ? "leading" : "trailing"
  }
}

/// A shape as the hosts draw it: its outline in screen points, filled or stroked in a colour.
package struct ScreenShape: Sendable, Equatable {
  /// The outline, in the screen's points.
  package var path: Path
  /// The colour it is drawn in; nil for the foreground.
  package var color: Color?
  /// The width of its line when it is stroked; nil when it is filled.
  package var lineWidth: CGFloat?
  /// Whether it is filled by the even-odd rule.
  package var evenOdd: Bool
  /// The type of the shape, for reports ("Circle").
  package var name: String
}
