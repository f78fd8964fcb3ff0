extension View {
  /// Inverts the view's colours.
  ///
  /// Accepted: the hosts draw no pixels, so the view's colours are reported as they were set.
  ///
  /// - Returns: The view.
  public func colorInvert() -> some View { self }

  /// Multiplies the view's colours by a colour.
  ///
  /// Accepted, as ``colorInvert()`` is.
  ///
  /// - Parameter color: The colour to multiply by.
  /// - Returns: The view.
  public func colorMultiply(_ color: Color) -> some View { self }

  /// Renders the view offscreen before drawing it, for speed on iOS.
  ///
  /// - Parameters:
  ///   - opaque: Whether the result is opaque.
  ///   - colorMode: The working colour space.
  /// - Returns: The view, unchanged: there is no offscreen pass here.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    self
  }

  /// Composites the view before its effects apply, for opacity and blending on iOS.
  ///
  /// - Returns: The view, unchanged.
  public func compositingGroup() -> some View { self }
}

/// The colour space a drawing group works in.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Gamma-encoded sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Linear extended-range sRGB.
  case extendedLinear
}
