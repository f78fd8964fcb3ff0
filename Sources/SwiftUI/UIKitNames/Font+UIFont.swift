extension Font {
  /// A SwiftUI font from a UIKit font: the system font at its size and weight, or a font by name.
  ///
  /// - Parameter font: The UIKit font.
  public init(_ font: UIFont) {
    guard font.fontName == ".SFUI" else {
      self = .custom(font.fontName, size: font.pointSize)
      return
    }
    let weights: [(UIFont.Weight, Font.Weight)] = [
      (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
      (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
    ]
    let weight = weights.min {
      abs($0.0.rawValue - font.weight.rawValue) < abs($1.0.rawValue - font.weight.rawValue)
    }
    self = .system(size: font.pointSize, weight: weight?.1)
  }
}
