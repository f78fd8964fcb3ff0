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
