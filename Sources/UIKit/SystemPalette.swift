/// The light-mode components of iOS's system colours, 0 to 1: the one table SwiftUI's `Color.red`
/// and UIKit's `UIColor.systemRed` both draw from.
package enum SystemPalette {
  /// A colour's red, green and blue components.
  package typealias RGB = (red: Double, green: Double, blue: Double)

  package static let red: RGB = (1.0, 0.23, 0.19)
  package static let orange: RGB = (1.0, 0.58, 0.0)
  package static let yellow: RGB = (1.0, 0.8, 0.0)
  package static let green: RGB = (0.2, 0.78, 0.35)
  package static let mint: RGB = (0.0, 0.78, 0.75)
  package static let teal: RGB = (0.19, 0.69, 0.78)
  package static let cyan: RGB = (0.2, 0.68, 0.9)
  package static let blue: RGB = (0.0, 0.48, 1.0)
  package static let indigo: RGB = (0.35, 0.34, 0.84)
  package static let purple: RGB = (0.69, 0.32, 0.87)
  package static let pink: RGB = (1.0, 0.18, 0.33)
  package static let brown: RGB = (0.64, 0.52, 0.37)
  package static let gray: RGB = (0.56, 0.56, 0.58)
  package static let secondaryLabel: RGB = (0.55, 0.55, 0.58)
  package static let tertiaryLabel: RGB = (0.75, 0.75, 0.77)
  package static let quaternaryLabel: RGB = (0.85, 0.85, 0.87)
}

extension SystemPalette {
  /// The components of a colour given by hue, saturation and brightness.
  ///
  /// - Parameters:
  ///   - hue: The hue, 0 to 1 around the colour wheel (0 and 1 are red).
  ///   - saturation: The saturation, 0 (grey) to 1.
  ///   - brightness: The brightness, 0 (black) to 1.
  /// - Returns: The red, green and blue components.
  package static func rgb(hue: Double, saturation: Double, brightness: Double) -> RGB {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let fraction = h - Double(Int(h))
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * fraction)
    let t = v * (1 - saturation * (1 - fraction))
    let sectors: [RGB] = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)]
    return sectors[sector]
  }
}
