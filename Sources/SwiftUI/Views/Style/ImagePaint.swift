/// An image tiled to fill or stroke a shape: `Capsule().strokeBorder(ImagePaint(image: …), lineWidth: 20)`.
///
/// The hosts draw no pixels, so a shape painted with an image is drawn in the foreground style, as
/// docs/DIVERGENCES.md records; the image and its part are kept.
public struct ImagePaint: ShapeStyle {
  /// The image tiled.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// How much the image is scaled.
  public var scale: CGFloat

  /// An image paint.
  ///
  /// - Parameters:
  ///   - image: The image to tile.
  ///   - sourceRect: The part of the image used, in unit coordinates; all of it by default.
  ///   - scale: How much the image is scaled.
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)
  {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// The colour the hosts draw this style in (see ``ShapeStyle/_drawnColor``).
  public var _drawnColor: Color? { nil }
}

extension ShapeStyle where Self == ImagePaint {
  /// An image tiled as a style.
  ///
  /// - Parameters:
  ///   - image: The image to tile.
  ///   - sourceRect: The part of the image used, in unit coordinates.
  ///   - scale: How much the image is scaled.
  /// - Returns: The style.
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
