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

  /// The red, green and blue components of the colour, 0 to 1, where it has fixed ones (not
  /// `.primary`, `.clear` or an asset's colour); hosts that draw colours use them.
  package var components: (red: Double, green: Double, blue: Double)? { rgb }

  /// The colour spaces a colour can be given in; the runtime treats them alike.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB colour space.
    case sRGB
    /// The extended linear sRGB colour space.
    case sRGBLinear
    /// The Display P3 colour space.
    case displayP3
  }

  /// A colour from red, green and blue components.
  ///
  /// - Parameters:
  ///   - colorSpace: The colour space of the components; sRGB by default.
  ///   - red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - opacity: The opacity, 0 to 1; accepted, the hosts draw the colour opaque.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    let clamp = { (value: Double) in min(1, max(0, value)) }
    let (r, g, b) = (clamp(red), clamp(green), clamp(blue))
    self.init(
      name: String(
        format: "#%02X%02X%02X", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded())),
      rgb: (r, g, b))
  }

  /// A grey from its white level.
  ///
  /// - Parameters:
  ///   - colorSpace: The colour space; sRGB by default.
  ///   - white: The white level, 0 (black) to 1 (white).
  ///   - opacity: The opacity, 0 to 1; accepted, the hosts draw the colour opaque.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness.
  ///
  /// - Parameters:
  ///   - hue: The hue, 0 to 1 around the colour wheel (0 and 1 are red).
  ///   - saturation: The saturation, 0 (grey) to 1.
  ///   - brightness: The brightness, 0 (black) to 1.
  ///   - opacity: The opacity, 0 to 1; accepted, the hosts draw the colour opaque.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = SystemPalette.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A colour from the app's asset catalog, by name. There is no asset catalog on Linux: the colour
  /// keeps its name (the test host reports it) and the terminal draws it in the default colour.
  ///
  /// - Parameters:
  ///   - name: The name of the colour set.
  ///   - bundle: The bundle of the catalog; ignored.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name: name)
  }

  /// The name of the colour, for reports.
  public var description: String { name }

  /// The colour with an opacity; the runtime keeps the colour.
  ///
  /// - Parameter opacity: The opacity, 0 to 1.
  /// - Returns: The same colour (the hosts draw colours opaque).
  public func opacity(_ opacity: Double) -> Color { self }

  /// The accent colour of the app.
  public static let accentColor = Color(name: "accent", rgb: SystemPalette.blue)
  /// The primary content colour.
  public static let primary = Color(name: "primary")
  /// The secondary content colour.
  public static let secondary = Color(name: "secondary", rgb: SystemPalette.secondaryLabel)
  /// The tertiary content colour (an approximation as a colour; as a style it is a level).
  static let tertiary = Color(name: "tertiary", rgb: SystemPalette.tertiaryLabel)
  /// The quaternary content colour (an approximation as a colour; as a style it is a level).
  static let quaternary = Color(name: "quaternary", rgb: SystemPalette.quaternaryLabel)
  /// Red.
  public static let red = Color(name: "red", rgb: SystemPalette.red)
  /// Orange.
  public static let orange = Color(name: "orange", rgb: SystemPalette.orange)
  /// Yellow.
  public static let yellow = Color(name: "yellow", rgb: SystemPalette.yellow)
  /// Green.
  public static let green = Color(name: "green", rgb: SystemPalette.green)
  /// Mint.
  public static let mint = Color(name: "mint", rgb: SystemPalette.mint)
  /// Teal.
  public static let teal = Color(name: "teal", rgb: SystemPalette.teal)
  /// Cyan.
  public static let cyan = Color(name: "cyan", rgb: SystemPalette.cyan)
  /// Blue.
  public static let blue = Color(name: "blue", rgb: SystemPalette.blue)
  /// Indigo.
  public static let indigo = Color(name: "indigo", rgb: SystemPalette.indigo)
  /// Purple.
  public static let purple = Color(name: "purple", rgb: SystemPalette.purple)
  /// Pink.
  public static let pink = Color(name: "pink", rgb: SystemPalette.pink)
  /// Brown.
  public static let brown = Color(name: "brown", rgb: SystemPalette.brown)
  /// Gray.
  public static let gray = Color(name: "gray", rgb: SystemPalette.gray)
  /// Black.
  public static let black = Color(name: "black", rgb: (0, 0, 0))
  /// White.
  public static let white = Color(name: "white", rgb: (1, 1, 1))
  /// No colour.
  public static let clear = Color(name: "clear")
}
