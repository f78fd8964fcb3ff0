extension ScreenBuilder {
  /// An alert in the middle of the screen. Every button closes it after its action runs; with no
  /// buttons it has OK.
  mutating func placeAlert(_ request: PresentationRequest) -> [ScreenNode] {
    let screenSize = geometry.size
    let width = chrome.alertWidth
    var buttons = request.actions.elements(where: { $0.button != nil })
    if buttons.isEmpty {
      buttons = [Element.systemButton("OK", role: .cancel, action: {})]
    }
    // iOS 16's text fields among an alert's actions, above its buttons.
    let fields = request.actions.elements(where: {
      $0.contentIs(TextFieldContent.self) || $0.contentIs(SecureFieldContent.self)
    })
    let messageText = Self.readableTexts(of: request.message)
    let textWidth = width - 32
    let fieldsHeight = Self.alertFieldHeight * CGFloat(fields.count)
    let buttonsHeight = chrome.dialogButtonHeight * CGFloat(buttons.count) + fieldsHeight
    // The text wraps; what the screen cannot hold is cut, as iOS scrolls it.
    let texts = Self.wrappedTexts(
      [request.title] + messageText, width: textWidth,
      room: screenSize.height - chrome.safeAreaTop - chrome.safeAreaBottom - 78 - buttonsHeight)
    let height = 38 + Self.totalHeight(of: texts) + buttonsHeight
    let frame = CGRect(
      x: (screenSize.width - width) / 2, y: (screenSize.height - height) / 2, width: width, height: height)
    var alert = makeNode(.alert, request.title, frame)
    alert.facts.title = request.title
    var y = frame.minY + 20
    for (index, text) in texts.enumerated() {
      alert.children.append(
        makeNode(
          .staticText, text.string, CGRect(x: frame.minX + 16, y: y, width: textWidth, height: text.height)))
      y += text.height + (index == 0 ? 4 : 0)
    }
    y += 12
    for field in fields {
      let origin = CGPoint(x: frame.minX + 16, y: y + 4)
      alert.children +=
        place(field, origin: origin, width: textWidth, height: Self.alertFieldHeight - 8, scope: Scope())
        .nodes
      y += Self.alertFieldHeight
    }
    alert.children += dialogButtons(buttons, x: frame.minX, y: y, width: width, dismiss: request.dismiss)
    return [alert]
  }

  /// The height an alert's text field takes, with the space around it.
  nonisolated static let alertFieldHeight: CGFloat = 40

  /// The texts of an alert's or a dialog's message, those not empty. A loop: a closure made here is
  /// checked for the main actor at each call of the standard library's.
  private static func readableTexts(of message: [Element]) -> [String] {
    var texts: [String] = []
    for element in message {
      let text = element.readableText
      if !text.isEmpty { texts.append(text) }
    }
    return texts
  }

  /// The height of wrapped texts together.
  nonisolated private static func totalHeight(of texts: [(string: String, height: CGFloat)]) -> CGFloat {
    var height: CGFloat = 0
    for text in texts { height += text.height }
    return height
  }

  /// A confirmation dialog: on iOS 27 a bubble beside what opened it, without the cancel button (a tap
  /// outside runs the cancel action, if there is one, and closes it).
  mutating func placeDialog(
    title: String, visibility: Visibility, message: [Element], actions: [Element], anchor: CGRect,
    dismiss: @escaping () -> Void, isMacSheet: Bool,
    dismissalOf dismissPresentation: (() -> Void)? = nil
  ) -> [ScreenNode] {
    let screenSize = geometry.size
    let buttons = actions.elements(where: { $0.button != nil })
    let cancel = buttons.firstElement { $0.buttonRole == .cancel }
    var shown = buttons.elements(where: { $0.buttonRole != .cancel })
    if let dismissPresentation {
      shown = Self.dismissalChoices(shown, cancel: cancel, dismissing: dismissPresentation)
    } else if isMacSheet, let cancel {
      shown.append(cancel)
    }
    let messageText = Self.readableTexts(of: message)
    let showsTitle = visibility != .hidden
    let width = chrome.dialogWidth
    let buttonsHeight = chrome.dialogButtonHeight * CGFloat(shown.count)
    let texts = Self.wrappedTexts(
      (showsTitle ? [title] : []) + messageText, width: width - 32,
      room: screenSize.height - chrome.safeAreaTop - chrome.safeAreaBottom - 58 - buttonsHeight)
    let textHeight = Self.totalHeight(of: texts)
    let size = CGSize(width: width, height: (showsTitle ? 18 : 8) + textHeight + buttonsHeight)
    let frame = CGRect(origin: bubbleOrigin(size, beside: anchor), size: size)

    var outside = makeNode(.other, "Dismiss", CGRect(origin: .zero, size: screenSize))
    outside.marks.insert(.outside)
    let cancelAction = cancel?.button?.action
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
    for (index, text) in texts.enumerated() {
      dialog.children.append(
        makeNode(
          .staticText, text.string, CGRect(x: frame.minX + 16, y: y, width: width - 32, height: text.height)))
      y += text.height + (showsTitle && index == 0 ? 10 : 0)
    }
    dialog.children += dialogButtons(shown, x: frame.minX, y: y, width: width, dismiss: dismiss)
    return [outside, dialog]
  }

  /// The texts of an alert or dialog, each as tall as its wrapped lines; when together they need more
  /// than `room`, the last ones are cut to what fits (at least a line each), as iOS scrolls them.
  nonisolated static func wrappedTexts(_ strings: [String], width: CGFloat, room: CGFloat) -> [(
    string: String, height: CGFloat
  )] {
    var texts = strings.map { ($0, TextMetrics.size(of: $0, width: width, fixed: false).height) }
    var excess = texts.reduce(0) { $0 + $1.1 } - max(room, CGFloat(texts.count) * TextMetrics.lineHeight)
    for index in texts.indices.reversed() where excess > 0 {
      let cut = min(excess, texts[index].1 - TextMetrics.lineHeight)
      let lines = ((texts[index].1 - cut) / TextMetrics.lineHeight).rounded(.down)
      excess -= texts[index].1 - lines * TextMetrics.lineHeight
      texts[index].1 = lines * TextMetrics.lineHeight
    }
    return texts.map { (string: $0.0, height: $0.1) }
  }

  /// The buttons of a question asked before a dismissal: a destructive button takes the close
  /// action's place and each one closes what asked, after its own action; Cancel keeps it.
  private static func dismissalChoices(
    _ buttons: [Element], cancel: Element?, dismissing dismissPresentation: @escaping () -> Void
  ) -> [Element] {
    var shown = buttons
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
    return shown + [cancel ?? Element.systemButton("Cancel", role: .cancel, action: {})]
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
        .button, buttonTitle(of: button),
        CGRect(x: x, y: top, width: width, height: chrome.dialogButtonHeight), for: button)
      node.facts.buttonRole = info.role
      if info.role == .destructive { node.facts.foreground = .red }
      node.facts.keyboardShortcut = button.traits.keyboardShortcut
      if info.isChosen {
        node.isSelected = true
        node.facts.systemImage = "checkmark"
      }
      let action = info.action
      setActions(node) {
        $0.tap = {
          action()
          dismiss()
        }
      }
      nodes.append(node)
      top += chrome.dialogButtonHeight
    }
    return nodes
  }
}
