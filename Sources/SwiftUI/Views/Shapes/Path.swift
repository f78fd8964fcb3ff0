import Foundation

/// The outline of a 2D shape: lines and curves, in points.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 0, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 0))
///   path.closeSubpath()
/// }
/// ```
///
/// Arcs and ellipses are kept as short straight segments; hosts draw a path at their resolution.
public struct Path: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the subpath's start.
    case closeSubpath
  }

  private(set) var elements: [Element] = []
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A rectangle's outline.
  ///
  /// - Parameter rect: The rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rounded rectangle's outline.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The radius of every corner.
  ///   - style: The corners' curve.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle's outline, with elliptical corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The size of every corner.
  ///   - style: The corners' curve.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The outline of the ellipse inscribed in a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// A path built by a closure.
  ///
  /// - Parameter callback: Draws into the new path.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point drawn to, or nil for an empty path.
  public var currentPoint: CGPoint? {
    guard let last = elements.last else { return nil }
    switch last {
    case .move(let point), .line(let point): return point
    case .quadCurve(let point, _), .curve(let point, _, _): return point
    case .closeSubpath: return subpathStart
    }
  }

  /// Calls a closure with each element of the path, in order.
  ///
  /// - Parameter body: Receives each element.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  // MARK: Drawing

  /// Starts a new subpath at a point.
  ///
  /// - Parameter end: The point.
  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
    subpathStart = end
  }

  /// Adds a straight line from the current point.
  ///
  /// - Parameter end: Where the line ends.
  public mutating func addLine(to end: CGPoint) {
    if currentPoint == nil { move(to: end) } else { elements.append(.line(to: end)) }
  }

  /// Adds straight lines through points, starting a new subpath at the first.
  ///
  /// - Parameter points: The points.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic curve from the current point.
  ///
  /// - Parameters:
  ///   - end: Where the curve ends.
  ///   - control: Its control point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic curve from the current point.
  ///
  /// - Parameters:
  ///   - end: Where the curve ends.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
  }

  /// Adds a rectangle as a closed subpath.
  ///
  /// - Parameter rect: The rectangle.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Adds rectangles, each as a closed subpath.
  ///
  /// - Parameter rects: The rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a rounded rectangle as a closed subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The size of every corner.
  ///   - style: The corners' curve; both draw as quarter ellipses here.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let radius = cornerSize.width
    addRoundedRect(
      in: rect, radii: (radius, radius, radius, radius), height: cornerSize.height / max(radius, 0.0001))
  }

  /// Adds a rectangle with a radius for each corner, as a closed subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadii: The radius of each corner.
  ///   - style: The corners' curve.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect,
      radii: (
        cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading
      ),
      height: 1)
  }

  /// Corners clockwise from the top leading one; `height` scales their vertical radius.
  private mutating func addRoundedRect(
    in rect: CGRect, radii: (CGFloat, CGFloat, CGFloat, CGFloat), height: CGFloat
  ) {
    let limit = min(rect.width, rect.height) / 2
    let r = [radii.0, radii.1, radii.2, radii.3].map { min(max(0, $0), limit) }
    let centers = [
      CGPoint(x: rect.minX + r[0], y: rect.minY + r[0] * height),
      CGPoint(x: rect.maxX - r[1], y: rect.minY + r[1] * height),
      CGPoint(x: rect.maxX - r[2], y: rect.maxY - r[2] * height),
      CGPoint(x: rect.minX + r[3], y: rect.maxY - r[3] * height),
    ]
    var points: [CGPoint] = []
    for corner in 0..<4 {
      let start = Double.pi * (1 + 0.5 * Double(corner))
      for step in 0...4 {
        let angle = start + Double.pi / 2 * Double(step) / 4
        points.append(
          CGPoint(
            x: centers[corner].x + r[corner] * cos(angle),
            y: centers[corner].y + r[corner] * height * sin(angle)))
      }
    }
    addLines(points)
    closeSubpath()
  }

  /// Adds the ellipse inscribed in a rectangle, as a closed subpath.
  ///
  /// - Parameter rect: The rectangle.
  public mutating func addEllipse(in rect: CGRect) {
    let steps = 48
    let points = (0..<steps).map { step -> CGPoint in
      let angle = 2 * Double.pi * Double(step) / Double(steps)
      return CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
    }
    addLines(points)
    closeSubpath()
  }

  /// Adds an arc of a circle, with a line to its start from the current point.
  ///
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts (0 points along the x axis; y grows downwards).
  ///   - endAngle: Where it ends.
  ///   - clockwise: Whether the angle decreases from start to end (Core Graphics' sense, as
  ///     SwiftUI's).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let steps = max(2, Int((abs(sweep) / (2 * .pi) * 48).rounded(.up)))
    for step in 0...steps {
      let angle = startAngle.radians + sweep * Double(step) / Double(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if step == 0 && currentPoint == nil { move(to: point) } else { addLine(to: point) }
    }
  }

  /// Adds another path's elements.
  ///
  /// - Parameters:
  ///   - path: The path to add.
  ///   - transform: A transform applied to it first.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.applying(transform).elements {
      if case .move(let point) = element { subpathStart = point }
      elements.append(element)
    }
  }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingRect: CGRect {
    let points = polygons.flatMap(\.points)
    guard let first = points.first else { return .null }
    var rect = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
    return rect
  }

  /// Whether a point lies inside the path, by the non-zero rule or the even-odd one.
  ///
  /// - Parameters:
  ///   - point: The point.
  ///   - eoFill: True for the even-odd rule.
  /// - Returns: Whether the point is inside.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polygons where polygon.points.count > 2 {
      let points = polygon.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if x > point.x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The path moved by an offset.
  ///
  /// - Parameters:
  ///   - dx: The horizontal offset.
  ///   - dy: The vertical offset.
  /// - Returns: The moved path.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    mappingPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// The path moved, turned or scaled by a transform.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The transformed path.
  public func applying(_ transform: CGAffineTransform) -> Path {
    transform.isIdentity ? self : mappingPoints { $0.applying(transform) }
  }

  /// The path with every point, end and control, moved by a function.
  private func mappingPoints(_ move: (CGPoint) -> CGPoint) -> Path {
    var moved = Path()
    moved.elements = elements.map { element in
      switch element {
      case .move(let point): return .move(to: move(point))
      case .line(let point): return .line(to: move(point))
      case .quadCurve(let point, let control): return .quadCurve(to: move(point), control: move(control))
      case .curve(let point, let c1, let c2):
        return .curve(to: move(point), control1: move(c1), control2: move(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    moved.subpathStart = subpathStart.map(move)
    return moved
  }

  // MARK: Flattening

  /// A subpath as straight segments: its points and whether it closes.
  package struct Polygon: Equatable, Sendable {
    /// The points, in order.
    package var points: [CGPoint]
    /// Whether the last point joins the first.
    package var isClosed: Bool
  }

  /// The subpaths as polygons, curves flattened into short segments.
  package var polygons: [Polygon] {
    var result: [Polygon] = []
    var current = Polygon(points: [], isClosed: false)
    func finish() {
      if !current.points.isEmpty { result.append(current) }
      current = Polygon(points: [], isClosed: false)
    }
    for element in elements {
      let from = current.points.last ?? .zero
      switch element {
      case .move(let point):
        finish()
        current.points = [point]
      case .line(let point):
        current.points.append(point)
      case .quadCurve(let end, let control):
        current.points += Self.flatten(from, control, control, end)
      case .curve(let end, let c1, let c2):
        current.points += Self.flatten(from, c1, c2, end)
      case .closeSubpath:
        current.isClosed = true
        finish()
      }
    }
    finish()
    return result
  }

  private static func flatten(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    (1...16).map { step in
      let t = CGFloat(step) / 16
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return CGPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
  }
}

/// How the corners of a rounded rectangle curve.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Continuous curvature, as the system draws corners.
  case continuous
}

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Equatable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner.
  ///
  /// - Parameters:
  ///   - topLeading: The top leading corner's radius.
  ///   - bottomLeading: The bottom leading corner's radius.
  ///   - bottomTrailing: The bottom trailing corner's radius.
  ///   - topTrailing: The top trailing corner's radius.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
