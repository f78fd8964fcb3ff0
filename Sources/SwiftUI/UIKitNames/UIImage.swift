import Foundation

/// An image, as UIKit names it: enough for `Image(uiImage:)`. There is no asset catalog on Linux,
/// so an image by name always exists and keeps its name.
public final class UIImage: Sendable {
  let name: String
  let isSystem: Bool

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
}

extension Image {
  /// An image made from a UIKit image.
  ///
  /// - Parameter uiImage: The image.
  public init(uiImage: UIImage) {
    if uiImage.isSystem {
      self.init(systemName: uiImage.name)
    } else {
      self.init(uiImage.name)
    }
  }
}
