/// A style for the labels in a view: a built-in one (`.titleAndIcon`, `.iconOnly`, `.titleOnly`) or
/// your own, whose `makeBody(configuration:)` places the label's title and icon.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// Label("Share", systemImage: "square.and.arrow.up").labelStyle(TrailingIcon())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a label of this style is.
  associatedtype Body: View

  /// The view for a label.
  ///
  /// - Parameter configuration: The label's title and icon.
  /// - Returns: The label's look.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a label of this style is made from.
  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` makes a label from.
public struct LabelStyleConfiguration {
  /// The label's title, as a view to place in the style's body.
  public struct Title: View {
    let elements: [Element]
  }

  /// The label's icon, as a view to place in the style's body.
  public struct Icon: View {
    let elements: [Element]
  }

  /// The label's title.
  public var title: LabelStyleConfiguration.Title
  /// The label's icon.
  public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] { elements }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] { elements }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration, drawn in the style around the one that made it.
  ///
  /// - Parameter configuration: The configuration a `LabelStyle` was given.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

// MARK: - Built-in styles

/// What a built-in label style shows.
enum LabelStyleKind: Sendable {
  case titleAndIcon, iconOnly, titleOnly
}

extension LabelStyleKind {
  /// The runtime's own styles, each with the look it stands for.
  static let builtIn = BuiltInStyles<LabelStyleKind>([
    (DefaultLabelStyle.self, .titleAndIcon),
    (TitleAndIconLabelStyle.self, .titleAndIcon),
    (IconOnlyLabelStyle.self, .iconOnly),
    (TitleOnlyLabelStyle.self, .titleOnly),
  ])
}

/// The platform's choice: the title beside the icon, or the icon alone in a toolbar.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The label as the runtime draws it.
  ///
  /// - Parameter configuration: The label.
  /// - Returns: The label.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// The title beside the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The label as the runtime draws it.
  ///
  /// - Parameter configuration: The label.
  /// - Returns: The label.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// The icon alone; the title still names it for accessibility and the test host.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The label as the runtime draws it.
  ///
  /// - Parameter configuration: The label.
  /// - Returns: The label.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The label as the runtime draws it.
  ///
  /// - Parameter configuration: The label.
  /// - Returns: The label.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's choice.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The title beside the icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

// MARK: - The environment

/// The label style in the environment: built in, or made by the app's style.
enum LabelStyleChoice {
  case builtIn(LabelStyleKind)
  case custom(@MainActor (LabelStyleConfiguration) -> AnyView)
}

struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: LabelStyleChoice { .builtIn(.titleAndIcon) }
}

extension EnvironmentValues {
  /// How labels inside draw.
  var labelStyleChoice: LabelStyleChoice {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the labels in this view.
  ///
  /// - Parameter style: The style, such as `.iconOnly` or your own.
  /// - Returns: A view whose labels use the style.
  @inlinable
  public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(ElementModifier.labelStyle(style))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func labelStyle<S: LabelStyle>(_ style: S) -> ElementModifier {
    let choice: LabelStyleChoice =
      if let builtIn = LabelStyleKind.builtIn[S.self] {
        .builtIn(builtIn)
      } else {
        .custom { AnyView(style.makeBody(configuration: $0)) }
      }
    return .environment(\.labelStyleChoice, choice)
  }
}
