/// A 2D shape: an outline for any rectangle, drawn as a view filled with the foreground style.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
///
/// A shape takes the width it is offered; with no frame its height is 10 points (its ideal size),
/// except as a background or an overlay, where it takes the frame of the view it decorates. It has no
/// accessibility element unless it is given a label. The terminal host fills it with shade characters
/// in its colour, or draws its outline.
///
/// A shape may declare `animatableData` as on iOS; it does not refine ``Animatable`` here, since
/// animations finish at once and nothing reads it, and a main-actor shape's conformance to the
/// nonisolated `Animatable` would not compile in Swift 6 mode (docs/DIVERGENCES.md).
@MainActor @preconcurrency
public protocol Shape: Sendable, View {
  /// The outline of the shape in a rectangle.
  ///
  /// - Parameter rect: The frame the shape is drawn in.
  /// - Returns: The outline.
  func path(in rect: CGRect) -> Path

  /// The size the shape takes for a proposal: all of it, or 10 points where nothing is proposed.
  ///
  /// - Parameter proposal: The proposed size.
  /// - Returns: The size.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// The shape filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

  /// Takes the proposal, or 10 points on an axis where nothing is proposed.
  ///
  /// - Parameter proposal: The proposed size.
  /// - Returns: The size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  /// Fills the shape with a style.
  ///
  /// - Parameters:
  ///   - content: The style: a colour, a gradient, a material.
  ///   - style: The fill rule.
  /// - Returns: The filled shape.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<
    Self, S
  > {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// Draws the shape's outline in a style.
  ///
  /// - Parameters:
  ///   - content: The style of the line.
  ///   - lineWidth: The width of the line, centred on the outline.
  ///   - antialiased: Whether the edges are smoothed; accepted.
  /// - Returns: The outlined shape.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Draws the shape's outline in a style, with a line style.
  ///
  /// - Parameters:
  ///   - content: The style of the line.
  ///   - style: The width, caps, joins and dashes of the line.
  ///   - antialiased: Whether the edges are smoothed; accepted.
  /// - Returns: The outlined shape.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
  }

  /// The shape's outline, as a shape, in the foreground style.
  ///
  /// - Parameter lineWidth: The width of the line.
  /// - Returns: The outline as a shape.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline, as a shape, with a line style.
  ///
  /// - Parameter style: The line style.
  /// - Returns: The outline as a shape.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }
}

/// A shape that can be inset, so that a border can be drawn inside its frame.
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// The shape inset on every edge.
  ///
  /// - Parameter amount: How far to inset, in points.
  /// - Returns: The inset shape.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Draws a border inside the shape's frame, in a style.
  ///
  /// - Parameters:
  ///   - content: The style of the line.
  ///   - lineWidth: The width of the line, all inside the frame.
  ///   - antialiased: Whether the edges are smoothed; accepted.
  /// - Returns: The bordered shape.
  @inlinable
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View
  {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }

  /// Draws a border inside the shape's frame, in a style, with a line style.
  ///
  /// - Parameters:
  ///   - content: The style of the line.
  ///   - style: The line style.
  ///   - antialiased: Whether the edges are smoothed; accepted.
  /// - Returns: The bordered shape.
  @inlinable
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  )
    -> some View
  {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }
}

/// A shape inset on every edge.
public struct _InsetShape<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat

  /// The base shape's outline in the inset rectangle.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
  }

  /// The shape inset further.
  ///
  /// - Parameter amount: How much more to inset.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

/// A shape's outline drawn as a line.
public struct _StrokedShape<Base: Shape>: Shape {
  let shape: Base
  let style: StrokeStyle

  /// The outline of the base shape; hosts draw it as a line of the style's width.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The outline.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// How a line is drawn: its width, caps, joins and dashes. Hosts draw the width; the rest is accepted.
public struct StrokeStyle: Equatable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// The ends of open lines.
  public var lineCap: CGLineCap
  /// The corners between segments.
  public var lineJoin: CGLineJoin
  /// The limit of mitred corners.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps.
  public var dash: [CGFloat]
  /// Where the dashes start.
  public var dashPhase: CGFloat

  /// A line style.
  ///
  /// - Parameters:
  ///   - lineWidth: The width of the line.
  ///   - lineCap: The ends of open lines.
  ///   - lineJoin: The corners.
  ///   - miterLimit: The limit of mitred corners.
  ///   - dash: The lengths of dashes and gaps.
  ///   - dashPhase: Where the dashes start.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// The ends of open lines.
public enum CGLineCap: Int32, Sendable {
  /// Square, at the end point.
  case butt
  /// Round.
  case round
  /// Square, past the end point.
  case square
}

/// The corners between a line's segments.
public enum CGLineJoin: Int32, Sendable {
  /// Mitred.
  case miter
  /// Round.
  case round
  /// Bevelled.
  case bevel
}

/// How a shape is filled: by the non-zero rule or the even-odd one.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule is used.
  public var isEOFilled: Bool
  /// Whether edges are smoothed; accepted.
  public var isAntialiased: Bool

  /// A fill style.
  ///
  /// - Parameters:
  ///   - eoFill: True for the even-odd rule.
  ///   - antialiased: Whether edges are smoothed.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

extension Path: Shape {
  /// The path itself, whatever the frame.
  ///
  /// - Parameter rect: The frame; ignored.
  /// - Returns: This path.
  public func path(in rect: CGRect) -> Path { self }
}
