/// An image. System symbols are kept by name; hosts show the name or a glyph for it.
public struct Image: View, Equatable, Sendable {
  let name: String
  let isSystem: Bool

  /// An SF Symbol by name, such as "airplane".
  public init(systemName: String) {
    name = systemName
    isSystem = true
  }

  /// An image from the app's assets, by name.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystem = false
  }

  /// Makes the image resizable; accepted, and changes nothing here.
  public func resizable() -> Image { self }

  /// The rendering mode; accepted, and changes nothing here.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// How an image is drawn.
  public enum TemplateRenderingMode: Sendable {
    /// As it is.
    case original
    /// Tinted.
    case template
  }
}

extension Image: PrimitiveView {
  func resolve(in context: ResolveContext) -> [Element] {
    [Element(ImageContent(name: name))]
  }
}

/// An image as resolved: a symbol's or an asset's name, one icon wide and one line tall.
struct ImageContent: ElementContent {
  let name: String

  var imageName: String? { name }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: TextMetrics.iconWidth, height: TextMetrics.lineHeight)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let size = measure(element, width: width, in: builder)
    var node = builder.makeNode(.image, name, CGRect(origin: origin, size: size), for: element)
    builder.attachTap(element, to: &node)
    return ([node], size)
  }
}
