// Modifiers that draw with shapes and styles. Fills behind and in front take the frame of the view
// they decorate (docs/DIVERGENCES.md, "Rendering and layout"); clipping and masks are accepted and
// change neither the layout nor what the hosts draw.

extension View {
  /// Fills the space behind the view with a style.
  ///
  /// - Parameters:
  ///   - style: The style: a colour, a gradient, a material.
  ///   - edges: The safe-area edges the fill may extend past; accepted.
  /// - Returns: The view with the fill behind it.
  @inlinable
  public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(alignment: .center) { Rectangle().fill(style) }
  }

  /// Fills a shape behind the view with a style.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - shape: The shape, in the view's frame.
  ///   - fillStyle: The fill rule.
  /// - Returns: The view with the shape behind it.
  @inlinable
  public consuming func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  )
    -> some View
  {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Fills a shape behind the view with the background style.
  ///
  /// - Parameters:
  ///   - shape: The shape, in the view's frame.
  ///   - fillStyle: The fill rule.
  /// - Returns: The view with the shape behind it.
  @inlinable
  public consuming func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(alignment: .center) { shape.fill(.background, style: fillStyle) }
  }

  /// Layers a view behind this one, in this view's frame (the form before `background(alignment:content:)`).
  ///
  /// - Parameters:
  ///   - background: The view to put behind.
  ///   - alignment: Where it sits when it is smaller than this view.
  /// - Returns: The view with the background.
  @_disfavoredOverload
  @inlinable
  public consuming func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    self.background(alignment: alignment) { background }
  }

  /// Layers a view in front of this one, in this view's frame (the form before `overlay(alignment:content:)`).
  ///
  /// - Parameters:
  ///   - overlay: The view to put in front.
  ///   - alignment: Where it sits when it is smaller than this view.
  /// - Returns: The view with the overlay.
  @_disfavoredOverload
  @inlinable
  public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.overlay(alignment: alignment) { overlay }
  }

  /// Covers the view with a style.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - edges: The safe-area edges it may extend past; accepted.
  /// - Returns: The view with the style over it.
  @inlinable
  public consuming func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(alignment: .center) { Rectangle().fill(style) }
  }

  /// Covers the view with a shape filled with a style.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - shape: The shape, in the view's frame.
  ///   - fillStyle: The fill rule.
  /// - Returns: The view with the shape over it.
  @inlinable
  public consuming func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  )
    -> some View
  {
    overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Draws a border of a style around the view, inside its frame.
  ///
  /// - Parameters:
  ///   - content: The style of the border.
  ///   - width: The width of the border.
  /// - Returns: The view with the border.
  @inlinable
  public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
  }

  /// Clips the view to a shape. Accepted: the view keeps its frame and the hosts draw it whole.
  ///
  /// - Parameters:
  ///   - shape: The shape to clip to.
  ///   - style: The fill rule.
  /// - Returns: This view.
  @inlinable
  public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

  /// Clips the view to its frame. Accepted: the hosts draw nothing outside a frame anyway.
  ///
  /// - Parameter antialiased: Whether the edges are smoothed.
  /// - Returns: This view.
  @inlinable
  public consuming func clipped(antialiased: Bool = false) -> some View { self }

  /// Masks the view with the opaque parts of another. Accepted: the hosts draw the view whole.
  ///
  /// - Parameters:
  ///   - alignment: Where the mask sits.
  ///   - mask: The mask.
  /// - Returns: This view.
  @inlinable
  public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    self
  }

  /// Masks the view with the opaque parts of another (the older form). Accepted.
  ///
  /// - Parameter mask: The mask.
  /// - Returns: This view.
  @_disfavoredOverload
  @inlinable
  public consuming func mask<Mask: View>(_ mask: Mask) -> some View { self }

  /// Sets the shape that takes taps. Accepted: a tap anywhere in the frame already reaches the view.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - eoFill: Whether the even-odd rule decides what is inside.
  /// - Returns: This view.
  @inlinable
  public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

extension Color: View {
  /// Drawn by the runtime: a rectangle filled with the colour.
  public typealias Body = Never
}

extension Color: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    Rectangle().fill(self).resolveShape(in: context)
  }
}
