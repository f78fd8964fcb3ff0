/// A style for the buttons in a view that shapes how a button looks while the runtime keeps its
/// behaviour: your `makeBody(configuration:)` draws the label (and may read `isPressed`), and the
/// button still runs its action when tapped.
///
/// ```swift
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding().background(.blue)
///   }
/// }
/// Button("Go") { … }.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view a button of this style is.
  associatedtype Body: View

  /// The view for a button.
  ///
  /// - Parameter configuration: The button's label, role and pressed state.
  /// - Returns: The button's look.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a button of this style is made from.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` makes a button from.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view to place in the style's body.
  public struct Label: View {
    let elements: [Element]
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether a person is pressing the button. A tap here is instant, so it reads false.
  public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] { elements }
}

/// A style for the buttons in a view that decides both how a button looks and how it is triggered:
/// your `makeBody(configuration:)` calls `configuration.trigger()` (or makes `Button(configuration)`).
/// The built-in styles are `.automatic`, `.bordered`, `.borderedProminent`, `.borderless` and
/// `.plain`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view a button of this style is.
  associatedtype Body: View

  /// The view for a button.
  ///
  /// - Parameter configuration: The button's label, role and action.
  /// - Returns: The button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a button of this style is made from.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` makes a button from.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view to place in the style's body.
  public typealias Label = ButtonStyleConfiguration.Label

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration: it shows the label and triggers the
  /// action, drawn in the style around the one that made it.
  ///
  /// - Parameter configuration: The configuration a `PrimitiveButtonStyle` was given.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

// MARK: - Built-in styles

/// The built-in looks of a button.
enum ButtonStyleKind: String, Sendable {
  case automatic, bordered, borderedProminent, borderless, plain
}

extension ButtonStyleKind {
  /// The runtime's own styles, each with the look it stands for.
  static let builtIn = BuiltInStyles<ButtonStyleKind>([
    (DefaultButtonStyle.self, .automatic),
    (BorderedButtonStyle.self, .bordered),
    (BorderedProminentButtonStyle.self, .borderedProminent),
    (BorderlessButtonStyle.self, .borderless),
    (PlainButtonStyle.self, .plain),
  ])
}

/// The platform's choice: borderless on iOS, bordered in some containers.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The button.
  /// - Returns: The button.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button on a tinted rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The button.
  /// - Returns: The button.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button filled with the tint, for the main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The button.
  /// - Returns: The button.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button drawn as its tinted label.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The button.
  /// - Returns: The button.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button drawn as its label alone, untinted; in a list row, only the label is tappable.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The button.
  /// - Returns: The button.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's choice.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted rounded rectangle behind the label.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Filled with the tint.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The tinted label alone.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone, untinted.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The button style in the environment: built in, or made by the app's style.
enum ButtonStyleChoice {
  case builtIn(ButtonStyleKind)
  case custom(@MainActor (ButtonStyleConfiguration) -> AnyView)
  case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ButtonStyleChoice { .builtIn(.automatic) }
}

extension EnvironmentValues {
  /// How buttons inside draw.
  var buttonStyleChoice: ButtonStyleChoice {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the buttons in this view: your style draws each button's label, and the
  /// button keeps its action.
  ///
  /// - Parameter style: The style, such as `.plain` or your own.
  /// - Returns: A view whose buttons use the style.
  @inlinable
  public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(ElementModifier.buttonStyle(style))
  }

  /// Sets the style of the buttons in this view: your style makes each button, and triggers it.
  ///
  /// - Parameter style: The style, such as `.bordered`, `.borderedProminent` or your own.
  /// - Returns: A view whose buttons use the style.
  @inlinable
  public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(ElementModifier.buttonStyle(style))
  }
}

extension Button {
  /// Resolves the button in the style of its environment: a built-in style is a fact of the button;
  /// a custom style's body is the button's label (the button keeps its action); a primitive
  /// style's body is the button.
  func resolveStyled(label labelElements: [Element], in context: ResolveContext) -> [Element] {
    // A style's body resolves in the automatic style; made only for a style with a body.
    var plainContext: ResolveContext {
      context.appending(slot: "style").updatingEnvironment { $0.buttonStyleChoice = .builtIn(.automatic) }
    }
    let children: [Element]
    var kind = ButtonStyleKind.automatic
    switch context.environment.buttonStyleChoice {
    case .builtIn(let builtIn):
      children = labelElements
      kind = builtIn
    case .custom(let make):
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(elements: labelElements), isPressed: false)
      children = plainContext.resolve(make(configuration))
    case .primitive(let make):
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: .init(elements: labelElements), action: action)
      return plainContext.resolve(make(configuration))
    }
    let element = Element(ButtonContent(role: role, action: action, style: kind), children: children)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return [element]
  }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Equatable, Sendable {
  let name: String
  /// The platform's shape.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")

  /// A rounded rectangle with a corner radius.
  ///
  /// - Parameter radius: The corner radius.
  /// - Returns: The shape.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(\(radius))")
  }
}

extension View {
  /// Sets the shape of the bordered buttons in this view. Accepted: the hosts draw a button as its
  /// label.
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The view.
  @inlinable
  public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func buttonStyle<S: ButtonStyle>(_ style: S) -> ElementModifier {
    // The runtime's own styles are primitive styles: a `ButtonStyle` is always the app's.
    .environment(\.buttonStyleChoice, .custom { AnyView(style.makeBody(configuration: $0)) })
  }

  @usableFromInline
  static func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ElementModifier {
    let choice: ButtonStyleChoice =
      if let builtIn = ButtonStyleKind.builtIn[S.self] {
        .builtIn(builtIn)
      } else {
        .primitive { AnyView(style.makeBody(configuration: $0)) }
      }
    return .environment(\.buttonStyleChoice, choice)
  }
}
