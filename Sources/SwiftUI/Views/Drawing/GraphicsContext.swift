import Foundation

/// What a `Canvas`'s renderer draws into: paths filled or stroked in a shading, through a transform
/// the renderer may move, turn and scale.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///   context.stroke(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red), lineWidth: 2)
/// }
/// ```
///
/// The hosts draw the paths, each in one colour; text, images and resolved symbols are recorded and
/// not drawn, and opacity, blend modes, filters and clipping are accepted (docs/DIVERGENCES.md).
public struct GraphicsContext {
  /// The paths drawn so far, shared by every copy of the context a renderer makes (as Apple's
  /// context draws into one layer).
  final class Recording {
    var shapes: [(path: Path, color: Color?, lineWidth: CGFloat?, evenOdd: Bool)] = []
    var texts: [String] = []
  }

  let recording: Recording
  let foreground: Color?

  /// The transform applied to what is drawn from now on.
  public var transform: CGAffineTransform = .identity
  /// The opacity of what is drawn; accepted.
  public var opacity: Double = 1
  /// How what is drawn combines with what is below; accepted.
  public var blendMode: BlendMode = .normal

  init(recording: Recording, foreground: Color?) {
    self.recording = recording
    self.foreground = foreground
  }

  /// A colour, gradient or style that paths are drawn in.
  public struct Shading: Sendable {
    let color: Color?

    /// A colour.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The shading.
    public static func color(_ color: Color) -> Shading { Shading(color: color) }

    /// A shape style: a colour, a level of the foreground, a gradient (drawn as its first colour).
    ///
    /// - Parameter style: The style.
    /// - Returns: The shading.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: style._drawnColor) }

    /// The foreground style of the canvas's environment.
    public static var foreground: Shading { Shading(color: nil) }

    /// A linear gradient, drawn as its first colour.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    ///   - options: Its options; accepted.
    /// - Returns: The shading.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color)
    }

    /// A radial gradient, drawn as its first colour.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its centre.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    ///   - options: Its options; accepted.
    /// - Returns: The shading.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color)
    }
  }

  /// How a gradient shading repeats; accepted.
  public struct GradientOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Repeats it mirrored.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolates in linear colour.
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// Fills a path.
  ///
  /// - Parameters:
  ///   - path: The path, in the canvas's coordinates before the transform.
  ///   - shading: What it is filled with.
  ///   - style: The fill rule.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recording.shapes.append(
      (path.applying(transform), shading.color ?? foreground, nil, style.isEOFilled))
  }

  /// Strokes a path's outline.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - shading: What the line is drawn in.
  ///   - lineWidth: The line's width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    recording.shapes.append((path.applying(transform), shading.color ?? foreground, lineWidth, false))
  }

  /// Strokes a path's outline in a stroke style.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - shading: What the line is drawn in.
  ///   - style: The line's width, caps, joins and dashes (the width is kept).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws a text; recorded, not drawn.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - point: Where its anchor goes.
  ///   - anchor: The point of the text placed there.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    recording.texts.append(text.plainText(locale: .runtimeDefault))
  }

  /// Draws a text in a rectangle; recorded, not drawn.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - rect: The rectangle.
  public func draw(_ text: Text, in rect: CGRect) {
    recording.texts.append(text.plainText(locale: .runtimeDefault))
  }

  /// Draws an image; accepted, not drawn.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - rect: Where.
  ///   - fillStyle: The fill rule.
  public func draw(_ image: Image, in rect: CGRect, style fillStyle: FillStyle = FillStyle()) {}

  /// Moves what is drawn from now on.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance.
  ///   - y: The vertical distance.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Turns what is drawn from now on.
  ///
  /// - Parameter angle: The angle.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Scales what is drawn from now on.
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Applies a transform before the current one.
  ///
  /// - Parameter matrix: The transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips what is drawn from now on to a path; accepted, nothing is clipped.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - style: The fill rule.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}

  /// Runs drawing in a copy of the context, whose transform and settings end with it.
  ///
  /// - Parameter body: The drawing.
  /// - Returns: What the body returns.
  public func drawLayer<Result>(content body: (inout GraphicsContext) throws -> Result) rethrows -> Result {
    var copy = self
    return try body(&copy)
  }
}
