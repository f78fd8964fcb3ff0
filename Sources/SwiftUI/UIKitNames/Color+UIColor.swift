extension Color {
  /// A SwiftUI colour from a UIKit colour.
  ///
  /// - Parameter uiColor: The UIKit colour, such as `.systemGray6`.
  public init(uiColor: UIColor) {
    if let name = uiColor.name {
      self.init(name: name, rgb: uiColor.rgb)
    } else {
      let (red, green, blue) = uiColor.rgb ?? (0, 0, 0)
      self.init(red: red, green: green, blue: blue)
    }
  }

  /// A SwiftUI colour from a UIKit colour: `Color(.systemGray6)`.
  ///
  /// - Parameter color: The UIKit colour.
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }
}

extension UIColor {
  /// A SwiftUI colour, as a UIKit colour: `UIColor(.accentColor)`.
  ///
  /// - Parameter color: The colour.
  public convenience init(_ color: Color) {
    self.init(name: color.name, rgb: color.rgb)
  }
}
