extension View {
  /// Inverts the view's colours.
  ///
  /// Accepted: the hosts draw no pixels, so the view's colours are reported as they were set.
  ///
  /// - Returns: The view.
  @inlinable
  public consuming func colorInvert() -> some View { self }

  /// Multiplies the view's colours by a colour.
  ///
  /// Accepted, as ``colorInvert()`` is.
  ///
  /// - Parameter color: The colour to multiply by.
  /// - Returns: The view.
  @inlinable
  public consuming func colorMultiply(_ color: Color) -> some View { self }

  /// Renders the view offscreen before drawing it, for speed on iOS.
  ///
  /// - Parameters:
  ///   - opaque: Whether the result is opaque.
  ///   - colorMode: The working colour space.
  /// - Returns: The view, unchanged: there is no offscreen pass here.
  @inlinable
  public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    self
  }

  /// Composites the view before its effects apply, for opacity and blending on iOS.
  ///
  /// - Returns: The view, unchanged.
  @inlinable
  public consuming func compositingGroup() -> some View { self }
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

/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Reasons from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shown as a placeholder while the data loads.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Hidden because it is private.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Hidden because the app is not active.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
  /// Shows the view's content redacted, as placeholder shapes.
  ///
  /// Accepted: the hosts show and report the content itself (see DIVERGENCES).
  ///
  /// - Parameter reason: Why it is redacted.
  /// - Returns: The view.
  @inlinable
  public consuming func redacted(reason: RedactionReasons) -> some View { self }

  /// Removes redaction from the view.
  ///
  /// - Returns: The view.
  @inlinable
  public consuming func unredacted() -> some View { self }

  /// Marks the view as holding private data, redacted when privacy requires it.
  ///
  /// - Parameter sensitive: Whether it is private.
  /// - Returns: The view.
  @inlinable
  public consuming func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

extension View {
  /// Sets the order in which a stack's overlapping views are drawn.
  ///
  /// Accepted: a `ZStack` draws its views in declaration order (see DIVERGENCES).
  ///
  /// - Parameter value: The view's place in the drawing order.
  /// - Returns: The view.
  @inlinable
  public consuming func zIndex(_ value: Double) -> some View { self }

  /// Sets whether the view takes part in hit testing.
  ///
  /// Accepted: the test host acts on the element a query names, so a view that lets taps through
  /// changes nothing there; one that refuses them is still tapped (see DIVERGENCES).
  ///
  /// - Parameter enabled: Whether the view receives taps.
  /// - Returns: The view.
  @inlinable
  public consuming func allowsHitTesting(_ enabled: Bool) -> some View { self }
}
