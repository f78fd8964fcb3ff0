import SwiftUI

/// The app's highlight colour, read from the environment (the swipe actions are tinted with it).
struct HighlightKey: EnvironmentKey {
  static let defaultValue = Color.orange
}

extension EnvironmentValues {
  /// The app's highlight colour.
  var highlight: Color {
    get { self[HighlightKey.self] }
    set { self[HighlightKey.self] = newValue }
  }
}
