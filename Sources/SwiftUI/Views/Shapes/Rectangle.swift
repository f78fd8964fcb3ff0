/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(.blue).frame(height: 4)
/// ```
@frozen public struct Rectangle: InsettableShape {
  /// A rectangle.
  public init() {}

  /// The frame's outline.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The rectangle inset on every edge.
  ///
  /// - Parameter amount: How far to inset.
  /// - Returns: The inset rectangle.
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners filling its frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.white)
/// ```
@frozen public struct RoundedRectangle: InsettableShape {
  /// The size of the corners.
  public var cornerSize: CGSize
  /// How the corners curve.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with a corner radius.
  ///
  /// - Parameters:
  ///   - cornerRadius: The radius of every corner.
  ///   - style: How the corners curve.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// A rounded rectangle with elliptical corners.
  ///
  /// - Parameters:
  ///   - cornerSize: The size of every corner.
  ///   - style: How the corners curve.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded outline of the frame.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

  /// The rounded rectangle inset on every edge.
  ///
  /// - Parameter amount: How far to inset.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

/// A rectangle with a radius for each corner.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
/// ```
@frozen public struct UnevenRoundedRectangle: InsettableShape {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners curve.
  public var style: RoundedCornerStyle

  /// A rectangle with the given corner radii.
  ///
  /// - Parameters:
  ///   - cornerRadii: The radius of each corner.
  ///   - style: How the corners curve.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading corner's radius.
  ///   - bottomLeadingRadius: The bottom leading corner's radius.
  ///   - bottomTrailingRadius: The bottom trailing corner's radius.
  ///   - topTrailingRadius: The top trailing corner's radius.
  ///   - style: How the corners curve.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    cornerRadii = RectangleCornerRadii(
      topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
      topTrailing: topTrailingRadius)
    self.style = style
  }

  /// The outline of the frame with its corners rounded.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return path
  }

  /// The shape inset on every edge.
  ///
  /// - Parameter amount: How far to inset.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

/// The shape of the container a view is in (a widget, a window's corner); a rectangle here, as no
/// host draws rounded containers.
@frozen public struct ContainerRelativeShape: InsettableShape {
  /// The container's shape.
  public init() {}

  /// The frame's outline.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The shape inset on every edge.
  ///
  /// - Parameter amount: How far to inset.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
    _InsetShape(base: self, amount: amount)
  }
}
