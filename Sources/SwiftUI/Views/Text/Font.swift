/// A font: a text style or a size, with a weight, a design and variants.
///
/// ```swift
/// Text("Seattle").font(.system(.title, design: .rounded, weight: .bold))
/// Text("$1,750").font(.body.monospacedDigit())
/// ```
///
/// Fonts are recorded and compared; the hosts draw every font in one size (docs/DIVERGENCES.md).
public struct Font: Hashable, Sendable, CustomStringConvertible {
  enum Base: Hashable, Sendable {
    case style(TextStyle)
    case size(CGFloat)
    case custom(String, size: CGFloat, relativeTo: TextStyle?)
  }

  var base: Base
  var fontWeight: Weight?
  var design: Design?
  var isItalic = false
  var isMonospacedDigit = false
  var isMonospaced = false
  var isSmallCaps = false

  init(_ base: Base, weight: Weight? = nil, design: Design? = nil) {
    self.base = base
    self.fontWeight = weight
    self.design = design
  }

  /// The font described: "title, bold, rounded".
  public var description: String {
    var parts: [String]
    switch base {
    case .style(let style): parts = ["\(style)"]
    case .size(let size): parts = ["system \(Int(size))"]
    case .custom(let name, let size, _): parts = ["\(name) \(Int(size))"]
    }
    if let fontWeight { parts.append("\(fontWeight)") }
    if let design, design != .default { parts.append("\(design)") }
    if isItalic { parts.append("italic") }
    if isMonospacedDigit { parts.append("monospacedDigit") }
    if isMonospaced { parts.append("monospaced") }
    if isSmallCaps { parts.append("smallCaps") }
    return parts.concatenated(separator: ", ")
  }

  /// Whether the font is heavy enough for a host to draw it in bold: a weight from semibold up, or
  /// a headline or title style with no lighter weight.
  package var drawsBold: Bool {
    if let fontWeight { return fontWeight.value >= Weight.semibold.value }
    if case .style(let style) = base {
      return [.largeTitle, .title, .title2, .title3, .headline].contains(style)
    }
    return false
  }

  // MARK: Text styles

  /// The large title style.
  public static let largeTitle = Font(.style(.largeTitle))
  /// The title style.
  public static let title = Font(.style(.title))
  /// The second title style.
  public static let title2 = Font(.style(.title2))
  /// The third title style.
  public static let title3 = Font(.style(.title3))
  /// The headline style.
  public static let headline = Font(.style(.headline))
  /// The subheadline style.
  public static let subheadline = Font(.style(.subheadline))
  /// The body style.
  public static let body = Font(.style(.body))
  /// The callout style.
  public static let callout = Font(.style(.callout))
  /// The footnote style.
  public static let footnote = Font(.style(.footnote))
  /// The caption style.
  public static let caption = Font(.style(.caption))
  /// The second caption style.
  public static let caption2 = Font(.style(.caption2))

  // MARK: System and custom fonts

  /// The system font in a text style, with a design and a weight.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - design: The design; the default when nil.
  ///   - weight: The weight; the style's own when nil.
  /// - Returns: The font.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(.style(style), weight: weight, design: design)
  }

  /// The system font at a size, with a weight and a design.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight; regular when nil.
  ///   - design: The design; the default when nil.
  /// - Returns: The font.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(.size(size), weight: weight, design: design)
  }

  /// A font by name at a size that follows Dynamic Type as the body does.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The size in points at the default text size.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name, size: size, relativeTo: .body))
  }

  /// A font by name at a size that follows Dynamic Type as a text style does.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The size in points at the default text size.
  ///   - textStyle: The style whose scaling it follows.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(.custom(name, size: size, relativeTo: textStyle))
  }

  /// A font by name at a fixed size.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - fixedSize: The size in points, whatever the text size.
  /// - Returns: The font.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(.custom(name, size: fixedSize, relativeTo: nil))
  }

  // MARK: Variants

  /// The font in bold.
  ///
  /// - Returns: The bold font.
  public func bold() -> Font { weight(.bold) }

  /// The font in italics.
  ///
  /// - Returns: The italic font.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// The font at a weight.
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The font.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.fontWeight = weight
    return copy
  }

  /// The font with digits all of one width, for numbers that change.
  ///
  /// - Returns: The font.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.isMonospacedDigit = true
    return copy
  }

  /// The font's fixed-width variant.
  ///
  /// - Returns: The font.
  public func monospaced() -> Font {
    var copy = self
    copy.isMonospaced = true
    return copy
  }

  /// The font with small capitals.
  ///
  /// - Returns: The font.
  public func smallCaps() -> Font {
    var copy = self
    copy.isSmallCaps = true
    return copy
  }

  // MARK: Types

  /// The text styles of Dynamic Type.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The large title.
    case largeTitle
    /// The title.
    case title
    /// The second title.
    case title2
    /// The third title.
    case title3
    /// The headline.
    case headline
    /// The subheadline.
    case subheadline
    /// The body.
    case body
    /// The callout.
    case callout
    /// The footnote.
    case footnote
    /// The caption.
    case caption
    /// The second caption.
    case caption2
  }

  /// The design of a system font.
  public enum Design: Hashable, Sendable {
    /// The default system design.
    case `default`
    /// A serif design.
    case serif
    /// Rounded letters.
    case rounded
    /// A fixed-width design.
    case monospaced
  }

  /// The weight of a font.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    /// Ultra light.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// Black.
    public static let black = Weight(value: 900)

    /// The weight's name: "bold".
    public var description: String {
      let names = [
        100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium", 600: "semibold",
        700: "bold", 800: "heavy", 900: "black",
      ]
      return names[value] ?? "weight \(value)"
    }
  }
}
