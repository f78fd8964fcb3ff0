import Foundation

/// An image, as UIKit names it: enough for `Image(uiImage:)`. There is no asset catalog on Linux,
/// so an image by name always exists and keeps its name; `Image(uiImage:)` shows it.
public final class UIImage: Sendable, Hashable {
  /// The asset's or symbol's name.
  package let name: String
  /// Whether the name is a system symbol's.
  package let isSystem: Bool

  /// An image from the app's assets.
  ///
  /// - Parameter name: The asset's name.
  public init?(named name: String) {
    self.name = name
    isSystem = false
  }

  /// A system symbol.
  ///
  /// - Parameter name: The symbol's name, such as "star.fill".
  public init?(systemName name: String) {
    self.name = name
    isSystem = true
  }

  /// Images are equal when they are the same asset or symbol, as a test reads them.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.isSystem == rhs.isSystem
  }

  /// Hashes the asset's or symbol's name.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSystem)
  }
}
