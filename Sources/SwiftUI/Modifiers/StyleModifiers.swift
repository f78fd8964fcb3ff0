// Cosmetic modifiers: accepted with Apple's signatures. Colours and tints reach the hosts as typed
// facts; the others change nothing here (docs/DIVERGENCES.md, "Rendering and layout").

extension View {
  /// Draws the view's content in a style, such as a colour: the texts and shapes inside take it
  /// unless they have their own.
  @inlinable
  public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(ElementModifier.foregroundStyle(style))
  }

  /// Draws the view's content in a colour: the texts and shapes inside take it unless they have
  /// their own.
  @inlinable
  public consuming func foregroundColor(_ color: Color?) -> some View {
    modifier(ElementModifier.foregroundColor(color))
  }

  /// Tints controls in the view, such as a swipe action's button.
  @inlinable
  public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(ElementModifier.tint(tint))
  }

  /// Tints controls in the view with a colour.
  @inlinable
  public consuming func tint(_ tint: Color?) -> some View {
    modifier(ElementModifier.tint(tint))
  }

  /// Rounds the corners. Accepted; the hosts draw square corners.
  @inlinable
  public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

  /// Scales images. Accepted; changes nothing here.
  @inlinable
  public consuming func imageScale(_ scale: Image.Scale) -> some View { self }

  /// Sets the symbol rendering. Accepted; changes nothing here.
  @inlinable
  public consuming func symbolVariant(_ variant: SymbolVariants) -> some View { self }

  /// Sets the text field style. Accepted; changes nothing here.
  @inlinable
  public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

  /// Sets the list style. Accepted; changes nothing here.
  @inlinable
  public consuming func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// Sets the form style. Accepted; changes nothing here.
  @inlinable
  public consuming func formStyle<S: FormStyle>(_ style: S) -> some View { self }

  /// Sets the control size. Accepted; changes nothing here.
  @inlinable
  public consuming func controlSize(_ controlSize: ControlSize) -> some View { self }
}

/// Text alignment.
public enum TextAlignment: Hashable, Sendable {
  /// Leading.
  case leading
  /// Center.
  case center
  /// Trailing.
  case trailing
}

extension Image {
  /// The scale of a symbol image.
  public enum Scale: Hashable, Sendable {
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }
}

/// Symbol variants.
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  /// None.
  public static let none = SymbolVariants(name: "none")
  /// Filled.
  public static let fill = SymbolVariants(name: "fill")
  /// In a circle.
  public static let circle = SymbolVariants(name: "circle")
}

/// The size of controls.
public enum ControlSize: Hashable, Sendable {
  /// Mini.
  case mini
  /// Small.
  case small
  /// Regular.
  case regular
  /// Large.
  case large
  /// Extra large.
  case extraLarge
}

/// A text field style.
public protocol TextFieldStyle {}
/// The rounded-border style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}
/// The plain style.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No border.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A list style.
public protocol ListStyle {}
/// The inset grouped style.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// The plain style.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// The sidebar style.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// The platform's choice of list style.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// The grouped style, sections edge to edge.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
/// The inset style, rows inset from the edges.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}
extension ListStyle where Self == DefaultListStyle {
  /// The platform's choice.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// Grouped.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// Inset.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// Inset grouped.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// Plain.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// Sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A form style.
public protocol FormStyle {}
/// The grouped style.
public struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}
extension FormStyle where Self == GroupedFormStyle {
  /// Grouped.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

struct ForegroundColorKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

extension EnvironmentValues {
  /// The colour `foregroundStyle(_:)` or `foregroundColor(_:)` set around a view, which its texts
  /// and shapes take unless they have their own.
  var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }
}

extension ElementModifier {
  static func inheritedForeground(_ color: Color?) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in
        return Element.alone(elements) { element in
          if let color { element.traits.foreground = color }
        }
      },
      environment: { environment in
        if let color { environment.foregroundColor = color }
      })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func tint<S: ShapeStyle>(_ tint: S?) -> ElementModifier {
    .traits { traits in
      if let color = tint?._drawnColor { traits.tint = color }
    }
  }

  @usableFromInline
  static func tint(_ tint: Color?) -> ElementModifier {
    .traits { $0.tint = tint }
  }

  @usableFromInline
  static func foregroundStyle<S: ShapeStyle>(_ style: S) -> ElementModifier {
    ElementModifier.inheritedForeground(style._drawnColor)
  }

  @usableFromInline
  static func foregroundColor(_ color: Color?) -> ElementModifier {
    ElementModifier.inheritedForeground(color)
  }
}
