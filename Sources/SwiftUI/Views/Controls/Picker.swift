/// A control for choosing one of a set of values: its options are the views of its content, each
/// marked with `tag(_:)` (a `ForEach` tags its rows with their ids).
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   ForEach(Flavor.allCases) { Text($0.name) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// As on iOS 27, the automatic style is a menu: a button showing the chosen option, which opens a menu
/// of the options. `.segmented` shows the options side by side, `.inline` as a list of buttons with a
/// checkmark on the chosen one, `.wheel` as a picker wheel, `.navigationLink` as a link (titled by
/// the label and the chosen option) that pushes a list of the options. The test host finds them as
/// `buttons["Flavor"]` (value: the chosen option), `segmentedControls`, and `pickers`/`pickerWheels`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  @usableFromInline let selection: Binding<SelectionValue>
  @usableFromInline let label: Label
  @usableFromInline let content: Content

  /// A picker with a custom label.
  ///
  /// - Parameters:
  ///   - selection: The chosen value.
  ///   - content: The options, each tagged with its value.
  ///   - label: What the picker chooses.
  @inlinable
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: What the picker chooses.
  ///   - selection: The chosen value.
  ///   - content: The options, each tagged with its value.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the picker chooses.
  ///   - selection: The chosen value.
  ///   - content: The options, each tagged with its value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
  /// A picker titled with a localized key and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: What the picker chooses.
  ///   - systemImage: The symbol's name.
  ///   - selection: The chosen value.
  ///   - content: The options, each tagged with its value.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Picker: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let labelElements = context.appending(slot: "label").resolve(label)
    var optionContext = context.appending(slot: "options")
    optionContext.isLazy = false
    let options = PickerOption.collect(optionContext.resolve(content))
    let selection = selection
    let choice = PickerChoice(
      current: { PickerChoice.normalized(AnyHashable(selection.wrappedValue)) },
      select: { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      })
    let style = context.environment.pickerStyleKind
    if style == .navigationLink {
      return PickerOptionsScreen.link(label: label, options: options, choice: choice, in: context)
    }
    var content = PickerContent(style: style, options: options, choice: choice)
    content.labelsHidden = context.environment.labelsHidden
    var request: PresentationRequest?
    if style.opensMenu {
      let state = context.primitiveState { ContextMenuState() }
      (content.open, request) = PickerMenu.request(
        options: options, choice: choice, state: state, in: context)
    } else {
      ContentReads.markVolatile()
    }
    let element = Element(content, children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    if let request { element.traits.presentations.append(request) }
    return [element]
  }
}

/// The screen a `.navigationLink` picker pushes: its options as rows, the chosen one checked;
/// choosing one goes back.
struct PickerOptionsScreen: View {
  let title: String
  let options: [(title: String, tag: AnyHashable)]
  let choice: PickerChoice
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List {
      ForEach(options.indices, id: \.self) { index in
        Button {
          choice.select(options[index].tag)
          dismiss()
        } label: {
          HStack {
            Text(options[index].title)
            Spacer()
            if choice.current() == PickerChoice.normalized(options[index].tag) {
              Image(systemName: "checkmark")
            }
          }
        }
      }
    }
    .navigationTitle(title)
  }

  /// A navigation-link picker: a link titled by the label and the chosen option, pushing the
  /// options.
  static func link<Label: View>(
    label: Label, options: [PickerOption], choice: PickerChoice, in context: ResolveContext
  ) -> [Element] {
    let title = context.appending(slot: "title").resolve(label).map(\.readableText).concatenated(
      separator: " ")
    let chosen = options.first(where: choice.isChosen)?.title ?? ""
    let tagged = options.compactMap { option in option.tag.map { (option.title, $0) } }
    let screen = PickerOptionsScreen(title: title, options: tagged, choice: choice)
    let link = NavigationLink {
      screen
    } label: {
      HStack {
        label
        Spacer()
        Text(chosen).foregroundStyle(Color.secondary)
      }
    }
    return context.appending(slot: "link").resolve(link)
  }
}

/// The binding of a picker, type-erased: the chosen value as a tag, and how to choose another.
@MainActor
struct PickerChoice {
  var current: () -> AnyHashable
  var select: (AnyHashable) -> Void

  func isChosen(_ option: PickerOption) -> Bool { option.tag.map(Self.normalized) == current() }

  /// A tag with an optional's wrapping removed, so that `tag("Nuts")` matches a selection of
  /// `Optional("Nuts")` and `tag(String?.none)` matches `nil`, as `includeOptional` does.
  nonisolated static func normalized(_ tag: AnyHashable) -> AnyHashable {
    guard let optional = tag.base as? any OptionalTag else { return tag }
    return optional.unwrappedTag ?? AnyHashable(NoValueTag())
  }
}

/// An optional whose value can serve as a tag.
private protocol OptionalTag {
  var unwrappedTag: AnyHashable? { get }
}

extension Optional: OptionalTag where Wrapped: Hashable {
  fileprivate var unwrappedTag: AnyHashable? { self.map { PickerChoice.normalized(AnyHashable($0)) } }
}

/// The tag of `nil`.
private struct NoValueTag: Hashable {}

/// One option of a picker: the value its tag gives, its view and its title.
@MainActor
struct PickerOption {
  var tag: AnyHashable?
  var element: Element
  var title: String

  /// The options in a picker's content: tagged views, looking through groups and `ForEach`es.
  static func collect(_ elements: [Element]) -> [PickerOption] {
    var options: [PickerOption] = []
    for element in elements {
      if let tag = element.traits.tag {
        options.append(PickerOption(tag: tag, element: element, title: element.readableText))
      } else if element.content.isTransparent || element.content is SectionLikeContent {
        options += collect(element.children)
      } else {
        options.append(PickerOption(tag: nil, element: element, title: element.readableText))
      }
    }
    return options
  }
}

/// Content a picker looks through for its options, besides transparent groups.
protocol SectionLikeContent {}

/// A menu-style picker's menu: open after a tap, each option a button that chooses it.
@MainActor
enum PickerMenu {
  /// What a tap does (open the menu), and the open menu's request while it is open.
  static func request(
    options: [PickerOption], choice: PickerChoice, state: ContextMenuState, in context: ResolveContext
  ) -> (open: () -> Void, request: PresentationRequest?) {
    let host = context.host
    let open: () -> Void = { [weak state] in
      state?.isOpen = true
      state?.contentChanged()
    }
    guard state.isOpen else {
      state.hide(host: host)
      return (open, nil)
    }
    let close: () -> Void = { [weak state] in
      state?.isOpen = false
      state?.contentChanged()
    }
    state.show(.shown, host: host)
    var request = PresentationRequest(kind: .menu, state: state, dismiss: close)
    request.actions = PickerContent(style: .menu, options: options, choice: choice).optionButtons
    return (open, request)
  }
}

/// A picker as resolved: its style, its options and its binding; its label is the element's
/// children. It reads its binding when it is placed.
struct PickerContent: ElementContent {
  var style: PickerStyleKind
  var options: [PickerOption]
  var choice: PickerChoice
  /// Opens the menu of a menu-style picker.
  var open: (() -> Void)?
  /// Whether the label is hidden (`labelsHidden()`): a menu picker is then as wide as its value.
  var labelsHidden = false

  var readsStateInLayout: Bool { true }
  func isFlexibleWidth(_ element: Element) -> Bool { !(labelsHidden && style.opensMenu) }

  var chosenTitle: String { options.first(where: choice.isChosen)?.title ?? "" }

  /// The options as buttons that choose them: a picker's items inside a menu.
  var optionButtons: [Element] {
    options.compactMap { option in
      guard let tag = option.tag else { return nil }
      let choice = choice
      let title = Element(TextContent(string: option.title))
      var button = ButtonContent(role: nil, action: { choice.select(tag) })
      button.isChosen = choice.isChosen(option)
      return Element(button, children: [title])
    }
  }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    let titles = options.map { TextMetrics.idealWidth(of: $0.title) + 24 }
    let label = TextMetrics.idealWidth(of: element.readableText)
    switch style {
    case .segmented, .palette:
      return CGSize(width: width ?? titles.reduce(0, +), height: 32)
    case .inline:
      let rows = CGFloat(options.count + (label > 0 ? 1 : 0))
      return CGSize(width: width ?? max(label, titles.max() ?? 0) + 32, height: rows * TextMetrics.rowHeight)
    case .wheel:
      return CGSize(width: width ?? max(label, titles.max() ?? 0) + 32, height: 3 * TextMetrics.lineHeight)
    case .automatic, .menu, .navigationLink:
      let ideal = (labelsHidden ? 0 : label) + (titles.max() ?? 0) + 40
      return CGSize(width: labelsHidden ? min(width ?? ideal, ideal) : width ?? ideal, height: 34)
    }
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let size = measure(element, width: width, in: builder)
    let frame = CGRect(origin: origin, size: size)
    let title = element.readableText
    switch style {
    case .segmented, .palette:
      return ([placeSegments(element, title: title, frame: frame, in: &builder)], size)
    case .inline:
      return ([placeInline(element, title: title, frame: frame, in: &builder)], size)
    case .wheel:
      return ([placeWheel(element, title: title, frame: frame, in: &builder)], size)
    case .automatic, .menu, .navigationLink:
      var node = builder.makeNode(.button, title.isEmpty ? chosenTitle : title, frame, for: element)
      node.value = chosenTitle
      if labelsHidden { node.marks.insert(.labelHidden) }
      let tap = open
      builder.setActions(node) { $0.tap = tap }
      return ([node], size)
    }
  }

  private func placeSegments(
    _ element: Element, title: String, frame: CGRect, in builder: inout ScreenBuilder
  ) -> ScreenNode {
    var control = builder.makeNode(.segmentedControl, title, frame, for: element)
    control.value = chosenTitle
    let width = frame.width / CGFloat(max(1, options.count))
    for (index, option) in options.enumerated() {
      let rect = CGRect(
        x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
      control.children.append(optionButton(option, frame: rect, enabled: control.isEnabled, in: &builder))
    }
    return control
  }

  private func placeInline(
    _ element: Element, title: String, frame: CGRect, in builder: inout ScreenBuilder
  ) -> ScreenNode {
    var group = builder.makeNode(.group, title, frame, for: element)
    var y = frame.minY
    if !title.isEmpty {
      var header = builder.makeNode(
        .staticText, title, CGRect(x: frame.minX, y: y, width: frame.width, height: TextMetrics.rowHeight))
      header.marks.insert(.sectionHeader)
      group.children.append(header)
      y += TextMetrics.rowHeight
    }
    for option in options {
      let rect = CGRect(x: frame.minX, y: y, width: frame.width, height: TextMetrics.rowHeight)
      var button = optionButton(option, frame: rect, enabled: group.isEnabled, in: &builder)
      if button.isSelected { button.facts.systemImage = "checkmark" }
      group.children.append(button)
      y += TextMetrics.rowHeight
    }
    return group
  }

  private func placeWheel(
    _ element: Element, title: String, frame: CGRect, in builder: inout ScreenBuilder
  ) -> ScreenNode {
    var picker = builder.makeNode(.picker, title, frame, for: element)
    var wheel = builder.makeNode(.pickerWheel, title, frame, for: element)
    wheel.value = chosenTitle
    let (options, choice) = (options.filter { $0.tag != nil }, choice)
    let index = options.firstIndex(where: choice.isChosen)
    builder.setActions(wheel) {
      $0.adjustValue = { title in
        if let tag = options.first(where: { $0.title == title })?.tag { choice.select(tag) }
      }
      if let index, index + 1 < options.count, let next = options[index + 1].tag {
        $0.increment = { choice.select(next) }
      }
      if let index, index > 0, let previous = options[index - 1].tag {
        $0.decrement = { choice.select(previous) }
      }
    }
    picker.children = [wheel]
    return picker
  }

  private func optionButton(
    _ option: PickerOption, frame: CGRect, enabled: Bool, in builder: inout ScreenBuilder
  ) -> ScreenNode {
    var button = builder.makeNode(.button, option.title, frame, for: option.element)
    button.isSelected = choice.isChosen(option)
    button.isEnabled = enabled && option.tag != nil
    if let tag = option.tag {
      let choice = choice
      builder.setActions(button) { $0.tap = { choice.select(tag) } }
    }
    return button
  }
}

// MARK: - Styles

/// The ways a picker is drawn, as the environment carries them.
enum PickerStyleKind: Hashable, Sendable {
  case automatic, menu, segmented, inline, wheel, navigationLink, palette

  /// Whether a tap opens a menu of the options.
  var opensMenu: Bool { self == .automatic || self == .menu }
}

extension PickerStyleKind {
  /// The runtime's own styles, each with the look it stands for.
  static let builtIn = BuiltInStyles<PickerStyleKind>([
    (DefaultPickerStyle.self, .automatic),
    (MenuPickerStyle.self, .menu),
    (SegmentedPickerStyle.self, .segmented),
    (InlinePickerStyle.self, .inline),
    (WheelPickerStyle.self, .wheel),
    (NavigationLinkPickerStyle.self, .navigationLink),
    (PalettePickerStyle.self, .palette),
  ])
}

/// How a picker shows its options. Use the built-in styles: `.automatic`, `.menu`, `.segmented`,
/// `.inline`, `.wheel`, `.navigationLink`, `.palette`.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The platform's choice: a menu on iOS 27.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A button that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// The options side by side, one of them chosen.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// The options inline, as rows of a list, the chosen one checked.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A spinning wheel of options.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A row that pushes a screen listing the options; choosing one goes back.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A palette of options, as in a menu's top row. Drawn as a segmented control here.
public struct PalettePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's choice: a menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A button that opens a menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options side by side.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel of options.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that shows the options on a screen of their own.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette of options.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.automatic
}

extension EnvironmentValues {
  /// How pickers inside draw.
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the pickers in this view show their options.
  ///
  /// - Parameter style: The style, such as `.segmented` or `.menu`.
  /// - Returns: A view whose pickers use the style.
  @inlinable
  public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(ElementModifier.pickerStyle(style))
  }
}

extension SectionContent: SectionLikeContent {}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func pickerStyle<S: PickerStyle>(_ style: S) -> ElementModifier {
    .environment(\.pickerStyleKind, PickerStyleKind.builtIn[S.self] ?? .automatic)
  }
}
