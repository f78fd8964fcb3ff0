/// A button that opens a menu of actions.
///
/// ```swift
/// Menu("Sort") {
///   Button("By date") { … }
///   Menu("By name") { Button("A to Z") { … }; Button("Z to A") { … } }
/// }
/// ```
///
/// A tap opens the menu (with `primaryAction:`, a tap runs the primary action and a long press opens
/// the menu). The menu is shown as the presentation model's menu, as a context menu is: its items are
/// buttons, and choosing one runs it and closes the menu. A nested menu is an item that, when chosen,
/// shows its own items in place of the menu's. The test host finds the open menu among `menus` and its
/// items among `menuItems` (they are `buttons` too).
public struct Menu<Label: View, Content: View>: View {
  @usableFromInline let label: Label
  @usableFromInline let content: Content
  @usableFromInline let primaryAction: (() -> Void)?

  /// A menu with a custom label.
  ///
  /// - Parameters:
  ///   - content: The items: buttons, nested menus, sections and dividers.
  ///   - label: What the menu's button shows.
  @inlinable
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// A menu with a custom label whose button runs a primary action; a long press opens the menu.
  ///
  /// - Parameters:
  ///   - content: The items.
  ///   - label: What the menu's button shows.
  ///   - primaryAction: What a tap does.
  @inlinable
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: The title of its button.
  ///   - content: The items.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string.
  ///
  /// - Parameters:
  ///   - title: The title of its button.
  ///   - content: The items.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled with a localized key whose button runs a primary action.
  ///
  /// - Parameters:
  ///   - titleKey: The title of its button.
  ///   - content: The items.
  ///   - primaryAction: What a tap does.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// A menu titled with a string whose button runs a primary action.
  ///
  /// - Parameters:
  ///   - title: The title of its button.
  ///   - content: The items.
  ///   - primaryAction: What a tap does.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// A menu titled with a localized key and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title of its button.
  ///   - systemImage: The symbol's name.
  ///   - content: The items.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu titled with a string and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title of its button.
  ///   - systemImage: The symbol's name.
  ///   - content: The items.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Menu: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let labelElements = context.appending(slot: "label").resolve(label)
    var itemContext = context.appending(slot: "menu-items")
    itemContext.isLazy = false
    let items = MenuContent.items(in: itemContext.resolve(content))
    let state = context.primitiveState { MenuState() }
    let host = context.host
    let open: () -> Void = { [weak state] in
      state?.isOpen = true
      state?.path = []
      state?.contentChanged()
    }
    nonisolated(unsafe) let primary = primaryAction
    let content = MenuContent(
      items: items, open: open, primaryAction: primary.map { action in { action() } })
    let element = Element(content, children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    if let request = MenuContent.request(items: items, state: state, host: host) {
      element.traits.presentations.append(request)
    }
    return element
  }
}

/// The state of a menu: whether it is open, and the nested menus chosen inside it, by position.
@MainActor
final class MenuState: PresentationState {
  var isOpen = false
  var path: [Int] = []
  /// Set while a nested menu is chosen, so that the close that follows a choice keeps it open.
  var isDescending = false
}

/// A menu as resolved: its items (buttons and nested menus), what opens it and its primary action;
/// its label is the element's children. It shows as a button.
struct MenuContent: ElementContent {
  var items: [Element]
  var open: () -> Void
  var primaryAction: (() -> Void)?

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureLabel(element, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let (open, primary) = (open, primaryAction)
    var placed = builder.placeButton(element, at: origin, width: width, scope: scope, tap: primary ?? open) {
      $0.facts.systemImage = element.firstImageName
    }
    if primary != nil, !placed.nodes.isEmpty {
      builder.setActions(placed.nodes[0]) { $0.longPress = open }
      placed.nodes[0].marks.insert(.contextMenu)
    }
    return placed
  }

  /// The items of a menu's content: its buttons and nested menus, looking through groups, sections
  /// and `ForEach`es; a picker's options are items that choose them, as iOS shows a picker inline in
  /// a menu, and a toggle is an item checked while on; other views (dividers, texts) are left out.
  static func items(in elements: [Element]) -> [Element] {
    elements.flatMap { element -> [Element] in
      if element.button != nil || element.contentIs(MenuContent.self) { return [element] }
      if let picker = element.content(as: PickerContent.self) { return picker.optionButtons }
      if let toggle = element.content(as: ToggleContent.self) {
        // A toggle in a menu is an item that flips it, checked while on.
        let isOn = toggle.isOn
        var button = ButtonContent(role: nil, action: { isOn.wrappedValue.toggle() })
        button.isChosen = isOn.wrappedValue
        return [Element(button, children: element.children)]
      }
      return items(in: element.children)
    }
  }

  /// The open menu's presentation: the items of the nested menu chosen last, each a button.
  static func request(items: [Element], state: MenuState, host: GraphHost) -> PresentationRequest? {
    guard state.isOpen else {
      state.hide(host: host)
      return nil
    }
    var shown = items
    for index in state.path {
      guard index < shown.count, let nested = shown[index].content(as: MenuContent.self) else { break }
      shown = nested.items
    }
    let close: () -> Void = { [weak state] in
      guard let state else { return }
      if state.isDescending {
        state.isDescending = false
      } else {
        state.isOpen = false
        state.path = []
      }
      state.contentChanged()
    }
    state.show(.shown, host: host)
    var request = PresentationRequest(kind: .menu, state: state, dismiss: close)
    request.actions = shown.enumerated().map { index, item in
      guard item.contentIs(MenuContent.self) else { return item }
      let descend: () -> Void = { [weak state] in
        state?.path.append(index)
        state?.isDescending = true
      }
      return Element(ButtonContent(role: nil, action: descend), children: item.children)
    }
    return request
  }
}

/// How a menu's button draws. Every style is accepted; the hosts draw the menu's label as a button.
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The platform's choice.
public struct DefaultMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

/// A menu whose button draws as a bordered button. Drawn as the automatic style here.
public struct ButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's choice.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
  /// Sets the style of the menus in this view. Accepted; the hosts draw the label as a button.
  ///
  /// - Parameter style: The style.
  /// - Returns: This view.
  @inlinable
  public consuming func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
