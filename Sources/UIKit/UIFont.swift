import Foundation

/// A font, as UIKit names it: what apps pass in title attributes or to `Font(_:)`.
public final class UIFont: Sendable {
  /// The font's family name, or the system font's.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The Dynamic Type style it was made for, if any.
  package let textStyle: TextStyle?
  /// The weight it was made with.
  package let weight: Weight

  private init(family name: String, size: CGFloat, textStyle: TextStyle? = nil, weight: Weight = .regular) {
    fontName = name
    pointSize = size
    self.textStyle = textStyle
    self.weight = weight
  }

  /// A font by name; there are no font files to check on Linux, so every name exists.
  ///
  /// - Parameters:
  ///   - fontName: The font's name.
  ///   - fontSize: The size in points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(family: fontName, size: fontSize)
  }

  /// The system font at a size.
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(family: ".SFUI", size: fontSize)
  }

  /// The system font at a size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(family: ".SFUI", size: fontSize, weight: weight)
  }

  /// The bold system font at a size.
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(family: ".SFUI", size: fontSize, weight: .bold)
  }

  /// The font for a Dynamic Type style, at the default (large) content size.
  ///
  /// - Parameter style: The style.
  /// - Returns: The font.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(family: ".SFUI", size: style.defaultSize, textStyle: style)
  }

  /// The Dynamic Type styles.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    /// The style's name.
    public let rawValue: String
    /// A style by name.
    ///
    /// - Parameter rawValue: The style's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The largest title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheading.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A smaller caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size at the large content size, as iOS sets it.
    var defaultSize: CGFloat {
      let sizes: [TextStyle: CGFloat] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
        .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
      ]
      return sizes[self] ?? 17
    }
  }

  /// A font's weight.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    /// The weight, from -1 (lightest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// A weight by value.
    ///
    /// - Parameter rawValue: The weight, from -1 to 1.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The thinnest weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest weight.
    public static let black = Weight(rawValue: 0.62)
  }
}
