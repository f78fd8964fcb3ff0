/// Related controls shown together, such as the buttons of an editing toolbar.
///
/// ```swift
/// ControlGroup {
///   Button("Bold") { … }
///   Button("Italic") { … }
/// }
/// ```
///
/// The controls sit side by side in a row, each one the control it is (the test host finds the
/// buttons among `buttons`). Every control group style is drawn so.
public struct ControlGroup<Content: View>: View {
  @usableFromInline let content: Content

  /// A group of controls.
  ///
  /// - Parameter content: The controls.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ControlGroup: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    context.appending(slot: "controls").resolve(HStack(spacing: 0) { content })
  }
}

/// How a control group draws. Every style is accepted; the hosts draw a row.
@MainActor @preconcurrency
public protocol ControlGroupStyle {}

/// The platform's choice.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

/// A row of bordered buttons, as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

/// A compact menu of the controls. Drawn as a row here.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates the style.
  public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's choice.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A row of bordered buttons.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu of the controls.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension View {
  /// Sets the style of the control groups in this view. Accepted; the hosts draw a row.
  ///
  /// - Parameter style: The style.
  /// - Returns: This view.
  @inlinable
  public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
