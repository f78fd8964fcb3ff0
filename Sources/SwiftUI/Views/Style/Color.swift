/// A colour. The terminal host draws the named colours; the test host reports their names.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  let name: String
  let rgb: (red: Double, green: Double, blue: Double)?

  public static func == (lhs: Color, rhs: Color) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  init(name: String, rgb: (red: Double, green: Double, blue: Double)? = nil) {
    self.name = name
    self.rgb = rgb
  }

  /// A colour from red, green and blue components, 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(
      name: String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255)),
      rgb: (red, green, blue))
  }

  /// The name of the colour, for reports.
  public var description: String { name }

  /// The colour with an opacity; the runtime keeps the colour.
  public func opacity(_ opacity: Double) -> Color { self }

  /// The accent colour of the app.
  public static let accentColor = Color(name: "accent", rgb: (0.0, 0.48, 1.0))
  /// The primary content colour.
  public static let primary = Color(name: "primary")
  /// The secondary content colour.
  public static let secondary = Color(name: "secondary", rgb: (0.55, 0.55, 0.58))
  /// Red.
  public static let red = Color(name: "red", rgb: (1.0, 0.23, 0.19))
  /// Orange.
  public static let orange = Color(name: "orange", rgb: (1.0, 0.58, 0.0))
  /// Yellow.
  public static let yellow = Color(name: "yellow", rgb: (1.0, 0.8, 0.0))
  /// Green.
  public static let green = Color(name: "green", rgb: (0.2, 0.78, 0.35))
  /// Mint.
  public static let mint = Color(name: "mint", rgb: (0.0, 0.78, 0.75))
  /// Teal.
  public static let teal = Color(name: "teal", rgb: (0.19, 0.69, 0.78))
  /// Cyan.
  public static let cyan = Color(name: "cyan", rgb: (0.2, 0.68, 0.9))
  /// Blue.
  public static let blue = Color(name: "blue", rgb: (0.0, 0.48, 1.0))
  /// Indigo.
  public static let indigo = Color(name: "indigo", rgb: (0.35, 0.34, 0.84))
  /// Purple.
  public static let purple = Color(name: "purple", rgb: (0.69, 0.32, 0.87))
  /// Pink.
  public static let pink = Color(name: "pink", rgb: (1.0, 0.18, 0.33))
  /// Brown.
  public static let brown = Color(name: "brown", rgb: (0.64, 0.52, 0.37))
  /// Gray.
  public static let gray = Color(name: "gray", rgb: (0.56, 0.56, 0.58))
  /// Black.
  public static let black = Color(name: "black", rgb: (0, 0, 0))
  /// White.
  public static let white = Color(name: "white", rgb: (1, 1, 1))
  /// No colour.
  public static let clear = Color(name: "clear")
}

/// Something that can fill or tint: a colour or a hierarchical style.
public protocol ShapeStyle: Sendable {}
extension Color: ShapeStyle {}

/// The hierarchical styles.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  /// The primary level.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The secondary level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The tertiary level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The secondary level.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
  /// The accent colour, as a style.
  public static var tint: Color { .accentColor }
}

/// A font. Accepted and recorded; the hosts draw one size.
public struct Font: Hashable, Sendable {
  let name: String
  /// The large title style.
  public static let largeTitle = Font(name: "largeTitle")
  /// The title style.
  public static let title = Font(name: "title")
  /// The second title style.
  public static let title2 = Font(name: "title2")
  /// The third title style.
  public static let title3 = Font(name: "title3")
  /// The headline style.
  public static let headline = Font(name: "headline")
  /// The subheadline style.
  public static let subheadline = Font(name: "subheadline")
  /// The body style.
  public static let body = Font(name: "body")
  /// The callout style.
  public static let callout = Font(name: "callout")
  /// The footnote style.
  public static let footnote = Font(name: "footnote")
  /// The caption style.
  public static let caption = Font(name: "caption")
  /// The second caption style.
  public static let caption2 = Font(name: "caption2")
  /// A system font of a size.
  public static func system(size: CGFloat) -> Font { Font(name: "system-\(Int(size))") }
  /// The font in bold.
  public func bold() -> Font { self }
  /// The font in italics.
  public func italic() -> Font { self }
  /// The weight of a font.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
  }
  /// The font at a weight.
  public func weight(_ weight: Weight) -> Font { self }
}
