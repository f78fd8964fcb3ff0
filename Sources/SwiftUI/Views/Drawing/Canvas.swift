import Foundation

/// A view an app draws into with a renderer: paths filled and stroked through a
/// ``GraphicsContext``, drawn again whenever the view updates.
///
/// ```swift
/// Canvas { context, size in
///   let bar = Path(CGRect(x: 0, y: size.height / 2, width: size.width * progress, height: 4))
///   context.fill(bar, with: .color(.accentColor))
/// }
/// .frame(height: 40)
/// ```
///
/// Like a shape it takes the width offered and, with no frame, a height of 10 points. It is no
/// accessibility element unless it has a label; the paths are what the hosts draw.
public struct Canvas<Symbols: View>: View {
  @usableFromInline let renderer: (inout GraphicsContext, CGSize) -> Void
  @usableFromInline let symbols: Symbols

  /// A canvas with symbols the renderer can draw by tag; symbols are accepted and not drawn.
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas is opaque; accepted.
  ///   - colorMode: The working colour space; accepted.
  ///   - rendersAsynchronously: Whether it may draw off the main thread; accepted.
  ///   - renderer: Draws into the context for the canvas's size.
  ///   - symbols: Views the renderer may resolve and draw.
  @inlinable
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas.
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas is opaque; accepted.
  ///   - colorMode: The working colour space; accepted.
  ///   - rendersAsynchronously: Whether it may draw off the main thread; accepted.
  ///   - renderer: Draws into the context for the canvas's size.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    symbols = EmptyView()
  }
}

extension Canvas: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    [Element(CanvasContent(renderer: renderer, foreground: context.environment.foregroundColor))]
  }
}

/// A canvas as resolved: its renderer, run when the canvas is placed, for the size it gets.
struct CanvasContent: ElementContent {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let foreground: Color?

  var fillsOfferedSpace: Bool { true }
  var readsStateInLayout: Bool { true }

  func isFlexibleWidth(_ element: Element) -> Bool { element.traits.fixedWidth == nil }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? ShapeContent.idealSide, height: ShapeContent.idealSide)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let fills = (builder.fillsOfferedSpace || element.traits.fixedHeight != nil) && height.isFinite
    let size = CGSize(width: width, height: fills ? height : ShapeContent.idealSide)
    let recording = GraphicsContext.Recording()
    var context = GraphicsContext(recording: recording, foreground: foreground)
    renderer(&context, size)
    var nodes: [ScreenNode] = []
    if let label = element.traits.accessibilityLabel {
      let node = builder.makeNode(.other, label, CGRect(origin: origin, size: size), for: element)
      nodes.append(node)
    }
    for shape in recording.shapes {
      let path = shape.path.offsetBy(dx: origin.x, dy: origin.y)
      var node = builder.makeNode(.shape, "", path.boundingRect)
      node.facts.shape = ScreenShape(
        path: path, color: shape.color, lineWidth: shape.lineWidth, evenOdd: shape.evenOdd, name: "Canvas")
      nodes.append(node)
    }
    return (nodes, size)
  }
}
