/// A title with an icon. In a button, toolbar or list the title is what people read and what the test
/// host matches; the icon is the symbol's name.
public struct Label<Title: View, Icon: View>: View {
  @usableFromInline let title: Title
  @usableFromInline let icon: Icon

  /// A label from a title view and an icon view.
  @inlinable
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    title = Text(titleKey)
    icon = Image(systemName: name)
  }

  /// A label with a string title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }

  /// A label with a localized title and an image from the app's assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    title = Text(titleKey)
    icon = Image(name)
  }
}

extension Label: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  /// Resolves the label in the style of its environment: a built-in style is a fact of the label;
  /// a custom style's body is the label.
  func resolve(in context: ResolveContext) -> [Element] {
    let iconElements = context.appending(slot: "icon").resolve(icon)
    let titleElements = context.appending(slot: "title").resolve(title)
    switch context.environment.labelStyleChoice {
    case .builtIn(.titleOnly):
      return [Element(LabelContent(), children: titleElements)]
    case .builtIn(let kind):
      return [Element(LabelContent(iconOnly: kind == .iconOnly), children: iconElements + titleElements)]
    case .custom(let make):
      let configuration = LabelStyleConfiguration(
        title: .init(elements: titleElements), icon: .init(elements: iconElements))
      let styleContext = context.appending(slot: "style").updatingEnvironment {
        $0.labelStyleChoice = .builtIn(.titleAndIcon)
      }
      return styleContext.resolve(make(configuration))
    }
  }
}

/// A label as resolved: its icon, then its title beside it; or its icon alone, named by the title.
struct LabelContent: ElementContent {
  var iconOnly = false

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    if iconOnly && element.firstImageName != nil {
      return CGSize(width: TextMetrics.iconWidth, height: TextMetrics.lineHeight)
    }
    return builder.measureLabel(element, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = builder.measure(element, width: width)
    var nodes: [ScreenNode] = []
    let iconSize = CGSize(width: TextMetrics.iconWidth, height: TextMetrics.lineHeight)
    if iconOnly, let icon = element.firstImageName {
      let title = element.readableText
      var image = builder.makeNode(
        .image, title.isEmpty ? icon : title, CGRect(origin: origin, size: iconSize))
      image.facts.systemImage = icon
      return ([image], size)
    }
    if let icon = element.firstImageName {
      nodes.append(builder.makeNode(.image, icon, CGRect(origin: origin, size: iconSize)))
    }
    let title = element.readableText
    if !title.isEmpty {
      let x = origin.x + (element.firstImageName == nil ? 0 : TextMetrics.iconWidth + 8)
      let text = builder.makeNode(
        .staticText, title,
        CGRect(x: x, y: origin.y, width: max(0, size.width - (x - origin.x)), height: size.height),
        for: element)
      nodes.append(text)
    }
    return (nodes, size)
  }
}

extension ScreenBuilder {
  /// The size of a label-like element (a label, a button, a link): its symbol, then its text beside
  /// it, wrapped to what is left of the width.
  func measureLabel(_ element: Element, width: CGFloat?) -> CGSize {
    // A label laid out with frames or padding (a card) is as large as its layout.
    if Self.hasLayout(element.children) { return measureColumn(element.children, width: width) }
    let title = element.readableText
    let icon: CGFloat = element.firstImageName == nil ? 0 : TextMetrics.iconWidth + (title.isEmpty ? 0 : 8)
    var room: CGFloat?
    if let width { room = max(0, width - icon) }
    let text = TextMetrics.size(of: title, width: room, fixed: element.traits.fixedHorizontal)
    return CGSize(
      width: icon + (title.isEmpty ? 0 : text.width), height: max(text.height, TextMetrics.lineHeight))
  }

  /// Whether elements give themselves a size of their own (a frame, padding), so that a label made of
  /// them is measured as laid out rather than as one line.
  static func hasLayout(_ elements: [Element]) -> Bool {
    // A loop, not `contains(where:)`: a closure formed on the main actor checks at each call that
    // it runs there, and every label measured asks this of its children.
    for element in elements
    where element.hasTraits && (element.hasFrame || element.traits.padding != EdgeInsets())
      || hasLayout(element.children)
    {
      return true
    }
    return false
  }
}
