extension PresentationRequest {
  /// The style a request takes here, after adaptation.
  ///
  /// - Parameter geometry: The scene: device, orientation, size classes.
  /// - Returns: How the request shows there: a sheet on an iPhone in landscape becomes a full-screen
  ///   cover, on an iPad a form sheet; a popover at compact width becomes a sheet.
  func adaptedStyle(in geometry: SceneGeometry) -> ScreenPresentationStyle {
    let options = self.options
    let isPhone = geometry.device.idiom == .phone
    let horizontallyCompact = geometry.horizontalSizeClass == .compact
    let verticallyCompact = geometry.verticalSizeClass == .compact
    let adaptation = options.compactAdaptation
    // When both size classes are compact, the vertical adaptation wins.
    let requested: PresentationAdaptation? =
      verticallyCompact ? adaptation?.vertical : (horizontallyCompact ? adaptation?.horizontal : nil)
    func resolve(
      _ adaptation: PresentationAdaptation?, natural: ScreenPresentationStyle,
      automatic: ScreenPresentationStyle
    )
      -> ScreenPresentationStyle
    {
      switch adaptation {
      case PresentationAdaptation.none: return natural
      case PresentationAdaptation.popover: return .popover
      case PresentationAdaptation.sheet: return .sheet
      case PresentationAdaptation.fullScreenCover: return .fullScreenCover
      default: return automatic
      }
    }
    switch kind {
    case .sheet, .inspector:
      if geometry.device.idiom == .mac { return .windowSheet }
      if !isPhone || geometry.isUnfolded { return horizontallyCompact ? .sheet : .formSheet }
      return verticallyCompact ? resolve(requested, natural: .sheet, automatic: .fullScreenCover) : .sheet
    case .fullScreenCover:
      return geometry.device.idiom == .mac ? .windowSheet : .fullScreenCover
    case .popover:
      guard horizontallyCompact || verticallyCompact else { return .popover }
      return resolve(requested, natural: .popover, automatic: verticallyCompact ? .fullScreenCover : .sheet)
    case .alert:
      return .alert
    case .confirmationDialog:
      return geometry.device.idiom == .mac ? .windowSheet : .dialog
    case .menu:
      return .dialog
    }
  }
}
