/// A circle centred in its frame, as wide as the frame's shorter side.
///
/// ```swift
/// Image("turtlerock").clipShape(Circle()).overlay { Circle().stroke(.white, lineWidth: 4) }
/// ```
@frozen public struct Circle: InsettableShape {
  /// A circle.
  public init() {}

  /// The circle's outline in the frame.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  /// The circle inset.
  ///
  /// - Parameter amount: How far to inset.
  /// - Returns: The inset circle.
  public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

/// An ellipse filling its frame.
@frozen public struct Ellipse: InsettableShape {
  /// An ellipse.
  public init() {}

  /// The ellipse's outline in the frame.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  /// The ellipse inset.
  ///
  /// - Parameter amount: How far to inset.
  /// - Returns: The inset ellipse.
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle whose shorter sides are half circles.
///
/// ```swift
/// Text("New").padding(4).background(Capsule().fill(.yellow))
/// ```
@frozen public struct Capsule: InsettableShape {
  /// How the ends curve.
  public var style: RoundedCornerStyle

  /// A capsule.
  ///
  /// - Parameter style: How the ends curve.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  /// The capsule's outline in the frame.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }

  /// The capsule inset.
  ///
  /// - Parameter amount: How far to inset.
  /// - Returns: The inset capsule.
  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}
