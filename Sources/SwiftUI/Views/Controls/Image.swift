/// An image. System symbols are kept by name; hosts show the name or a glyph for it.
public struct Image: View, Equatable, Sendable {
  let name: String
  let isSystem: Bool
  var isResizable = false
  var isDecorative = false

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

  /// A decorative image from the app's assets: it has no accessibility element.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle; ignored.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    isDecorative = true
  }

  /// Makes the image resizable: it takes the width it is offered and the height of its frame,
  /// instead of its own size.
  ///
  /// - Parameters:
  ///   - capInsets: The edges that keep their size; accepted.
  ///   - resizingMode: Whether the middle stretches or tiles; accepted.
  /// - Returns: The resizable image.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// The middle repeats.
    case tile
    /// The middle stretches.
    case stretch
  }

  /// How the image is scaled; accepted.
  ///
  /// - Parameter interpolation: The quality of scaling.
  /// - Returns: The image.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// The quality of scaling an image.
  public enum Interpolation: Hashable, Sendable {
    /// None.
    case none
    /// Low.
    case low
    /// Medium.
    case medium
    /// High.
    case high
  }

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
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    isDecorative ? [] : [element(in: context)]
  }

  func resolve(in context: ResolveContext, into elements: inout [Element]) {
    if !isDecorative { elements.append(element(in: context)) }
  }

  private func element(in context: ResolveContext) -> Element {
    let element = Element(ImageContent(name: name, isResizable: isResizable))
    if let color = context.environment.foregroundColor { element.traits.foreground = color }
    return element
  }
}

/// An image as resolved: a symbol's or an asset's name, one icon wide and one line tall.
struct ImageContent: ElementContent {
  let name: String
  var isResizable = false

  var imageName: String? { name }

  /// A resizable image takes the frame of the view it decorates, as a shape does.
  var fillsOfferedSpace: Bool { isResizable }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(
      width: isResizable ? width ?? TextMetrics.iconWidth : TextMetrics.iconWidth,
      height: TextMetrics.lineHeight)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    var size = measure(element, width: width, in: builder)
    if isResizable, element.traits.fixedHeight != nil || builder.fillsOfferedSpace, height.isFinite {
      size.height = height
    }
    let node = builder.makeNode(.image, name, CGRect(origin: origin, size: size), for: element)
    return ([node], size)
  }
}

/// How a view with an aspect ratio fits the space it is offered.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// All of it shows, inside the space.
  case fit
  /// It covers the space, and may overflow it.
  case fill
}

extension View {
  /// Keeps the view at an aspect ratio. Accepted: the view keeps the frame it is given.
  ///
  /// - Parameters:
  ///   - aspectRatio: The width over the height, or nil for the view's own.
  ///   - contentMode: Whether the view fits in or fills the space.
  /// - Returns: This view.
  @inlinable
  public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    self
  }

  /// Keeps the view at the aspect ratio of a size. Accepted: the view keeps the frame it is given.
  ///
  /// - Parameters:
  ///   - aspectRatio: A size whose width over height is the ratio.
  ///   - contentMode: Whether the view fits in or fills the space.
  /// - Returns: This view.
  @inlinable
  public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }

  /// Scales the view to fit the space, keeping its aspect ratio. Accepted.
  ///
  /// - Returns: This view.
  @inlinable
  public consuming func scaledToFit() -> some View { self }

  /// Scales the view to fill the space, keeping its aspect ratio. Accepted.
  ///
  /// - Returns: This view.
  @inlinable
  public consuming func scaledToFill() -> some View { self }

  /// Sets how symbols are coloured. Accepted.
  ///
  /// - Parameter mode: The rendering mode.
  /// - Returns: This view.
  @inlinable
  public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
  /// Sets how this symbol is coloured. Accepted: the hosts draw symbols in one colour.
  ///
  /// - Parameter mode: The rendering mode.
  /// - Returns: The image.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How the layers of a symbol are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at levels of opacity.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A colour per layer.
  public static let palette = SymbolRenderingMode(name: "palette")
}
