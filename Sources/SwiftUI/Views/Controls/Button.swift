/// The purpose of a button: it styles the button and decides its place in alerts, dialogs and swipe
/// actions. `.destructive` draws red; `.cancel` is the safe way out and takes the place of a dialog's
/// standard dismiss action.
public struct ButtonRole: Equatable, Sendable {
  // A byte rather than the role's name: a resolved button holds its role, and the button's content
  // fits in its element, unboxed, only without a string (see `ButtonContent`).
  private enum Kind: String { case destructive, cancel, confirm, close }
  private let kind: Kind

  /// The role's name, as descriptions give it.
  var name: String { kind.rawValue }

  /// Deletes or removes something.
  public static let destructive = ButtonRole(kind: .destructive)
  /// Cancels the operation.
  public static let cancel = ButtonRole(kind: .cancel)
  /// Confirms the operation.
  public static let confirm = ButtonRole(kind: .confirm)
  /// Closes without losing progress.
  public static let close = ButtonRole(kind: .close)
}

/// A control that runs an action when tapped.
///
/// The action runs as an event: reads of state inside it see the current values. A disabled button
/// (`disabled(true)`) cannot be tapped. In alerts and dialogs every button also closes the alert.
public struct Button<Label: View>: View {
  @usableFromInline let role: ButtonRole?
  @usableFromInline let action: @MainActor () -> Void
  @usableFromInline let label: Label

  /// A button with a custom label.
  @inlinable
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    role = nil
    self.action = action
    self.label = label()
  }

  /// A button with a role and a custom label.
  @inlinable
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// A button titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button titled with a localized key and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button titled with a string and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, titled with a localized key and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a role, titled with a string and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Button: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let labelElements = context.appending(slot: "label").resolve(label)
    return resolveStyled(label: labelElements, in: context)
  }
}

/// A button as resolved: its role and action; its label is the element's children. It measures as
/// its label does and shows as one button whose title joins its texts.
struct ButtonContent: ElementContent {
  // The action first: in this order the fields take 19 bytes, which an element holds in line (it
  // boxes content over 24, an allocation for every button resolved).
  var action: () -> Void
  var role: ButtonRole?
  /// The built-in style it is drawn in.
  var style = ButtonStyleKind.automatic
  /// A menu item that is a picker's chosen option: selected, with a checkmark.
  var isChosen = false

  /// - Parameters:
  ///   - role: The button's role.
  ///   - action: What a tap runs.
  ///   - style: The built-in style it is drawn in.
  ///   - isChosen: Whether it is a picker's chosen option.
  init(
    role: ButtonRole?, action: @escaping () -> Void, style: ButtonStyleKind = .automatic,
    isChosen: Bool = false
  ) {
    self.action = action
    self.role = role
    self.style = style
    self.isChosen = isChosen
  }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureLabel(element, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let action = action
    return builder.placeButton(element, at: origin, width: width, scope: scope, tap: action) { node in
      node.facts.buttonRole = role
      node.facts.systemImage = element.firstImageName
      if style != .automatic { node.facts.controlStyle = style.rawValue }
    }
  }
}

extension Element {
  /// A button the system adds (an alert's OK, a row's Delete), titled with a string.
  static func systemButton(_ title: String, role: ButtonRole?, action: @escaping () -> Void) -> Element {
    Element(ButtonContent(role: role, action: action), children: [Element(TextContent(string: title))])
  }

  /// What this element is if it is a button.
  var button: ButtonContent? { content(as: ButtonContent.self) }

  /// The role of the button this element is, if it is one.
  var buttonRole: ButtonRole? { button?.role }
}

extension ScreenBuilder {
  /// A button-like element (a button, a link): one button node titled by its texts, with the texts of
  /// a label made of several kept inside it, and its tap.
  ///
  /// - Parameters:
  ///   - element: The button's element; its children are the label.
  ///   - origin: Where it goes.
  ///   - width: The width offered; the label wraps to it.
  ///   - scope: The containers around it.
  ///   - tap: What a tap does, or nil where nothing happens.
  ///   - describe: Adds what this kind of button tells about itself (a role, a link's mark).
  /// - Returns: The node and the size the label took.
  mutating func placeButton(
    _ element: Element, at origin: CGPoint, width: CGFloat, scope: Scope, tap: (() -> Void)?,
    describe: (inout ScreenNode) -> Void
  ) -> Placed {
    let size = measure(element, width: width)
    var node = makeNode(.button, buttonTitle(of: element), CGRect(origin: origin, size: size), for: element)
    describe(&node)
    node.children = labelParts(of: element, origin: origin, width: width, scope: scope)
    setActions(node) { $0.tap = tap }
    return ([node], size)
  }

  /// The title of a button: its texts joined as XCUITest joins them (", "), or its symbol's name
  /// when it has no text.
  func buttonTitle(of element: Element) -> String {
    if let label = element.traits.accessibilityLabel { return label }
    var title = ""
    Self.appendTexts(in: element, to: &title)
    return title.isEmpty ? element.firstImageName ?? "" : title
  }

  /// How many non-empty texts an element holds, counted no further than `limit`.
  private static func textCount(in element: Element, upTo limit: Int) -> Int {
    if let text = element.content(as: TextContent.self) { return text.string.isEmpty ? 0 : 1 }
    var count = 0
    for child in element.children where count < limit {
      count += textCount(in: child, upTo: limit - count)
    }
    return count
  }

  /// Appends the strings of the texts in an element, in order, each after a ", " but the first:
  /// into the title itself, where an array of the strings joined afterwards made two allocations
  /// for a label of one text.
  private static func appendTexts(in element: Element, to title: inout String) {
    if let text = element.content(as: TextContent.self) {
      guard !text.string.isEmpty else { return }
      if !title.isEmpty { title += ", " }
      title += text.string
      return
    }
    for child in element.children { appendTexts(in: child, to: &title) }
  }

  /// A label made of several texts (a row's city, dates and nights) keeps them as static texts
  /// inside the button, as XCUITest shows a cell's texts.
  mutating func labelParts(of element: Element, origin: CGPoint, width: CGFloat, scope: Scope) -> [ScreenNode]
  {
    guard Self.textCount(in: element, upTo: 2) > 1 else { return [] }
    let height =
      Self.hasLayout(element.children) ? measure(element, width: width).height : TextMetrics.rowHeight
    var placed = placeColumn(
      element.children, origin: origin, width: width, height: height, spacing: nil, scope: scope)
    var kept: [ScreenNode] = []
    placed.nodes.removeEach { Self.keepTextsAndImages(of: $0, in: &kept) }
    return kept
  }

  /// Appends a label's texts and images, taken out of the containers that laid them out: moved,
  /// not copied, since the containers are dropped.
  private static func keepTextsAndImages(of node: consuming ScreenNode, in kept: inout [ScreenNode]) {
    var node = node
    var children: [ScreenNode] = []
    swap(&children, &node.children)
    guard node.role == .staticText || node.role == .image else {
      return children.removeEach { keepTextsAndImages(of: $0, in: &kept) }
    }
    var inner: [ScreenNode] = []
    children.removeEach { keepTextsAndImages(of: $0, in: &inner) }
    node.children = inner
    kept.append(node)
  }
}
