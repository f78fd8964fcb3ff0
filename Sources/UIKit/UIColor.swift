import Foundation

/// A colour, as UIKit names it: the system colours pure SwiftUI apps use through `Color(uiColor:)` or
/// `Color(.systemGray6)`, with their light-mode components.
public final class UIColor: Sendable {
  /// The colour's name as SwiftUI reports it (`"systemGray6"`, an asset's name); `nil` for a colour
  /// made from components, which SwiftUI names by them.
  package let name: String?
  /// The red, green and blue components, 0 to 1; `nil` for an asset's colour or `.clear`.
  package let rgb: SystemPalette.RGB?

  /// A colour with a name and components, as SwiftUI's `Color` and the system palette make them.
  ///
  /// - Parameters:
  ///   - name: The name the hosts report.
  ///   - rgb: The components the hosts draw, if fixed.
  package init(name: String, rgb: SystemPalette.RGB?) {
    self.name = name
    self.rgb = rgb
  }

  /// A colour from red, green and blue components.
  ///
  /// - Parameters:
  ///   - red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - alpha: The opacity; accepted.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    name = nil
    rgb = (Double(red), Double(green), Double(blue))
  }

  /// A grey.
  ///
  /// - Parameters:
  ///   - white: The white level, 0 to 1.
  ///   - alpha: The opacity; accepted.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness.
  ///
  /// - Parameters:
  ///   - hue: The hue, 0 to 1 around the colour wheel.
  ///   - saturation: The saturation, 0 (grey) to 1.
  ///   - brightness: The brightness, 0 (black) to 1.
  ///   - alpha: The opacity; accepted.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = SystemPalette.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour from the app's asset catalog; there is none on Linux, so the colour keeps its name.
  ///
  /// - Parameter name: The colour set's name.
  public convenience init?(named name: String) {
    self.init(name: name, rgb: nil)
  }

  /// The colour with an opacity; the hosts draw it opaque.
  ///
  /// - Parameter alpha: The opacity.
  /// - Returns: The colour.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

  /// The colour of the primary text.
  public static let label = UIColor(name: "label", rgb: (0, 0, 0))
  /// The colour of secondary text.
  public static let secondaryLabel = UIColor(name: "secondaryLabel", rgb: SystemPalette.secondaryLabel)
  /// The colour of tertiary text.
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel", rgb: SystemPalette.tertiaryLabel)
  /// The colour of quaternary text.
  public static let quaternaryLabel = UIColor(name: "quaternaryLabel", rgb: SystemPalette.quaternaryLabel)
  /// The colour of a field's placeholder.
  public static let placeholderText = UIColor(name: "placeholderText", rgb: (0.75, 0.75, 0.77))
  /// The colour of separator lines.
  public static let separator = UIColor(name: "separator", rgb: (0.78, 0.78, 0.80))
  /// The colour of links.
  public static let link = UIColor(name: "link", rgb: (0.0, 0.48, 1.0))
  /// The colour of the main background.
  public static let systemBackground = UIColor(name: "systemBackground", rgb: (1, 1, 1))
  /// The colour of content layered on the main background.
  public static let secondarySystemBackground = UIColor(
    name: "secondarySystemBackground", rgb: (0.95, 0.95, 0.97))
  /// The colour of content layered on secondary content.
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground", rgb: (1, 1, 1))
  /// The colour of a grouped list's background.
  public static let systemGroupedBackground = UIColor(
    name: "systemGroupedBackground", rgb: (0.95, 0.95, 0.97))
  /// The colour of a grouped list's rows.
  public static let secondarySystemGroupedBackground = UIColor(
    name: "secondarySystemGroupedBackground", rgb: (1, 1, 1))
  /// The colour of thin and small shapes.
  public static let systemFill = UIColor(name: "systemFill", rgb: (0.47, 0.47, 0.50))
  /// The colour of the base grey.
  public static let systemGray = UIColor(name: "systemGray", rgb: (0.56, 0.56, 0.58))
  /// The colour of the second grey.
  public static let systemGray2 = UIColor(name: "systemGray2", rgb: (0.68, 0.68, 0.70))
  /// The colour of the third grey.
  public static let systemGray3 = UIColor(name: "systemGray3", rgb: (0.78, 0.78, 0.80))
  /// The colour of the fourth grey.
  public static let systemGray4 = UIColor(name: "systemGray4", rgb: (0.82, 0.82, 0.84))
  /// The colour of the fifth grey.
  public static let systemGray5 = UIColor(name: "systemGray5", rgb: (0.90, 0.90, 0.92))
  /// The colour of the lightest grey.
  public static let systemGray6 = UIColor(name: "systemGray6", rgb: (0.95, 0.95, 0.97))
  /// The system's red.
  public static let systemRed = UIColor(name: "red", rgb: SystemPalette.red)
  /// The system's orange.
  public static let systemOrange = UIColor(name: "orange", rgb: SystemPalette.orange)
  /// The system's yellow.
  public static let systemYellow = UIColor(name: "yellow", rgb: SystemPalette.yellow)
  /// The system's green.
  public static let systemGreen = UIColor(name: "green", rgb: SystemPalette.green)
  /// The system's mint.
  public static let systemMint = UIColor(name: "mint", rgb: SystemPalette.mint)
  /// The system's teal.
  public static let systemTeal = UIColor(name: "teal", rgb: SystemPalette.teal)
  /// The system's cyan.
  public static let systemCyan = UIColor(name: "cyan", rgb: SystemPalette.cyan)
  /// The system's blue.
  public static let systemBlue = UIColor(name: "blue", rgb: SystemPalette.blue)
  /// The system's indigo.
  public static let systemIndigo = UIColor(name: "indigo", rgb: SystemPalette.indigo)
  /// The system's purple.
  public static let systemPurple = UIColor(name: "purple", rgb: SystemPalette.purple)
  /// The system's pink.
  public static let systemPink = UIColor(name: "pink", rgb: SystemPalette.pink)
  /// The system's brown.
  public static let systemBrown = UIColor(name: "brown", rgb: SystemPalette.brown)
  /// Plain black.
  public static let black = UIColor(name: "UIColor.black", rgb: (0, 0, 0))
  /// Plain white.
  public static let white = UIColor(name: "UIColor.white", rgb: (1, 1, 1))
  /// Plain gray.
  public static let gray = UIColor(name: "UIColor.gray", rgb: (0.5, 0.5, 0.5))
  /// Plain lightGray.
  public static let lightGray = UIColor(name: "UIColor.lightGray", rgb: (0.667, 0.667, 0.667))
  /// Plain darkGray.
  public static let darkGray = UIColor(name: "UIColor.darkGray", rgb: (0.333, 0.333, 0.333))
  /// Plain red.
  public static let red = UIColor(name: "UIColor.red", rgb: (1, 0, 0))
  /// Plain green.
  public static let green = UIColor(name: "UIColor.green", rgb: (0, 1, 0))
  /// Plain blue.
  public static let blue = UIColor(name: "UIColor.blue", rgb: (0, 0, 1))
  /// Plain cyan.
  public static let cyan = UIColor(name: "UIColor.cyan", rgb: (0, 1, 1))
  /// Plain yellow.
  public static let yellow = UIColor(name: "UIColor.yellow", rgb: (1, 1, 0))
  /// Plain magenta.
  public static let magenta = UIColor(name: "UIColor.magenta", rgb: (1, 0, 1))
  /// Plain orange.
  public static let orange = UIColor(name: "UIColor.orange", rgb: (1, 0.5, 0))
  /// Plain purple.
  public static let purple = UIColor(name: "UIColor.purple", rgb: (0.5, 0, 0.5))
  /// Plain brown.
  public static let brown = UIColor(name: "UIColor.brown", rgb: (0.6, 0.4, 0.2))
  /// No colour.
  public static let clear = UIColor(name: "clear", rgb: nil)
  /// The app's tint.
  public static let tintColor = UIColor(name: "accent", rgb: SystemPalette.blue)
}
