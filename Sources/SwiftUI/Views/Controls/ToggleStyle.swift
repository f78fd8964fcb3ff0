/// A style for the toggles in a view: your `makeBody(configuration:)` is the whole toggle, reading
/// and flipping `configuration.isOn` (or `configuration.$isOn`).
///
/// ```swift
/// struct Checkbox: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button {
///       configuration.isOn.toggle()
///     } label: {
///       Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
///     }
///   }
/// }
/// ```
///
/// The built-in styles are `.automatic` and `.switch` (a switch) and `.button` (a button that is
/// selected while on).
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view a toggle of this style is.
  associatedtype Body: View

  /// The view for a toggle.
  ///
  /// - Parameter configuration: The toggle's label and its state.
  /// - Returns: The toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a toggle of this style is made from.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` makes a toggle from.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view to place in the style's body.
  public struct Label: View {
    let elements: [Element]
  }

  /// The toggle's label.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; `$isOn` is its binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all the same. Always false here.
  public var isMixed: Bool { false }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] { elements }
}

/// The built-in looks of a toggle.
enum ToggleStyleKind: String, Sendable {
  case automatic, `switch`, button
}

extension ToggleStyleKind {
  /// The runtime's own styles, each with the look it stands for.
  static let builtIn = BuiltInStyles<ToggleStyleKind>([
    (DefaultToggleStyle.self, .automatic),
    (SwitchToggleStyle.self, .`switch`),
    (ButtonToggleStyle.self, .button),
  ])
}

/// The platform's choice: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The toggle.
  /// - Returns: The toggle's label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch beside the label.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The toggle.
  /// - Returns: The toggle's label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that shows its label and is highlighted while on.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
  /// Never called: the runtime draws built-in styles.
  ///
  /// - Parameter configuration: The toggle.
  /// - Returns: The toggle's label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's choice: a switch.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button, highlighted while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in the environment: built in, or made by the app's style.
enum ToggleStyleChoice {
  case builtIn(ToggleStyleKind)
  case custom(@MainActor (ToggleStyleConfiguration) -> AnyView)
}

struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: ToggleStyleChoice { .builtIn(.automatic) }
}

extension EnvironmentValues {
  /// How toggles inside draw.
  var toggleStyleChoice: ToggleStyleChoice {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the toggles in this view.
  ///
  /// - Parameter style: The style, such as `.switch`, `.button` or your own.
  /// - Returns: A view whose toggles use the style.
  @inlinable
  public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(ElementModifier.toggleStyle(style))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func toggleStyle<S: ToggleStyle>(_ style: S) -> ElementModifier {
    let choice: ToggleStyleChoice =
      if let builtIn = ToggleStyleKind.builtIn[S.self] {
        .builtIn(builtIn)
      } else {
        .custom { AnyView(style.makeBody(configuration: $0)) }
      }
    return .environment(\.toggleStyleChoice, choice)
  }
}
