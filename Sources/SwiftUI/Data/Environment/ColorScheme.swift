/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The appearance of this view: light unless the view or an ancestor prefers dark.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Asks for an appearance. The view and everything inside it read it as `\.colorScheme`
  /// (SwiftUI applies it to the whole window or presentation); nil keeps the system's, light.
  ///
  /// - Parameter colorScheme: The appearance, or nil for the system's.
  /// - Returns: The view.
  @inlinable
  public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(ElementModifier.preferredColorScheme(colorScheme))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func preferredColorScheme(_ colorScheme: ColorScheme?) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { environment in
        if let colorScheme { environment.colorScheme = colorScheme }
      })
  }
}
