/// A shape erased to its protocol.
public struct AnyShape: Shape {
  private let outline: @MainActor (CGRect) -> Path

  /// Wraps a shape.
  ///
  /// - Parameter shape: The shape.
  public init<S: Shape>(_ shape: S) {
    outline = { shape.path(in: $0) }
  }

  /// The wrapped shape's outline.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// A part of a shape's outline, between two fractions of its length.
public struct _TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let start: CGFloat
  let end: CGFloat

  /// The part of the base shape's outline.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: start, to: end)
  }
}

extension Shape {
  /// A part of the shape's outline, from one fraction of its length to another: a ring that fills
  /// as progress is made.
  ///
  /// - Parameters:
  ///   - startFraction: Where the part starts, 0 to 1.
  ///   - endFraction: Where it ends, 0 to 1.
  /// - Returns: The trimmed shape.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(base: self, start: startFraction, end: endFraction)
  }
}

extension Path {
  /// The part of the path between two fractions of its length, as open lines.
  ///
  /// - Parameters:
  ///   - fromFraction: Where the part starts, 0 to 1.
  ///   - toFraction: Where it ends, 0 to 1.
  /// - Returns: The part.
  public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
    var segments: [(CGPoint, CGPoint)] = []
    for polygon in polygons {
      var points = polygon.points
      if polygon.isClosed, let first = points.first { points.append(first) }
      segments += zip(points, points.dropFirst()).map { ($0, $1) }
    }
    let lengths = segments.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
    let total = lengths.reduce(0, +)
    let (from, to) = (max(0, min(1, fromFraction)) * total, max(0, min(1, toFraction)) * total)
    guard total > 0, to > from else { return Path() }
    var result = Path()
    var walked: CGFloat = 0
    for (segment, length) in zip(segments, lengths) {
      defer { walked += length }
      guard walked + length > from, walked < to, length > 0 else { continue }
      func point(at distance: CGFloat) -> CGPoint {
        let t = (distance - walked) / length
        return CGPoint(
          x: segment.0.x + (segment.1.x - segment.0.x) * t, y: segment.0.y + (segment.1.y - segment.0.y) * t)
      }
      let start = point(at: max(from, walked))
      if result.currentPoint != start { result.move(to: start) }
      result.addLine(to: point(at: min(to, walked + length)))
    }
    return result
  }
}

extension _ShapeView {
  /// Draws the shape's outline over its fill.
  ///
  /// - Parameters:
  ///   - content: The style of the line.
  ///   - lineWidth: The width of the line.
  ///   - antialiased: Whether the edges are smoothed; accepted.
  /// - Returns: The filled and outlined shape.
  @inlinable
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    overlay(alignment: .center) { shape.stroke(content, lineWidth: lineWidth) }
  }
}

extension View {
  /// Draws the view's content in a primary and a secondary style: the hosts draw the primary.
  ///
  /// - Parameters:
  ///   - primary: The primary style.
  ///   - secondary: The secondary style.
  /// - Returns: The view.
  @inlinable
  public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    foregroundStyle(primary)
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle: `.clipShape(.rect)`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
  ///
  /// - Parameters:
  ///   - cornerRadius: The radius of every corner.
  ///   - style: How the corners curve.
  /// - Returns: The shape.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with elliptical corners.
  ///
  /// - Parameters:
  ///   - cornerSize: The size of every corner.
  ///   - style: How the corners curve.
  /// - Returns: The shape.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading corner's radius.
  ///   - bottomLeadingRadius: The bottom leading corner's radius.
  ///   - bottomTrailingRadius: The bottom trailing corner's radius.
  ///   - topTrailingRadius: The top trailing corner's radius.
  ///   - style: How the corners curve.
  /// - Returns: The shape.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle: `.clipShape(.circle)`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule: `.background(.blue, in: .capsule)`.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
