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
  ///
  /// - Parameter root: The window's node, whose children are the screen; the presentations are
  ///   added after them, each level covering what lies under it.
  /// - Returns: Whether anything was presented (and the screen covered).
  @discardableResult
  mutating func placePresentations(over root: inout ScreenNode) -> Bool {
    var level = 0
    // What lies under the last level is covered already (the scene may come covered, as kept).
    var covered = isSceneCovered ? root.children.count : 0
    while !requests.isEmpty && level < 12 {
      let pending = requests.sortedFew { $0.request.state.presentedSince < $1.request.state.presentedSince }
      requests = []
      let chosen = pending[0]
      for other in pending.dropFirst() where other.request.isSheetLike && chosen.request.isSheetLike {
        host.warnOnce(
          "Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed.",
          key:
            "single-sheet-\(ObjectIdentifier(other.request.state).hashValue)-\(other.request.state.presentedSince)"
        )
      }
      for index in covered..<root.children.count { root.children[index].isHittable = false }
      covered = root.children.count
      root.children += placePresentation(chosen)
      level += 1
    }
    return level > 0
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
        isMacSheet: request.adaptedStyle(in: geometry) == .windowSheet)
    default:
      return placeCard(request, anchor: placed.anchor)
    }
  }

  /// A sheet, cover, popover or inspector-as-sheet: a card with its content, over a dimmed screen.
  private mutating func placeCard(_ request: PresentationRequest, anchor: CGRect) -> [ScreenNode] {
    let style = request.adaptedStyle(in: geometry)
    let options = request.options
    let (detents, detent) = restingDetent(request)
    let frame = cardFrame(style, detent: detent, content: request.content, anchor: anchor)
    noteFixedFrame(request)
    let interactiveDismissDisabled = options.interactiveDismissDisabled ?? false
    // What lies outside the card: a tap there dismisses a popover unless that is disabled.
    var outside = makeNode(.other, "Dismiss", CGRect(origin: .zero, size: geometry.size))
    outside.marks.insert(.outside)
    if style == .popover && !interactiveDismissDisabled {
      let dismiss = request.dismiss
      setActions(outside) { $0.tap = dismiss }
    }
    var card = makeNode(
      request.kind == .fullScreenCover ? .fullScreenCover : (style == .popover ? .popover : .sheet), "", frame
    )
    var facts = ScreenPresentation(style: style)
    if style == .sheet {
      facts.detent = detent
      facts.detents = detents
    }
    facts.sizing = options.sizing
    card.facts.presentation = facts
    if interactiveDismissDisabled { card.marks.insert(.interactiveDismissDisabled) }
    card.children = placeCardContent(request, style: style, in: frame)
    card.label = card.children.firstElement { $0.role == .navigationBar }?.label ?? ""
    registerDrag(on: card, request, style: style, detents: detents, at: detent)
    let nodes = [outside, card]
    guard request.state.isConfirmingDismissal, let confirmation = options.dismissalConfirmation else {
      return nodes
    }
    return confirmDismissal(confirmation, over: nodes, of: request, anchor: frame)
  }

  /// The detents a sheet can rest at, smallest first, and the one it rests at now: the app's
  /// selection, else the one it rested at, else the smallest.
  private func restingDetent(_ request: PresentationRequest) -> ([PresentationDetent], PresentationDetent) {
    let options = request.options
    let state = request.state
    let detents = (options.detents ?? [.large]).sortedFew {
      $0.resolvedHeight(in: 1000) < $1.resolvedHeight(in: 1000)
    }
    if let selection = options.detentSelection {
      state.detent = selection.wrappedValue
    }
    if state.detent == nil || !detents.contains(state.detent!) { state.detent = detents.first }
    return (detents, state.detent ?? .large)
  }

  /// Where a card of a style sits: a cover fills the screen, a sheet rises to its detent, a form or
  /// window sheet is centred, a popover points at its anchor.
  private func cardFrame(
    _ style: ScreenPresentationStyle, detent: PresentationDetent, content: [Element], anchor: CGRect
  ) -> CGRect {
    let screen = geometry.size
    switch style {
    case .sheet:
      let height = detent.resolvedHeight(in: screen.height - chrome.safeAreaTop - chrome.sheetTopGap)
      return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    case .formSheet:
      let width = min(chrome.formSheetSize.width, screen.width - chrome.formSheetMargins.width)
      let height = min(chrome.formSheetSize.height, screen.height - chrome.formSheetMargins.height)
      return CGRect(
        x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
    case .windowSheet:
      let width = min(chrome.windowSheetSize.width, screen.width - chrome.windowSheetMargins.width)
      let height = min(chrome.windowSheetSize.height, screen.height - chrome.windowSheetMargins.height)
      return CGRect(x: (screen.width - width) / 2, y: chrome.windowSheetTop, width: width, height: height)
    case .popover:
      let width = min(chrome.popoverWidth, screen.width - 20)
      let padding = chrome.popoverPadding
      let contentHeight = measureColumn(content, width: width - padding).height + padding
      let size = CGSize(width: width, height: min(chrome.popoverMaxHeight, max(60, contentHeight)))
      return CGRect(origin: bubbleOrigin(size, beside: anchor), size: size)
    case .fullScreenCover, .alert, .dialog, .menu, .column:
      return CGRect(origin: .zero, size: screen)
    }
  }

  /// Where a bubble of a size goes beside what it points at: below it if it fits, else above, kept
  /// inside the screen.
  func bubbleOrigin(_ size: CGSize, beside anchor: CGRect) -> CGPoint {
    let screen = geometry.size
    let below = anchor.maxY + 8
    let y = below + size.height <= screen.height ? below : max(8, anchor.minY - 8 - size.height)
    let x = min(max(8, anchor.midX - size.width / 2), screen.width - size.width - 8)
    return CGPoint(x: x, y: y)
  }

  /// A sheet whose content has a fixed frame does not adapt to the device: says so once, in the
  /// project's notes (SwiftUI logs nothing here).
  private func noteFixedFrame(_ request: PresentationRequest) {
    guard request.kind == .sheet, request.options.sizing == nil, let root = flatten(request.content).first,
      root.traits.fixedWidth != nil || root.traits.fixedHeight != nil
    else { return }
    let width = root.traits.fixedWidth.map { "\(Int($0))" } ?? "any"
    let height = root.traits.fixedHeight.map { "\(Int($0))" } ?? "any"
    host.noteOnce(
      "A sheet's content has a fixed frame (\(width) x \(height)). Fixed frames do not adapt to the device; size the sheet with presentationSizing(.form) instead.",
      key: "fixed-frame-sheet-\(ObjectIdentifier(request.state).hashValue)")
  }

  /// The presented content, below a cover's status bar or a sheet's grabber. Inside a narrow card
  /// an inspector becomes a sheet.
  private mutating func placeCardContent(
    _ request: PresentationRequest, style: ScreenPresentationStyle, in frame: CGRect
  ) -> [ScreenNode] {
    let wasCompactCard = isInCompactCard
    defer { isInCompactCard = wasCompactCard }
    isInCompactCard =
      style == .formSheet || style == .popover || style == .windowSheet || request.kind == .inspector
    let inset = style == .fullScreenCover ? chrome.safeAreaTop : (style == .sheet ? chrome.sheetTopGap : 0)
    let top = frame.minY + inset
    return placeColumn(
      request.content, origin: CGPoint(x: frame.minX, y: top), width: frame.width, height: frame.maxY - top,
      spacing: nil, scope: Scope()
    ).nodes
  }

  /// Dragging a card: a sheet moves between its detents, then away, unless its style or its content
  /// forbids it or asks first.
  private mutating func registerDrag(
    on card: ScreenNode, _ request: PresentationRequest, style: ScreenPresentationStyle,
    detents: [PresentationDetent], at detent: PresentationDetent
  ) {
    let options = request.options
    let state = request.state
    let canSwipeAway =
      style == .sheet || style == .formSheet || (style == .popover && request.kind != .popover)
    let dismiss = request.dismiss
    let asksFirst = options.dismissalConfirmation != nil
    let refuses = options.interactiveDismissDisabled ?? false
    // Loops: a closure made here is checked for the main actor at each call of the standard library's.
    let height = detent.resolvedHeight(in: 1000)
    var smaller: PresentationDetent?
    var larger: PresentationDetent?
    for other in detents {
      let otherHeight = other.resolvedHeight(in: 1000)
      if otherHeight < height { smaller = other }
      if otherHeight > height, larger == nil { larger = other }
    }
    let selection = options.detentSelection
    let setDetent: (PresentationDetent) -> Void = { newDetent in
      state.detent = newDetent
      selection?.wrappedValue = newDetent
      state.contentChanged()
    }
    setActions(card) {
      $0.swipeDown = {
        if style == .sheet, let smaller {
          setDetent(smaller)
        } else if !canSwipeAway {
          return
        } else if asksFirst {
          state.isConfirmingDismissal = true
          state.contentChanged()
        } else if !refuses {
          dismiss()
        }
      }
      guard style == .sheet else { return }
      if let larger { $0.swipeUp = { setDetent(larger) } }
      $0.dragToDetent = { target in
        if detents.contains(target) { setDetent(target) }
      }
    }
  }

  /// The dialog a dismissal confirmation asks over the card, which it covers.
  private mutating func confirmDismissal(
    _ confirmation: DismissalConfirmation, over nodes: [ScreenNode], of request: PresentationRequest,
    anchor frame: CGRect
  ) -> [ScreenNode] {
    requests.removeAll()
    let state = request.state
    let keep: () -> Void = {
      state.isConfirmingDismissal = false
      state.contentChanged()
    }
    let anchor = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: chrome.navigationBarHeight)
    var covered = nodes
    Self.cover(&covered)
    return covered
      + placeDialog(
        title: confirmation.title, visibility: .visible, message: confirmation.message?.elements() ?? [],
        actions: confirmation.actions.elements(), anchor: anchor, dismiss: keep, isMacSheet: false,
        dismissalOf: request.dismiss)
  }
}

extension PresentationRequest {
  /// Sheets, covers and popovers: one at a time per presenter.
  var isSheetLike: Bool {
    kind == .sheet || kind == .fullScreenCover || kind == .popover || kind == .inspector
  }
}
