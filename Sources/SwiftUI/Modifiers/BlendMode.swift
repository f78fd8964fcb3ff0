/// How a view's colours combine with what is behind it.
public enum BlendMode: Sendable, Hashable {
  /// The view covers what is behind it.
  case normal
  /// Multiplies colours, darkening.
  case multiply
  /// Inverts, multiplies and inverts again, lightening.
  case screen
  /// Multiplies or screens, depending on the colour behind.
  case overlay
  /// The darker of each component.
  case darken
  /// The lighter of each component.
  case lighten
  /// Brightens what is behind to reflect the view.
  case colorDodge
  /// Darkens what is behind to reflect the view.
  case colorBurn
  /// Darkens or lightens, like a diffuse spotlight.
  case softLight
  /// Multiplies or screens, like a harsh spotlight.
  case hardLight
  /// The difference of the colours.
  case difference
  /// Like difference, lower in contrast.
  case exclusion
  /// The view's hue with what is behind's saturation and luminosity.
  case hue
  /// The view's saturation.
  case saturation
  /// The view's hue and saturation.
  case color
  /// The view's luminosity.
  case luminosity
  /// Shows what is behind only where the view is.
  case sourceAtop
  /// Draws what is behind over the view.
  case destinationOver
  /// Keeps what is behind where the view is transparent.
  case destinationOut
  /// Adds the colours, darkening.
  case plusDarker
  /// Adds the colours, lightening.
  case plusLighter
}

extension View {
  /// Sets how the view's colours combine with what is behind it.
  ///
  /// Accepted: the hosts draw each view in its own colour, unblended (docs/DIVERGENCES.md).
  ///
  /// - Parameter blendMode: The blend mode.
  /// - Returns: The view.
  @inlinable
  public consuming func blendMode(_ blendMode: BlendMode) -> some View { self }

  /// Draws the view through an affine transform.
  ///
  /// Accepted: like `rotationEffect(_:anchor:)`, the view keeps its frame and is drawn upright.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The view.
  @inlinable
  public consuming func transformEffect(_ transform: CGAffineTransform) -> some View { self }
}
