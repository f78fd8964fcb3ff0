import SwiftUI

/// The colours the SVG picture draws with: iOS's system colours in light mode, as `#RRGGBB`.
enum SVGPalette {
  /// Text.
  static let label = "#000000"
  /// Secondary text: section headers, placeholders, a country under a city.
  static let secondaryLabel = "#8A8A8E"
  /// Disabled text and controls.
  static let tertiaryLabel = "#C4C4C6"
  /// Lines between rows and under bars.
  static let separator = "#C6C6C8"
  /// Behind a grouped list's sections.
  static let groupedBackground = "#F2F2F7"
  /// Bars: navigation bars, tab bars, toolbars.
  static let barBackground = "#F9F9F9"
  /// Inside a text field, a search field, a stepper, a value's capsule.
  static let fill = "#EEEEF0"
  /// Behind a selected row.
  static let selection = "#D1D1D6"
  /// The app's accent colour, where nothing sets a tint.
  static let accent = "#007AFF"
  /// Destructive buttons.
  static let destructive = "#FF3B30"
  /// A switch that is on.
  static let on = "#34C759"
  /// A switch that is off.
  static let off = "#E9E9EB"
  /// The device's body around its screen.
  static let bezel = "#1C1C1E"
  /// Screens, cards, rows.
  static let background = "#FFFFFF"
  /// What a presentation lays over what it covers, at ``dimmingOpacity``.
  static let dimming = "#000000"
  /// How dark the dimming is.
  static let dimmingOpacity = 0.25

  /// A SwiftUI colour as the picture draws it: its components, black for the primary colour and for
  /// an asset's colour (there is no asset catalog), nil for the clear colour.
  ///
  /// - Parameter color: The colour an element was given.
  /// - Returns: `#RRGGBB`, or nil when nothing should be drawn.
  static func hex(_ color: Color) -> String? {
    switch color.description {
    case "clear": return nil
    case "secondary": return secondaryLabel
    default: break
    }
    guard let rgb = color.components else { return label }
    func byte(_ value: Double) -> String {
      let scaled = Int((max(0, min(1, value)) * 255).rounded())
      let digits = String(scaled, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(rgb.red) + byte(rgb.green) + byte(rgb.blue)
  }
}
