/// A presentation request and where its presenter was placed (a popover's or a dialog's anchor).
@MainActor
struct PlacedRequest {
  let request: PresentationRequest
  let anchor: CGRect
  let scope: ScreenBuilder.Scope
}

extension ScreenBuilder {
  var showsInspectorColumn: Bool {
    geometry.horizontalSizeClass == .regular && !isInCompactCard
  }

  // MARK: Levels

  /// Lays presentations over the screen, level by level: at each level one modal is shown (the one
  /// presented first); what its content presents forms the next level.
  mutating func placePresentations(over root: inout ScreenNode) {
    var level = 0
    while !requests.isEmpty && level < 12 {
      let pending = requests.sorted { $0.request.state.presentedSince < $1.request.state.presentedSince }
      requests = []
      let chosen = pending[0]
      for other in pending.dropFirst() where other.request.isSheetLike && chosen.request.isSheetLike {
        host.warnOnce(
          "Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed.",
          key:
            "single-sheet-\(ObjectIdentifier(other.request.state).hashValue)-\(other.request.state.presentedSince)"
        )
      }
      root.children = root.children.map(coverNode)
      root.children += placePresentation(chosen)
      level += 1
    }
  }

  /// The style a request takes here, after adaptation.
  func adaptedStyle(_ request: PresentationRequest) -> ScreenPresentationStyle {
    let options = request.options
    let isPhone = geometry.device.idiom == .phone
    let horizontallyCompact = geometry.horizontalSizeClass == .compact
    let verticallyCompact = geometry.verticalSizeClass == .compact
    let adaptation = options.compactAdaptation
    // When both size classes are compact, the vertical adaptation wins.
    let requested: PresentationAdaptation? =
      verticallyCompact ? adaptation?.vertical : (horizontallyCompact ? adaptation?.horizontal : nil)
    func resolve(
      _ adaptation: PresentationAdaptation?, natural: ScreenPresentationStyle,
      automatic: ScreenPresentationStyle
    )
      -> ScreenPresentationStyle
    {
      switch adaptation {
      case PresentationAdaptation.none: return natural
      case PresentationAdaptation.popover: return .popover
      case PresentationAdaptation.sheet: return .sheet
      case PresentationAdaptation.fullScreenCover: return .fullScreenCover
      default: return automatic
      }
    }
    switch request.kind {
    case .sheet, .inspector:
      if geometry.device.idiom == .mac { return .windowSheet }
      if !isPhone || geometry.isUnfolded { return horizontallyCompact ? .sheet : .formSheet }
      return verticallyCompact ? resolve(requested, natural: .sheet, automatic: .fullScreenCover) : .sheet
    case .fullScreenCover:
      return geometry.device.idiom == .mac ? .windowSheet : .fullScreenCover
    case .popover:
      guard horizontallyCompact || verticallyCompact else { return .popover }
      return resolve(requested, natural: .popover, automatic: verticallyCompact ? .fullScreenCover : .sheet)
    case .alert:
      return .alert
    case .confirmationDialog:
      return geometry.device.idiom == .mac ? .windowSheet : .dialog
    case .menu:
      return .dialog
    }
  }

  // MARK: One presentation

  private mutating func placePresentation(_ placed: PlacedRequest) -> [ScreenNode] {
    let request = placed.request
    switch request.kind {
    case .alert:
      return placeAlert(request)
    case .menu:
      var nodes = placeDialog(
        title: "", visibility: .hidden, message: [], actions: request.actions, anchor: placed.anchor,
        dismiss: request.dismiss, isMacSheet: false)
      if let index = nodes.firstIndex(where: { $0.role == .dialog }) {
        nodes[index].role = .other
        nodes[index].facts.presentation = ScreenPresentation(style: .menu)
      }
      return nodes
    case .confirmationDialog:
      return placeDialog(
        title: request.title, visibility: request.titleVisibility, message: request.message,
        actions: request.actions, anchor: placed.anchor, dismiss: request.dismiss,
        isMacSheet: adaptedStyle(request) == .windowSheet)
    default:
      return placeCard(request, anchor: placed.anchor)
    }
  }

  /// A sheet, cover, popover or inspector-as-sheet: a card with its content, over a dimmed screen.
  private mutating func placeCard(_ request: PresentationRequest, anchor: CGRect) -> [ScreenNode] {
    let style = adaptedStyle(request)
    let options = request.options
    let state = request.state
    let screenSize = geometry.size
    let safeTop: CGFloat = geometry.device.idiom == .phone && geometry.orientation == .portrait ? 62 : 24
    let detents = (options.detents ?? [.large]).sorted {
      $0.resolvedHeight(in: 1000) < $1.resolvedHeight(in: 1000)
    }
    if let selection = options.detentSelection {
      state.detent = selection.wrappedValue
    }
    if state.detent == nil || !detents.contains(state.detent!) { state.detent = detents.first }
    let detent = state.detent ?? .large

    var frame: CGRect
    switch style {
    case .fullScreenCover:
      frame = CGRect(origin: .zero, size: screenSize)
    case .sheet:
      let full = screenSize.height - safeTop - 10
      let height = detent.resolvedHeight(in: full)
      frame = CGRect(x: 0, y: screenSize.height - height, width: screenSize.width, height: height)
    case .formSheet:
      let width = min(580, screenSize.width - 40)
      let height = min(620, screenSize.height - 80)
      frame = CGRect(
        x: (screenSize.width - width) / 2, y: (screenSize.height - height) / 2, width: width, height: height)
    case .windowSheet:
      let width = min(500, screenSize.width - 40)
      let height = min(400, screenSize.height - 60)
      frame = CGRect(x: (screenSize.width - width) / 2, y: 28, width: width, height: height)
    case .popover:
      let width: CGFloat = min(320, screenSize.width - 20)
      let height = min(400, max(60, measureColumn(request.content, width: width - 32).height + 32))
      let below = anchor.maxY + 8
      let y = below + height <= screenSize.height ? below : max(8, anchor.minY - 8 - height)
      let x = min(max(8, anchor.midX - width / 2), screenSize.width - width - 8)
      frame = CGRect(x: x, y: y, width: width, height: height)
    case .alert, .dialog, .menu, .column:
      frame = .zero
    }

    if request.kind == .sheet, options.sizing == nil,
      let root = flatten(request.content).first,
      root.traits.fixedWidth != nil || root.traits.fixedHeight != nil
    {
      host.warnOnce(
        "A sheet's content has a fixed frame (\(root.traits.fixedWidth.map { "\(Int($0))" } ?? "any") x \(root.traits.fixedHeight.map { "\(Int($0))" } ?? "any")). Fixed frames do not adapt to the device; size the sheet with presentationSizing(.form) instead.",
        key: "fixed-frame-sheet-\(ObjectIdentifier(state).hashValue)")
    }
    var nodes: [ScreenNode] = []
    // What lies outside the card: a tap there dismisses a popover unless that is disabled.
    var outside = makeNode(.other, "Dismiss", CGRect(origin: .zero, size: screenSize))
    outside.marks.insert(.outside)
    let interactiveDismissDisabled = options.interactiveDismissDisabled ?? false
    if style == .popover && !interactiveDismissDisabled {
      let dismiss = request.dismiss
      setActions(outside) { $0.tap = dismiss }
    }
    nodes.append(outside)

    let role: ScreenRole
    switch (request.kind, style) {
    case (.fullScreenCover, _): role = .fullScreenCover
    case (_, .popover): role = .popover
    default: role = .sheet
    }
    var card = makeNode(role, "", frame)
    var facts = ScreenPresentation(style: style)
    if style == .sheet {
      facts.detent = detent
      facts.detents = detents
    }
    facts.sizing = options.sizing
    card.facts.presentation = facts
    if interactiveDismissDisabled { card.marks.insert(.interactiveDismissDisabled) }

    let wasCompactCard = isInCompactCard
    isInCompactCard =
      style == .formSheet || style == .popover || style == .windowSheet || request.kind == .inspector
    let contentTop =
      style == .fullScreenCover ? frame.minY + safeTop : frame.minY + (style == .sheet ? 10 : 0)
    let content = placeColumn(
      request.content, origin: CGPoint(x: frame.minX, y: contentTop), width: frame.width,
      height: frame.maxY - contentTop, spacing: nil, scope: Scope())
    isInCompactCard = wasCompactCard
    card.children = content.nodes
    card.label = card.children.first { $0.role == .navigationBar }?.label ?? ""

    // Dragging: between detents, then away, unless the style or the content forbids it.
    let canSwipeAway =
      style == .sheet || style == .formSheet || (style == .popover && request.kind != .popover)
    let dismiss = request.dismiss
    let confirmation = options.dismissalConfirmation
    // The screen's actions hold the host weakly: the host holds the screen.
    weak let host = self.host
    let smaller = detents.last { $0.resolvedHeight(in: 1000) < detent.resolvedHeight(in: 1000) }
    let larger = detents.first { $0.resolvedHeight(in: 1000) > detent.resolvedHeight(in: 1000) }
    let selection = options.detentSelection
    let setDetent: (PresentationDetent) -> Void = { newDetent in
      state.detent = newDetent
      selection?.wrappedValue = newDetent
      host?.setNeedsUpdate()
    }
    setActions(card) {
      $0.swipeDown = {
        if style == .sheet, let smaller {
          setDetent(smaller)
        } else if !canSwipeAway {
          return
        } else if confirmation != nil {
          state.isConfirmingDismissal = true
          host?.setNeedsUpdate()
        } else if !interactiveDismissDisabled {
          dismiss()
        }
      }
      if style == .sheet, let larger {
        $0.swipeUp = { setDetent(larger) }
      }
      if style == .sheet {
        $0.dragToDetent = { target in
          if detents.contains(target) { setDetent(target) }
        }
      }
    }
    nodes.append(card)

    if state.isConfirmingDismissal, let confirmation {
      requests.removeAll()
      nodes = nodes.map(coverNode)
      let keep: () -> Void = {
        state.isConfirmingDismissal = false
        host?.setNeedsUpdate()
      }
      nodes += placeDialog(
        title: confirmation.title, visibility: .visible, message: confirmation.message,
        actions: confirmation.actions,
        anchor: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 44), dismiss: keep,
        isMacSheet: false, dismissalOf: dismiss)
    }
    return nodes
  }

  // MARK: Alerts and dialogs

  /// An alert in the middle of the screen. Every button closes it after its action runs; with no
  /// buttons it has OK.
  private mutating func placeAlert(_ request: PresentationRequest) -> [ScreenNode] {
    let screenSize = geometry.size
    let width: CGFloat = 270
    var buttons = request.actions.filter { $0.button != nil }
    if buttons.isEmpty {
      buttons = [Element.systemButton("OK", role: .cancel, action: {})]
    }
    let messageText = request.message.map(\.readableText).filter { !$0.isEmpty }
    let height = CGFloat(60 + 22 * messageText.count + 44 * buttons.count)
    let frame = CGRect(
      x: (screenSize.width - width) / 2, y: (screenSize.height - height) / 2, width: width, height: height)
    var alert = makeNode(.alert, request.title, frame)
    alert.facts.title = request.title
    var y = frame.minY + 20
    alert.children.append(
      makeNode(.staticText, request.title, CGRect(x: frame.minX + 16, y: y, width: width - 32, height: 22)))
    y += 26
    for text in messageText {
      alert.children.append(
        makeNode(.staticText, text, CGRect(x: frame.minX + 16, y: y, width: width - 32, height: 22)))
      y += 22
    }
    y += 12
    alert.children += dialogButtons(buttons, x: frame.minX, y: y, width: width, dismiss: request.dismiss)
    return [alert]
  }

  /// A confirmation dialog: on iOS 27 a bubble beside what opened it, without the cancel button (a tap
  /// outside runs the cancel action, if there is one, and closes it).
  mutating func placeDialog(
    title: String, visibility: Visibility, message: [Element], actions: [Element], anchor: CGRect,
    dismiss: @escaping () -> Void, isMacSheet: Bool,
    dismissalOf dismissPresentation: (() -> Void)? = nil
  ) -> [ScreenNode] {
    let screenSize = geometry.size
    var buttons = actions.filter { $0.button != nil }
    let cancel = buttons.first { $0.buttonRole == .cancel }
    var shown = buttons.filter { $0.buttonRole != .cancel }
    if let dismissPresentation {
      // Asked before a dismissal: a destructive button takes the close action's place; Cancel keeps.
      if !shown.contains(where: { $0.buttonRole == .destructive }) {
        shown.append(Element.systemButton("Close", role: .destructive, action: {}))
      }
      shown = shown.map { button in
        guard let info = button.button else { return button }
        let action = ButtonContent(role: info.role) {
          info.action()
          dismissPresentation()
        }
        let copy = Element(action, children: button.children)
        copy.traits = button.traits
        return copy
      }
      shown.append(
        cancel
          ?? Element.systemButton("Cancel", role: .cancel, action: {}))
      buttons = shown
    } else if isMacSheet, let cancel {
      shown.append(cancel)
    }
    let messageText = message.map(\.readableText).filter { !$0.isEmpty }
    let showsTitle = visibility != .hidden
    let width: CGFloat = 250
    let height = CGFloat((showsTitle ? 40 : 8) + 22 * messageText.count + 44 * shown.count)
    let below = anchor.maxY + 8
    let y0 = below + height <= screenSize.height ? below : max(8, anchor.minY - height - 8)
    let x0 = min(max(8, anchor.midX - width / 2), screenSize.width - width - 8)
    let frame = CGRect(x: x0, y: y0, width: width, height: height)

    var outside = makeNode(.other, "Dismiss", CGRect(origin: .zero, size: screenSize))
    outside.marks.insert(.outside)
    let cancelAction: (() -> Void)? = {
      cancel?.button?.action
    }()
    let isDismissalQuestion = dismissPresentation != nil
    setActions(outside) {
      $0.tap = {
        if !isDismissalQuestion { cancelAction?() }
        dismiss()
      }
    }
    var dialog = makeNode(.dialog, title, frame)
    dialog.facts.title = title
    dialog.facts.presentation = ScreenPresentation(style: isMacSheet ? .windowSheet : .popover)
    var y = frame.minY + 8
    if showsTitle {
      dialog.children.append(
        makeNode(.staticText, title, CGRect(x: frame.minX + 16, y: y, width: width - 32, height: 22)))
      y += 32
    }
    for text in messageText {
      dialog.children.append(
        makeNode(.staticText, text, CGRect(x: frame.minX + 16, y: y, width: width - 32, height: 22)))
      y += 22
    }
    dialog.children += dialogButtons(shown, x: frame.minX, y: y, width: width, dismiss: dismiss)
    return [outside, dialog]
  }

  /// Buttons of an alert or dialog: each runs its action, then closes what shows it.
  private mutating func dialogButtons(
    _ buttons: [Element], x: CGFloat, y: CGFloat, width: CGFloat, dismiss: @escaping () -> Void
  )
    -> [ScreenNode]
  {
    var nodes: [ScreenNode] = []
    var top = y
    for button in buttons {
      guard let info = button.button else { continue }
      var node = makeNode(
        .button, buttonTitle(of: button), CGRect(x: x, y: top, width: width, height: 44), for: button)
      node.facts.buttonRole = info.role
      if info.role == .destructive { node.facts.foreground = .red }
      node.facts.keyboardShortcut = button.traits.keyboardShortcut
      let action = info.action
      setActions(node) {
        $0.tap = {
          action()
          dismiss()
        }
      }
      nodes.append(node)
      top += 44
    }
    return nodes
  }

  // MARK: Inspector

  /// A view with its inspector as a trailing column, on a regular width.
  mutating func placeWithInspector(
    _ element: Element, inspector: PresentationRequest, origin: CGPoint, width: CGFloat, height: CGFloat,
    scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    let preferred = inspector.options.inspectorWidth
    let inspectorWidth = min(
      max(preferred?.ideal ?? 320, preferred?.min ?? 0), min(preferred?.max ?? 400, width / 2))
    let main = placeOwnContent(
      element, origin: origin, width: width - inspectorWidth, height: height, scope: scope)
    let anchor = CGRect(origin: origin, size: main.size)
    for request in element.traits.presentations where request.kind != .inspector {
      requests.append(PlacedRequest(request: request, anchor: anchor, scope: scope))
    }
    let frame = CGRect(
      x: origin.x + width - inspectorWidth, y: origin.y, width: inspectorWidth, height: height)
    var column = makeNode(.inspector, "", frame)
    column.facts.presentation = ScreenPresentation(style: .column)
    let wasCompactCard = isInCompactCard
    isInCompactCard = true
    column.children =
      placeColumn(
        inspector.content, origin: frame.origin, width: inspectorWidth, height: height, spacing: nil,
        scope: Scope()
      ).nodes
    isInCompactCard = wasCompactCard
    column.label = column.children.first { $0.role == .navigationBar }?.label ?? ""
    return (main.nodes + [column], CGSize(width: width, height: max(main.size.height, height)))
  }
}

extension PresentationRequest {
  /// Sheets, covers and popovers: one at a time per presenter.
  var isSheetLike: Bool {
    kind == .sheet || kind == .fullScreenCover || kind == .popover || kind == .inspector
  }
}
