/// Lays out the resolved elements for the scene and turns them into the ``Screen``: which elements
/// are visible, where, whether they can be tapped, and what a tap does.
///
/// Containers decide what is visible (a stack shows its top screen, a split view its columns for the
/// size class, a list the rows in its viewport); presentations are laid over what presents them.
@MainActor
struct ScreenBuilder {
  let host: GraphHost
  let geometry: SceneGeometry
  private(set) var actions: [Int: ScreenActions] = [:]
  /// Presentations requested by what was placed, waiting to be laid over it.
  var requests: [PlacedRequest] = []
  /// True while placing content presented in a narrow card (an iPad sheet): inspectors become sheets.
  var isInCompactCard = false
  /// The kept placements shown by the placement in progress (see ``PlacementMemo``).
  var memosOnScreen: [PlacementMemo] = []

  init(host: GraphHost, geometry: SceneGeometry) {
    self.host = host
    self.geometry = geometry
    actions.reserveCapacity(host.screen.actions.count)
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
    placePresentations(over: &root)
    return Screen(geometry: geometry, root: root, actions: actions)
  }

  /// The space below the status bar and above the home indicator.
  func safeArea(of bounds: CGRect) -> CGRect {
    let insets: (top: CGFloat, bottom: CGFloat)
    switch geometry.device.idiom {
    case .phone: insets = geometry.orientation == .portrait ? (62, 34) : (0, 21)
    case .pad: insets = (24, 20)
    case .mac: insets = (28, 0)
    }
    return CGRect(
      x: bounds.minX, y: bounds.minY + insets.top, width: bounds.width,
      height: bounds.height - insets.top - insets.bottom)
  }

  // MARK: Nodes and actions

  mutating func makeNode(_ role: ScreenRole, _ label: String, _ frame: CGRect, for element: Element? = nil)
    -> ScreenNode
  {
    var node = ScreenNode(id: host.nextNodeID, role: role, label: label, frame: frame)
    host.nextNodeID += 1
    if let element {
      node.identifier = element.traits.identifier
      if let accessibilityLabel = element.traits.accessibilityLabel { node.label = accessibilityLabel }
      node.isEnabled = !element.traits.isDisabled
      if let tint = element.traits.tint { node.facts.tint = tint }
      if let foreground = element.traits.foreground { node.facts.foreground = foreground }
    }
    return node
  }

  mutating func registerActions(_ entry: ScreenActions, for id: Int) {
    actions[id] = entry
  }

  mutating func setActions(_ node: ScreenNode, _ make: (inout ScreenActions) -> Void) {
    var entry = actions[node.id] ?? ScreenActions()
    make(&entry)
    actions[node.id] = entry
  }

  // MARK: Flow layout

  /// Places elements one above the other from `origin`, within `width`; `height` bounds scrolling
  /// containers. Returns the nodes and the height used.
  mutating func placeColumn(
    _ elements: [Element], origin: CGPoint, width: CGFloat, height: CGFloat, spacing: CGFloat?,
    scope: Scope
  ) -> (nodes: [ScreenNode], height: CGFloat) {
    var nodes: [ScreenNode] = []
    var y = origin.y
    let gap = spacing ?? TextMetrics.defaultSpacing
    let flat = flatten(elements)
    for (index, element) in flat.enumerated() {
      if index > 0 { y += gap }
      let remaining = max(0, origin.y + height - y)
      let placed = place(
        element, origin: CGPoint(x: origin.x, y: y), width: width, height: remaining, scope: scope)
      nodes += placed.nodes
      y += placed.size.height
    }
    return (nodes, y - origin.y)
  }

  /// Transparent groups dissolve into their children.
  func flatten(_ elements: [Element]) -> [Element] {
    var result: [Element] = []
    for element in elements {
      if case .group = element.kind, !element.hasOwnTraits {
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
    if let inspector = element.traits.presentations.first(where: { $0.kind == .inspector }),
      showsInspectorColumn
    {
      return placeWithInspector(
        element, inspector: inspector, origin: origin, width: width, height: height, scope: scope)
    }
    var result = placeOwnContent(element, origin: origin, width: width, height: height, scope: scope)
    let anchor = CGRect(origin: origin, size: result.size)
    if let open = element.traits.openContextMenu, !result.nodes.isEmpty {
      result.nodes[0].marks.insert(.contextMenu)
      setActions(result.nodes[0]) { $0.longPress = open }
    }
    for request in element.traits.presentations where !(request.kind == .inspector && showsInspectorColumn) {
      requests.append(PlacedRequest(request: request, anchor: anchor, scope: scope))
    }
    return result
  }

  mutating func placeOwnContent(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  )
    -> (nodes: [ScreenNode], size: CGSize)
  {
    let padding = element.traits.padding
    let innerWidth = max(0, (element.traits.fixedWidth ?? width) - padding.leading - padding.trailing)
    let innerOrigin = CGPoint(x: origin.x + padding.leading, y: origin.y + padding.top)
    let innerHeight = max(0, (element.traits.fixedHeight ?? height) - padding.top - padding.bottom)
    var result = placeContent(
      element, origin: innerOrigin, width: innerWidth, height: innerHeight, scope: scope)
    result.size.width += padding.leading + padding.trailing
    result.size.height += padding.top + padding.bottom
    if let fixedHeight = element.traits.fixedHeight { result.size.height = fixedHeight }
    if element.traits.isHidden { return ([], result.size) }
    return result
  }

  private mutating func placeContent(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    switch element.kind {
    case .group:
      let placed = placeColumn(
        element.children, origin: origin, width: width, height: height, spacing: nil, scope: scope)
      return (placed.nodes, CGSize(width: width, height: placed.height))

    case .text(let string):
      let size = TextMetrics.size(of: string, width: width, fixed: element.traits.fixedHorizontal)
      var node = makeNode(.staticText, string, CGRect(origin: origin, size: size), for: element)
      attachTap(element, to: &node)
      return ([node], size)

    case .image(let name):
      let size = CGSize(width: TextMetrics.iconWidth, height: TextMetrics.lineHeight)
      var node = makeNode(.image, name, CGRect(origin: origin, size: size), for: element)
      attachTap(element, to: &node)
      return ([node], size)

    case .label:
      let size = measure(element, width: width)
      var nodes: [ScreenNode] = []
      if let icon = element.firstImageName {
        nodes.append(
          makeNode(
            .image, icon,
            CGRect(origin: origin, size: CGSize(width: TextMetrics.iconWidth, height: TextMetrics.lineHeight))
          ))
      }
      let title = element.readableText
      if !title.isEmpty {
        let x = origin.x + (element.firstImageName == nil ? 0 : TextMetrics.iconWidth + 8)
        var text = makeNode(
          .staticText, title,
          CGRect(x: x, y: origin.y, width: max(0, size.width - (x - origin.x)), height: size.height),
          for: element)
        attachTap(element, to: &text)
        nodes.append(text)
      }
      return (nodes, size)

    case .button(let info):
      let size = measure(element, width: width)
      var node = makeNode(.button, buttonTitle(of: element), CGRect(origin: origin, size: size), for: element)
      node.facts.buttonRole = info.role
      node.facts.systemImage = element.firstImageName
      node.children = labelParts(of: element, origin: origin, width: width, scope: scope)
      let action = info.action
      setActions(node) { $0.tap = action }
      return ([node], size)

    case .link(let info):
      let size = measure(element, width: width)
      var node = makeNode(.button, buttonTitle(of: element), CGRect(origin: origin, size: size), for: element)
      node.marks.insert(.link)
      node.children = labelParts(of: element, origin: origin, width: width, scope: scope)
      let tap = linkAction(info, scope: scope)
      setActions(node) { $0.tap = tap }
      return ([node], size)

    case .textField(let info):
      let size = CGSize(width: width, height: 34)
      var node = makeNode(.textField, info.title, CGRect(origin: origin, size: size), for: element)
      let text = info.text.wrappedValue
      node.value = text.isEmpty ? (info.prompt ?? info.title) : text
      node.facts.placeholder = info.prompt ?? info.title
      let binding = info.text
      setActions(node) {
        $0.typeText = { binding.wrappedValue += $0 }
        $0.replaceText = { binding.wrappedValue = $0 }
      }
      return ([node], size)

    case .stepper(let info):
      let size = CGSize(width: width, height: 34)
      var node = makeNode(.stepper, element.readableText, CGRect(origin: origin, size: size), for: element)
      if info.increment != nil { node.marks.insert(.canIncrement) }
      if info.decrement != nil { node.marks.insert(.canDecrement) }
      setActions(node) {
        $0.increment = info.increment
        $0.decrement = info.decrement
      }
      return ([node], size)

    case .toggle(let info):
      let size = CGSize(width: width, height: 31)
      var node = makeNode(.toggle, element.readableText, CGRect(origin: origin, size: size), for: element)
      node.value = info.isOn.wrappedValue ? "1" : "0"
      let binding = info.isOn
      setActions(node) { $0.tap = { binding.wrappedValue.toggle() } }
      return ([node], size)

    case .stack(let info):
      return placeStack(element, info: info, origin: origin, width: width, height: height, scope: scope)

    case .spacer:
      return ([], CGSize(width: 0, height: TextMetrics.defaultSpacing))

    case .divider:
      return ([], CGSize(width: width, height: 1))

    case .scroll:
      return placeScroll(element, origin: origin, width: width, height: height, scope: scope)

    case .list(let info):
      return placeList(element, info: info, origin: origin, width: width, height: height, scope: scope)

    case .section(let info):
      var nodes: [ScreenNode] = []
      var y = origin.y
      if !info.header.isEmpty {
        let header = placeColumn(
          info.header, origin: CGPoint(x: origin.x, y: y), width: width, height: height, spacing: nil,
          scope: scope)
        nodes += header.nodes
        y += header.height + TextMetrics.defaultSpacing
      }
      let content = placeColumn(
        element.children, origin: CGPoint(x: origin.x, y: y), width: width, height: height, spacing: nil,
        scope: scope)
      nodes += content.nodes
      y += content.height
      if !info.footer.isEmpty {
        let footer = placeColumn(
          info.footer, origin: CGPoint(x: origin.x, y: y + TextMetrics.defaultSpacing), width: width,
          height: height, spacing: nil, scope: scope)
        nodes += footer.nodes
        y += footer.height + TextMetrics.defaultSpacing
      }
      return (nodes, CGSize(width: width, height: y - origin.y))

    case .lazyRows(let rows):
      // Outside a list a ForEach is eager; this is a list's ForEach laid out as plain content.
      var all: [Element] = []
      for index in 0..<rows.count { all += rows.elements(at: index) }
      let placed = placeColumn(all, origin: origin, width: width, height: height, spacing: nil, scope: scope)
      return (placed.nodes, CGSize(width: width, height: placed.height))

    case .viewThatFits(let axes):
      let chosen = chooseFitting(element.children, axes: axes, width: width, height: height)
      guard let chosen else { return ([], .zero) }
      return place(chosen, origin: origin, width: width, height: height, scope: scope)

    case .unavailable:
      return placeUnavailable(element, origin: origin, width: width, height: height)

    case .navigationStack(let model):
      return placeNavigationStack(
        model, element: element, origin: origin, width: width, height: height, scope: scope)

    case .splitView(let model):
      return placeSplitView(
        model, element: element, origin: origin, width: width, height: height, scope: scope)

    case .tabView(let model):
      return placeTabView(model, element: element, origin: origin, width: width, height: height, scope: scope)
    }
  }

  mutating func attachTap(_ element: Element, to node: inout ScreenNode) {
    guard let onTap = element.traits.onTap else { return }
    setActions(node) { $0.tap = onTap }
  }

  /// The title of a button: its texts joined as XCUITest joins them (", "), or its symbol's name
  /// when it has no text.
  func buttonTitle(of element: Element) -> String {
    if let label = element.traits.accessibilityLabel { return label }
    let texts = Self.texts(in: element)
    if !texts.isEmpty { return texts.joined(separator: ", ") }
    return element.firstImageName ?? ""
  }

  static func texts(in element: Element) -> [String] {
    if case .text(let string) = element.kind { return string.isEmpty ? [] : [string] }
    return element.children.flatMap(texts(in:))
  }

  /// A label made of several texts (a row's city, dates and nights) keeps them as static texts
  /// inside the button, as XCUITest shows a cell's texts.
  mutating func labelParts(of element: Element, origin: CGPoint, width: CGFloat, scope: Scope) -> [ScreenNode]
  {
    guard Self.texts(in: element).count > 1 else { return [] }
    let placed = placeColumn(
      element.children, origin: origin, width: width, height: TextMetrics.rowHeight, spacing: nil,
      scope: scope)
    func keep(_ node: ScreenNode) -> [ScreenNode] {
      var copy = node
      copy.children = node.children.flatMap(keep)
      if node.role == .staticText || node.role == .image { return [copy] }
      return copy.children
    }
    return placed.nodes.flatMap(keep)
  }

  // MARK: Stacks

  private mutating func placeStack(
    _ element: Element, info: StackInfo, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let children = flatten(element.children)
    switch info.axis {
    case .vertical:
      let placed = placeColumn(
        children, origin: origin, width: width, height: height, spacing: info.spacing, scope: scope)
      let measured = children.map { measure($0, width: width).width }.max() ?? 0
      return (placed.nodes, CGSize(width: min(width, measured), height: placed.height))
    case .depth:
      var nodes: [ScreenNode] = []
      var size = CGSize.zero
      for child in children {
        let placed = place(child, origin: origin, width: width, height: height, scope: scope)
        nodes += placed.nodes
        size.width = max(size.width, placed.size.width)
        size.height = max(size.height, placed.size.height)
      }
      return (nodes, size)
    case .horizontal:
      let gap = info.spacing ?? TextMetrics.defaultSpacing
      let widths = distributeWidths(children, width: width, spacing: gap)
      var nodes: [ScreenNode] = []
      var x = origin.x
      var tallest: CGFloat = 0
      for (child, childWidth) in zip(children, widths) {
        let placed = place(
          child, origin: CGPoint(x: x, y: origin.y), width: childWidth, height: height, scope: scope)
        nodes += placed.nodes
        tallest = max(tallest, placed.size.height)
        x += childWidth + gap
      }
      return (nodes, CGSize(width: min(width, x - gap - origin.x), height: tallest))
    }
  }

  /// Shares a row's width: each child gets its ideal width, flexible children and spacers share
  /// what is left, and when the ideal widths do not fit every child is narrowed in proportion.
  func distributeWidths(_ children: [Element], width: CGFloat, spacing: CGFloat) -> [CGFloat] {
    guard !children.isEmpty else { return [] }
    let available = max(0, width - spacing * CGFloat(children.count - 1))
    let ideals = children.map { child -> CGFloat in
      if case .spacer = child.kind { return 0 }
      if child.isFlexibleWidth { return 0 }
      return measure(child, width: nil).width
    }
    let flexible = children.indices.filter { children[$0].isFlexibleWidth || children[$0].isSpacer }
    let total = ideals.reduce(0, +)
    if total <= available {
      var widths = ideals
      let share = flexible.isEmpty ? 0 : (available - total) / CGFloat(flexible.count)
      for index in flexible { widths[index] += share }
      return widths
    }
    let scale = available / max(total, 1)
    return ideals.map { $0 * scale }
  }

  // MARK: Scrolling

  private mutating func placeScroll(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let state = element.scrollState
    let offset = state?.offset ?? 0
    let placed = placeColumn(
      element.children, origin: CGPoint(x: origin.x, y: origin.y - offset), width: width,
      height: .greatestFiniteMagnitude, spacing: nil, scope: scope)
    state?.contentHeight = placed.height
    state?.viewportHeight = height
    let viewport = CGRect(x: origin.x, y: origin.y, width: width, height: height)
    var scroll = makeNode(.scrollView, "", viewport, for: element)
    scroll.children = placed.nodes.map { clip($0, to: viewport) }
    if let state {
      setActions(scroll) {
        $0.swipeUp = { state.scroll(by: height * 0.6) }
        $0.swipeDown = { state.scroll(by: -height * 0.6) }
      }
    }
    return ([scroll], CGSize(width: width, height: min(height, placed.height)))
  }

  /// Marks what a viewport does not show as not hittable.
  func clip(_ node: ScreenNode, to viewport: CGRect) -> ScreenNode {
    // Most nodes lie inside the viewport with everything in them: they stay as they are.
    if Self.isInside(node, viewport) { return node }
    var copy = node
    if !viewport.intersects(node.frame) || node.frame.height == 0 && !viewport.contains(node.frame.origin) {
      copy.isHittable = false
    }
    copy.children = node.children.map { clip($0, to: viewport) }
    return copy
  }

  private static func isInside(_ node: ScreenNode, _ viewport: CGRect) -> Bool {
    !node.frame.isEmpty && viewport.contains(node.frame)
      && node.children.allSatisfy { isInside($0, viewport) }
  }

  // MARK: Placeholders

  private mutating func placeUnavailable(
    _ element: Element, origin: CGPoint, width: CGFloat, height: CGFloat
  ) -> (nodes: [ScreenNode], size: CGSize) {
    var group = makeNode(
      .group, "", CGRect(x: origin.x, y: origin.y, width: width, height: max(height, 120)), for: element)
    var y = origin.y + max(0, height / 2 - 60)
    var children: [ScreenNode] = []
    for part in element.children {
      let texts = flatten([part])
      for piece in texts {
        if case .label = piece.kind {
          if let icon = piece.firstImageName {
            children.append(
              makeNode(.image, icon, CGRect(x: origin.x + width / 2 - 12, y: y, width: 24, height: 22)))
            y += 30
          }
          let title = piece.readableText
          children.append(
            makeNode(
              .staticText, title, CGRect(x: origin.x, y: y, width: width, height: TextMetrics.lineHeight)))
          y += TextMetrics.lineHeight + 6
        } else {
          let placed = place(
            piece, origin: CGPoint(x: origin.x, y: y), width: width, height: height, scope: Scope())
          children += placed.nodes
          y += placed.size.height + 6
        }
      }
    }
    group.label = element.children.first.map { $0.readableText } ?? ""
    group.marks.insert(.contentUnavailable)
    group.children = children
    return ([group], CGSize(width: width, height: max(height, 120)))
  }
}

extension Element {
  var hasOwnTraits: Bool {
    traits.identifier != nil || !traits.presentations.isEmpty || traits.navigationTitle != nil
      || !traits.toolbarItems.isEmpty || !traits.destinations.isEmpty || traits.padding != EdgeInsets()
      || traits.onTap != nil || !traits.swipeActions.isEmpty || traits.tag != nil || traits.isHidden
      || traits.fixedWidth != nil || traits.fixedHeight != nil || traits.maxWidth != nil
      || traits.openContextMenu != nil || traits.accessibilityLabel != nil || traits.search != nil
  }

  var isFlexibleWidth: Bool {
    if traits.maxWidth == .infinity { return true }
    switch kind {
    case .textField, .stepper, .toggle, .list, .scroll: return true
    case .stack(let info) where info.axis == .horizontal:
      return children.contains { $0.isFlexibleWidth || $0.isSpacer }
    default: return false
    }
  }

  var isSpacer: Bool {
    if case .spacer = kind { return true }
    return false
  }

  var scrollState: ScrollState? {
    switch kind {
    case .scroll: return traits.scroll
    case .list(let info): return info.scroll
    default: return nil
    }
  }
}
