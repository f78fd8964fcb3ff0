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

  /// Makes the image resizable; recorded only.
  public func resizable() -> Image { self }

  /// The rendering mode; recorded only.
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
    [Element(.image(name))]
  }
}
