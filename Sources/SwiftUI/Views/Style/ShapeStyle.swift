/// Something a shape can be filled or stroked with, and text drawn in: a colour, a level of the
/// foreground (`.secondary`), a gradient, a material.
///
/// ```swift
/// Text("Seattle").foregroundStyle(.secondary)
/// Circle().fill(.blue.gradient)
/// ```
///
/// The hosts draw every style as one colour (``Color``): a gradient as its first colour, a material
/// as a grey; docs/DIVERGENCES.md records this.
public protocol ShapeStyle: Sendable {
  /// The colour the hosts draw this style in, or nil for the foreground they would use anyway: what
  /// one of the runtime's own styles says of itself (as Apple's styles answer `_apply(to:)`); an
  /// app's style takes the default, nil. Asked of the Swift runtime instead (a cast to a protocol of
  /// the runtime's), the first question about each style type would scan every conformance in the
  /// process.
  var _drawnColor: Color? { get }
}

extension ShapeStyle {
  /// Nil: an app's style is drawn in the foreground colour.
  public var _drawnColor: Color? { nil }
}

extension Color: ShapeStyle {
  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { self }
}

/// The levels of the foreground: primary, secondary, tertiary and quaternary content.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  /// The primary level.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The secondary level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The tertiary level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The quaternary level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? {
    [Color.primary, .secondary, .tertiary, .quaternary][min(3, max(0, level))]
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary level of the foreground.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary level of the foreground.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level of the foreground.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary level of the foreground.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  /// The accent colour, as a style.
  public static var tint: Color { .accentColor }
}

/// The foreground style of the environment: what `fill()` uses when given no style.
public struct ForegroundStyle: ShapeStyle {
  /// The current foreground style.
  public init() {}
  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { nil }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style of the environment.
public struct BackgroundStyle: ShapeStyle {
  /// The current background style.
  public init() {}
  /// The hosts' background: nothing is drawn.
  public var _drawnColor: Color? { .clear }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The current background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A blur of what lies behind, at a thickness: the hosts draw it as a grey.
public struct Material: ShapeStyle {
  let thickness: Int
  /// The thinnest material.
  public static let ultraThin = Material(thickness: 0)
  /// A thin material.
  public static let thin = Material(thickness: 1)
  /// The regular material.
  public static let regular = Material(thickness: 2)
  /// A thick material.
  public static let thick = Material(thickness: 3)
  /// The thickest material.
  public static let ultraThick = Material(thickness: 4)
  /// The material of bars.
  public static let bar = Material(thickness: 2)

  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { Color(name: "material", rgb: (0.9, 0.9, 0.92)) }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The regular material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}

/// A style erased to its protocol.
public struct AnyShapeStyle: ShapeStyle {
  let color: Color?
  /// Wraps a style.
  ///
  /// - Parameter style: The style to wrap.
  public init<S: ShapeStyle>(_ style: S) {
    color = style._drawnColor
  }
  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { color }
}

extension ShapeStyle {
  /// The style at an opacity; the hosts draw it opaque.
  ///
  /// - Parameter opacity: The opacity, 0 to 1.
  /// - Returns: The style.
  public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self) }
}

extension ShapeStyle where Self == Color {
  /// Red, as a style.
  public static var red: Color { Color.red }
  /// Orange, as a style.
  public static var orange: Color { Color.orange }
  /// Yellow, as a style.
  public static var yellow: Color { Color.yellow }
  /// Green, as a style.
  public static var green: Color { Color.green }
  /// Mint, as a style.
  public static var mint: Color { Color.mint }
  /// Teal, as a style.
  public static var teal: Color { Color.teal }
  /// Cyan, as a style.
  public static var cyan: Color { Color.cyan }
  /// Blue, as a style.
  public static var blue: Color { Color.blue }
  /// Indigo, as a style.
  public static var indigo: Color { Color.indigo }
  /// Purple, as a style.
  public static var purple: Color { Color.purple }
  /// Pink, as a style.
  public static var pink: Color { Color.pink }
  /// Brown, as a style.
  public static var brown: Color { Color.brown }
  /// Gray, as a style.
  public static var gray: Color { Color.gray }
  /// Black, as a style.
  public static var black: Color { Color.black }
  /// White, as a style.
  public static var white: Color { Color.white }
  /// No colour, as a style.
  public static var clear: Color { Color.clear }
}

extension ShapeStyle {
  /// This style at the secondary level (`.blue.secondary`); the hosts draw the style's colour.
  public var secondary: some ShapeStyle { AnyShapeStyle(self) }
  /// This style at the tertiary level; the hosts draw the style's colour.
  public var tertiary: some ShapeStyle { AnyShapeStyle(self) }
  /// This style at the quaternary level; the hosts draw the style's colour.
  public var quaternary: some ShapeStyle { AnyShapeStyle(self) }
}

/// The style of separators: drawn as a light grey.
public struct SeparatorShapeStyle: ShapeStyle {
  /// The separator style.
  public init() {}
  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { Color(name: "separator", rgb: (0.78, 0.78, 0.80)) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The style of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
