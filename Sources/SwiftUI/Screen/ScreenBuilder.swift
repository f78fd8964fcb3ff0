/// Lays out the resolved elements for the scene and turns them into the ``Screen``: which elements
/// are visible, where, whether they can be tapped, and what a tap does.
///
/// Containers decide what is visible (a stack shows its top screen, a split view its columns for the
/// size class, a list the rows in its viewport); presentations are laid over what presents them.
@MainActor
struct ScreenBuilder {
  let host: GraphHost
  let geometry: SceneGeometry
  private(set) var actions = ScreenActionTable()
  /// Presentations requested by what was placed, waiting to be laid over it.
  var requests: [PlacedRequest] = []
  /// The elements placed that can present, in order: a kept placement keeps those it placed, and
  /// asks them again as it is replayed (see ``PlacedPresenter``).
  var presenters: [PlacedPresenter] = []
  /// How many requests were collected outside an element's placement (from screens a stack pushed
  /// over): a placement that made such requests is not remembered.
  var untrackedRequestCount = 0
  /// True while placing content presented in a narrow card (an iPad sheet): inspectors become sheets.
  var isInCompactCard = false
  /// The kept placements shown by the placement in progress (see ``PlacementMemo``).
  var memosOnScreen: [PlacementMemo] = []
  /// The navigation bars shown by this screen with what their placements read, for the next
  /// update to show again (see ``BarMemo``).
  var barMemosShown: [BarMemo] = []
  /// True while placing a background or an overlay that fills the frame it decorates: a shape there
  /// takes the height it is offered instead of its ideal height.
  var fillsOfferedSpace = false
  /// While a scroll view places its content: where each view with an id went (`ScrollViewReader`).
  var scrollTargets: [AnyHashable: CGRect]?
  /// The part of the screen a scroll view shows, while it places its content: lazy stacks build the
  /// rows inside it.
  var visibleRect: CGRect?
  /// The origins of the named coordinate spaces around what is being placed.
  var namedSpaces: [AnyHashable: CGPoint] = [:]
  /// Whether nothing outside the presented content changed since the last screen was built, as
  /// the host tells (see ``KeptScene``).
  var sceneIsUnchanged = false
  /// Whether the scene was replayed already covered by the presentations over it.
  var isSceneCovered = false
  /// While the screen under the presentations is laid out afresh: what its layout reads.
  var layoutReads: LayoutReads?

  /// The device's chrome in the scene's orientation: safe area, bars, presentation sizes.
  let chrome: DeviceChrome

  /// A builder for one pass.
  ///
  /// - Parameters:
  ///   - host: The host whose screen is built.
  ///   - geometry: The scene's size and device.
  ///   - actions: An empty table to fill with the screen's actions: the host hands back the one of
  ///     the screen before the last, emptied with its room kept, so that building a screen neither
  ///     grows a table nor allocates one of the screen's size (a large allocation costs as much as
  ///     laying out a cell).
  init(host: GraphHost, geometry: SceneGeometry, actions: ScreenActionTable = ScreenActionTable()) {
    self.host = host
    self.geometry = geometry
    chrome = geometry.chrome
    self.actions = actions
  }

  /// Where an element sits: the containers around it that give its taps a meaning.
  @MainActor
  struct Scope {
    var listSelection: ListSelection?
    var stack: StackModel?
    var column: ColumnScope?
  }

  mutating func build(_ elements: [Element]) -> Screen {
    let bounds = CGRect(origin: .zero, size: geometry.size)
    var root = ScreenNode(id: 0, role: .window, label: geometry.device.name, frame: bounds)
    let area = safeArea(of: bounds)
    root.children = placeScene(elements, in: area)
    let sceneCount = root.children.count
    // The screen under the presentations, once covered, is kept so: a replay under presentations
    // shows it covered, rather than covering (and copying) every node it shares with the layout.
    if placePresentations(over: &root), !isSceneCovered, let kept = host.keptScene,
      kept.memo.frame == host.frame
    {
      kept.coveredNodes = Array(root.children[..<sceneCount])
    }
    // Last, over what the layouts kept: no kept layout holds them.
    showRevealedSwipe(in: &root.children)
    return Screen(geometry: geometry, root: root, actions: actions)
  }

  /// The space below the status bar and above the home indicator.
  func safeArea(of bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX, y: bounds.minY + chrome.safeAreaTop, width: bounds.width,
      height: bounds.height - chrome.safeAreaTop - chrome.safeAreaBottom)
  }

  // MARK: Nodes and actions

  mutating func makeNode(_ role: ScreenRole, _ label: String, _ frame: CGRect, for element: Element? = nil)
    -> ScreenNode
  {
    var node = ScreenNode(id: host.nextNodeID, role: role, label: label, frame: frame)
    host.nextNodeID += 1
    // An element without modifiers has no identifier, label, tint or colour of its own, and is
    // enabled. The others' traits are read where they lie, looked up once.
    if let element, element.hasTraits {
      let traits = element.traitsAddress
      node.identifier = traits.pointee.identifier
      if let accessibilityLabel = traits.pointee.accessibilityLabel { node.label = accessibilityLabel }
      node.isEnabled = !traits.pointee.isDisabled
      if let tint = traits.pointee.tint { node.facts.tint = tint }
      if let foreground = traits.pointee.foreground { node.facts.foreground = foreground }
    }
    return node
  }

  mutating func registerActions(_ entry: ScreenActions, for id: Int) {
    actions.set(entry, for: id)
  }

  mutating func setActions(_ node: ScreenNode, _ make: (inout ScreenActions) -> Void) {
    var entry = actions[node.id] ?? ScreenActions()
    make(&entry)
    actions.set(entry, for: node.id)
  }

  // MARK: Flow layout

  /// Places elements one above the other from `origin`, within `width`; `height` bounds scrolling
  /// containers. A child narrower than `columnWidth` sits across it at `alignment` (0 leading, 0.5
  /// centre, 1 trailing); a spacer, or a view of infinite maximum height, takes `spacerLength` where it
  /// is given. Returns the nodes and the
  /// height used.
  mutating func placeColumn(
    _ elements: [Element], origin: CGPoint, width: CGFloat, height: CGFloat, spacing: CGFloat?,
    scope: Scope, alignment: CGFloat = 0, columnWidth: CGFloat? = nil, spacerLength: CGFloat? = nil
  ) -> (nodes: [ScreenNode], height: CGFloat) {
    var nodes: [ScreenNode] = []
    var y = origin.y
    let gap = spacing ?? TextMetrics.defaultSpacing
    let flat = flatten(elements)
    for (index, element) in flat.enumerated() {
      if index > 0 { y += gap }
      if let spacerLength, element.isSpacer {
        y += spacerLength
        continue
      }
      var remaining = max(0, origin.y + height - y)
      if let spacerLength, element.isFlexibleHeight { remaining = spacerLength }
      var placed = place(
        element, origin: CGPoint(x: origin.x, y: y), width: width, height: remaining, scope: scope)
      let spare = (columnWidth ?? width) - placed.size.width
      if alignment > 0 && spare > 0 { Self.shift(&placed.nodes, dx: spare * alignment, dy: 0) }
      nodes.append(moving: &placed.nodes)
      y += placed.size.height
    }
    return (nodes, y - origin.y)
  }

  /// Transparent groups dissolve into their children.
  func flatten(_ elements: [Element]) -> [Element] {
    // Most lists of elements hold no transparent group: they are handed back as they are, where a
    // copy would allocate an array at every container laid out.
    var hasGroup = false
    for element in elements where element.content.isTransparent && !element.hasOwnTraits {
      hasGroup = true
      break
    }
    guard hasGroup else { return elements }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      if element.content.isTransparent, !element.hasOwnTraits {
        result += flatten(element.children)
      } else {
        result.append(element)
      }
    }
    return result
  }

  /// Places one element. `height` is the space left below it, which lists and scroll views fill.
  mutating func placeAfresh(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    guard element.hasTraits else {
      // No modifier: nothing to present, hide, decorate or recognize. Most elements are such.
      let result = placeFramed(element, origin: origin, width: width, height: height, scope: scope)
      checkLayoutReads(of: element)
      return result
    }
    let presentations = element.presentationRequests
    if let inspector = presentations.first(where: { $0.kind == .inspector }), showsInspectorColumn {
      let placed = placeWithInspector(
        element, presentations: presentations, inspector: inspector, origin: origin, width: width,
        height: height, scope: scope)
      presenters.append(
        PlacedPresenter(
          element: element, anchor: CGRect(origin: origin, size: placed.size), scope: scope,
          showsInspectorColumn: true))
      return placed
    }
    var result = placeOwnContent(element, origin: origin, width: width, height: height, scope: scope)
    checkLayoutReads(of: element)
    attachGestures(of: element, to: result.nodes)
    if !element.traits.decorations.isEmpty {
      placeDecorations(of: element, around: &result, at: origin, scope: scope)
    }
    let anchor = CGRect(origin: origin, size: result.size)
    if let open = element.traits.openContextMenu, !result.nodes.isEmpty {
      result.nodes[0].marks.insert(.contextMenu)
      setActions(result.nodes[0]) { $0.longPress = open }
    }
    for request in presentations where !(request.kind == .inspector && showsInspectorColumn) {
      requests.append(PlacedRequest(request: request, anchor: anchor, scope: scope))
    }
    if !presentations.isEmpty || !element.traits.presentationBoundaries.isEmpty {
      presenters.append(
        PlacedPresenter(element: element, anchor: anchor, scope: scope, showsInspectorColumn: false))
    }
    return result
  }

  /// A debug build checks that content which reads state as it is placed either records what it
  /// reads (``ElementContent/recordsLayoutReads``) or, placed, marked the record incomplete: a
  /// layout kept with a read it did not record would be replayed after that state changed.
  private func checkLayoutReads(of element: Element) {
    #if DEBUG
      guard let layoutReads, layoutReads.isComplete, element.content.readsStateInLayout else { return }
      assert(
        element.content.recordsLayoutReads,
        "\(type(of: element.content)) reads state at layout: it records the reads or marks them incomplete")
    #endif
  }

  mutating func placeOwnContent(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  )
    -> (nodes: [ScreenNode], size: CGSize)
  {
    let result = placeFramed(element, origin: origin, width: width, height: height, scope: scope)
    if element.traits.isHidden { return ([], result.size) }
    return result
  }

  // MARK: Scrolling

  /// Marks what a viewport does not show as not hittable.
  ///
  /// Nonisolated, and in place, as ``shift(_:dx:dy:)`` is: it runs for every node in a scroll view.
  /// The nodes are the caller's own, so marking one copies none of the others.
  ///
  /// - Parameters:
  ///   - nodes: The nodes in the viewport's content, marked in place.
  ///   - viewport: The part of the screen the content shows in.
  nonisolated static func clip(_ nodes: inout [ScreenNode], to viewport: CGRect) {
    // Most nodes lie inside the viewport with everything in them: they stay as they are. Nodes are
    // read where they lie, through pointers: a buffer's subscript, like an array's, copies the node
    // it reads, with its strings and children.
    guard let firstOutside = firstOutside(of: nodes, viewport) else { return }
    nodes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in firstOutside..<buffer.count where !isInside(base + index, viewport) {
        let frame = buffer[index].frame
        if !viewport.intersects(frame) || frame.height == 0 && !viewport.contains(frame.origin) {
          buffer[index].isHittable = false
        }
        clip(&buffer[index].children, to: viewport)
      }
    }
  }

  /// The index of the first node that does not lie inside the viewport with everything in it.
  nonisolated private static func firstOutside(of nodes: [ScreenNode], _ viewport: CGRect) -> Int? {
    nodes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      return (0..<buffer.count).first { !isInside(base + $0, viewport) }
    }
  }

  nonisolated private static func isInside(_ node: UnsafePointer<ScreenNode>, _ viewport: CGRect) -> Bool {
    // Compared by hand: Foundation's `CGRect.contains` standardizes both rectangles first, and this
    // runs for every node in a scroll view. Frames made by layout have no negative sizes.
    let frame = node.pointee.frame
    guard frame.size.width > 0, frame.size.height > 0, frame.origin.x >= viewport.origin.x,
      frame.origin.y >= viewport.origin.y,
      frame.origin.x + frame.size.width <= viewport.origin.x + viewport.size.width,
      frame.origin.y + frame.size.height <= viewport.origin.y + viewport.size.height
    else { return false }
    return firstOutside(of: node.pointee.children, viewport) == nil
  }
}
