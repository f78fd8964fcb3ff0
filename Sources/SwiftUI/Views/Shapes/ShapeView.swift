/// A shape drawn in a style: what `fill(_:)` and `stroke(_:lineWidth:)` return and what a shape's
/// body is.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// Drawn by the runtime.
  public typealias Body = Never
  /// The shape.
  public var shape: Content
  /// The style it is drawn in.
  public var style: Style
  /// The fill rule.
  public var fillStyle: FillStyle

  /// A shape in a style.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - fillStyle: The fill rule.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }
}

/// A shape whose outline is drawn as a line: the width of the line.
@MainActor
protocol StrokedShapeDescribing {
  var lineWidth: CGFloat { get }
}

extension _StrokedShape: StrokedShapeDescribing {
  var lineWidth: CGFloat { style.lineWidth }
}

extension _ShapeView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    resolveShape(in: context)
  }

  /// The shape as one element; colours, gradients and materials as the colour the hosts draw.
  func resolveShape(in context: ResolveContext) -> [Element] {
    let shape = shape
    let content = ShapeContent(
      outline: { shape.path(in: $0) },
      color: style._drawnColor ?? context.environment.foregroundColor,
      lineWidth: (shape as? any StrokedShapeDescribing)?.lineWidth,
      evenOdd: fillStyle.isEOFilled,
      name: String(describing: Content.self))
    return [Element(content)]
  }
}

/// A shape as resolved: its outline for a frame, the colour it is drawn in (nil: the foreground) and
/// the width of its line when it is stroked rather than filled.
///
/// It takes the width it is offered (its frame's, when it has one) and, with no frame, a height of
/// 10 points, except as a background or an overlay (``ScreenBuilder/fillsOfferedSpace``). It makes
/// a ``ScreenRole/shape`` node, which the test host does not list, or an `other` element when it has
/// an accessibility label; the node's ``ScreenShape`` fact is what the terminal draws.
struct ShapeContent: ElementContent {
  let outline: @MainActor (CGRect) -> Path
  let color: Color?
  let lineWidth: CGFloat?
  let evenOdd: Bool
  let name: String

  static let idealSide: CGFloat = 10

  var fillsOfferedSpace: Bool { true }

  func isFlexibleWidth(_ element: Element) -> Bool { element.traits.fixedWidth == nil }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? Self.idealSide, height: Self.idealSide)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    // A frame's height, or the frame of the view it decorates; else its ideal height.
    let fills = (builder.fillsOfferedSpace || element.traits.fixedHeight != nil) && height.isFinite
    let size = CGSize(width: width, height: fills ? height : Self.idealSide)
    let frame = CGRect(origin: origin, size: size)
    let label = element.traits.accessibilityLabel
    var node = builder.makeNode(label == nil ? .shape : .other, label ?? "", frame, for: element)
    node.facts.shape = ScreenShape(
      path: outline(frame), color: color ?? node.facts.foreground, lineWidth: lineWidth, evenOdd: evenOdd,
      name: name)
    return ([node], size)
  }
}
