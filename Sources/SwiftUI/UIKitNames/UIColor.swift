import Foundation

/// A colour, as UIKit names it: the system colours pure SwiftUI apps use through `Color(uiColor:)` or
/// `Color(.systemGray6)`, with their light-mode components.
public final class UIColor: Sendable {
  let color: Color

  init(_ name: String, _ rgb: (Double, Double, Double)) {
    color = Color(name: name, rgb: rgb)
  }

  /// A colour from red, green and blue components.
  ///
  /// - Parameters:
  ///   - red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - alpha: The opacity; accepted.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A grey.
  ///
  /// - Parameters:
  ///   - white: The white level, 0 to 1.
  ///   - alpha: The opacity; accepted.
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  /// A colour from the app's asset catalog; there is none on Linux, so the colour keeps its name.
  ///
  /// - Parameter name: The colour set's name.
  public init?(named name: String) {
    color = Color(name)
  }

  /// A SwiftUI colour, as a UIKit colour.
  ///
  /// - Parameter color: The colour.
  public init(_ color: Color) {
    self.color = color
  }

  /// The colour with an opacity; the hosts draw it opaque.
  ///
  /// - Parameter alpha: The opacity.
  /// - Returns: The colour.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

  /// The colour of the primary text.
  public static let label = UIColor("label", (0, 0, 0))
  /// The colour of secondary text.
  public static let secondaryLabel = UIColor("secondaryLabel", (0.55, 0.55, 0.58))
  /// The colour of tertiary text.
  public static let tertiaryLabel = UIColor("tertiaryLabel", (0.75, 0.75, 0.77))
  /// The colour of quaternary text.
  public static let quaternaryLabel = UIColor("quaternaryLabel", (0.85, 0.85, 0.87))
  /// The colour of a field's placeholder.
  public static let placeholderText = UIColor("placeholderText", (0.75, 0.75, 0.77))
  /// The colour of separator lines.
  public static let separator = UIColor("separator", (0.78, 0.78, 0.80))
  /// The colour of links.
  public static let link = UIColor("link", (0.0, 0.48, 1.0))
  /// The colour of the main background.
  public static let systemBackground = UIColor("systemBackground", (1, 1, 1))
  /// The colour of content layered on the main background.
  public static let secondarySystemBackground = UIColor("secondarySystemBackground", (0.95, 0.95, 0.97))
  /// The colour of content layered on secondary content.
  public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", (1, 1, 1))
  /// The colour of a grouped list's background.
  public static let systemGroupedBackground = UIColor("systemGroupedBackground", (0.95, 0.95, 0.97))
  /// The colour of a grouped list's rows.
  public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground", (1, 1, 1))
  /// The colour of thin and small shapes.
  public static let systemFill = UIColor("systemFill", (0.47, 0.47, 0.50))
  /// The colour of the base grey.
  public static let systemGray = UIColor("systemGray", (0.56, 0.56, 0.58))
  /// The colour of the second grey.
  public static let systemGray2 = UIColor("systemGray2", (0.68, 0.68, 0.70))
  /// The colour of the third grey.
  public static let systemGray3 = UIColor("systemGray3", (0.78, 0.78, 0.80))
  /// The colour of the fourth grey.
  public static let systemGray4 = UIColor("systemGray4", (0.82, 0.82, 0.84))
  /// The colour of the fifth grey.
  public static let systemGray5 = UIColor("systemGray5", (0.90, 0.90, 0.92))
  /// The colour of the lightest grey.
  public static let systemGray6 = UIColor("systemGray6", (0.95, 0.95, 0.97))
  /// The system's red.
  public static let systemRed = UIColor(Color.red)
  /// The system's orange.
  public static let systemOrange = UIColor(Color.orange)
  /// The system's yellow.
  public static let systemYellow = UIColor(Color.yellow)
  /// The system's green.
  public static let systemGreen = UIColor(Color.green)
  /// The system's mint.
  public static let systemMint = UIColor(Color.mint)
  /// The system's teal.
  public static let systemTeal = UIColor(Color.teal)
  /// The system's cyan.
  public static let systemCyan = UIColor(Color.cyan)
  /// The system's blue.
  public static let systemBlue = UIColor(Color.blue)
  /// The system's indigo.
  public static let systemIndigo = UIColor(Color.indigo)
  /// The system's purple.
  public static let systemPurple = UIColor(Color.purple)
  /// The system's pink.
  public static let systemPink = UIColor(Color.pink)
  /// The system's brown.
  public static let systemBrown = UIColor(Color.brown)
  /// Plain black.
  public static let black = UIColor("UIColor.black", (0, 0, 0))
  /// Plain white.
  public static let white = UIColor("UIColor.white", (1, 1, 1))
  /// Plain gray.
  public static let gray = UIColor("UIColor.gray", (0.5, 0.5, 0.5))
  /// Plain lightGray.
  public static let lightGray = UIColor("UIColor.lightGray", (0.667, 0.667, 0.667))
  /// Plain darkGray.
  public static let darkGray = UIColor("UIColor.darkGray", (0.333, 0.333, 0.333))
  /// Plain red.
  public static let red = UIColor("UIColor.red", (1, 0, 0))
  /// Plain green.
  public static let green = UIColor("UIColor.green", (0, 1, 0))
  /// Plain blue.
  public static let blue = UIColor("UIColor.blue", (0, 0, 1))
  /// Plain cyan.
  public static let cyan = UIColor("UIColor.cyan", (0, 1, 1))
  /// Plain yellow.
  public static let yellow = UIColor("UIColor.yellow", (1, 1, 0))
  /// Plain magenta.
  public static let magenta = UIColor("UIColor.magenta", (1, 0, 1))
  /// Plain orange.
  public static let orange = UIColor("UIColor.orange", (1, 0.5, 0))
  /// Plain purple.
  public static let purple = UIColor("UIColor.purple", (0.5, 0, 0.5))
  /// Plain brown.
  public static let brown = UIColor("UIColor.brown", (0.6, 0.4, 0.2))
  /// No colour.
  public static let clear = UIColor(Color.clear)
  /// The app's tint.
  public static let tintColor = UIColor(Color.accentColor)
}

extension Color {
  /// A SwiftUI colour from a UIKit colour.
  ///
  /// - Parameter uiColor: The UIKit colour, such as `.systemGray6`.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// A SwiftUI colour from a UIKit colour: `Color(.systemGray6)`.
  ///
  /// - Parameter color: The UIKit colour.
  public init(_ color: UIColor) {
    self = color.color
  }
}
