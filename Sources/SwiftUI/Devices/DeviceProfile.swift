/// A device the runtime models: its screen in points and how its size classes follow orientation and
/// window size, as measured on iOS 27 (and macOS for the Mac window).
package struct DeviceProfile: Hashable, Sendable {
  package enum Idiom: Hashable, Sendable {
    case phone, pad, mac
  }

  package let name: String
  package let idiom: Idiom
  /// The screen held upright (or the default window of a Mac).
  package let portraitSize: CGSize
  /// The width of the unfolded inner display of a foldable phone, if it is one.
  package let unfoldedSize: CGSize?

  package init(name: String, idiom: Idiom, portraitSize: CGSize, unfoldedSize: CGSize? = nil) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.unfoldedSize = unfoldedSize
  }

  /// iPhone 17: 393 x 852 points.
  package static let iPhone17 = DeviceProfile(
    name: "iPhone 17", idiom: .phone, portraitSize: CGSize(width: 393, height: 852))
  /// iPad Air 11-inch (M4): 820 x 1180 points.
  package static let iPadAir11 = DeviceProfile(
    name: "iPad Air 11-inch (M4)", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180))
  /// A Mac window, 1024 x 768 points by default; it can be resized.
  package static let mac = DeviceProfile(
    name: "Mac", idiom: .mac, portraitSize: CGSize(width: 1024, height: 768))
  /// A foldable iPhone: folded it is a phone; its inner display gives a regular-width context.
  package static let iPhoneFold = DeviceProfile(
    name: "iPhone Fold", idiom: .phone, portraitSize: CGSize(width: 375, height: 812),
    unfoldedSize: CGSize(width: 752, height: 812))
}

/// Portrait or landscape.
package enum DeviceOrientation: Hashable, Sendable {
  case portrait, landscape
}

/// Everything that decides the space the app has: device, orientation, window size, multitasking.
package struct SceneGeometry: Hashable, Sendable {
  package var device: DeviceProfile
  package var orientation: DeviceOrientation
  /// A Mac window's size, or an iPad app's width in multitasking; nil for the full screen.
  package var windowSize: CGSize?
  /// A foldable phone opened to its inner display.
  package var isUnfolded = false

  package init(
    device: DeviceProfile, orientation: DeviceOrientation = .portrait, windowSize: CGSize? = nil,
    isUnfolded: Bool = false
  ) {
    self.device = device
    self.orientation = orientation
    self.windowSize = windowSize
    self.isUnfolded = isUnfolded
  }

  /// The size of the space in points.
  package var size: CGSize {
    if let windowSize { return windowSize }
    var base = device.portraitSize
    if isUnfolded, let unfolded = device.unfoldedSize { base = unfolded }
    switch orientation {
    case .portrait: return base
    case .landscape: return CGSize(width: base.height, height: base.width)
    }
  }

  /// The horizontal size class of the whole scene.
  package var horizontalSizeClass: UserInterfaceSizeClass {
    switch device.idiom {
    case .phone:
      return isUnfolded ? .regular : .compact
    case .pad:
      // Slide Over and narrow Split View give an iPad app a compact width.
      if let windowSize, windowSize.width < 600 { return .compact }
      return .regular
    case .mac:
      return size.width < 500 ? .compact : .regular
    }
  }

  /// The vertical size class of the whole scene.
  package var verticalSizeClass: UserInterfaceSizeClass {
    switch device.idiom {
    case .phone:
      return orientation == .landscape && !isUnfolded ? .compact : .regular
    case .pad, .mac:
      return .regular
    }
  }

  /// A short description, such as "iPhone 17, portrait".
  package var description: String {
    var text = "\(device.name), \(orientation == .portrait ? "portrait" : "landscape")"
    if let windowSize { text += ", \(Int(windowSize.width)) x \(Int(windowSize.height))" }
    if isUnfolded { text += ", unfolded" }
    return text
  }
}

extension DeviceProfile {
  /// The modelled device a name stands for: one of ours by its exact name, else the nearest by kind
  /// ("iPad Pro 13-inch" is the iPad Air, "My Mac" the Mac window, any other name an iPhone 17).
  ///
  /// - Parameter name: A device's name, as `PreviewDevice` or a command line gives it.
  /// - Returns: The device to lay out for.
  package static func named(_ name: String) -> DeviceProfile {
    let all: [DeviceProfile] = [.iPhone17, .iPadAir11, .mac, .iPhoneFold]
    if let exact = all.first(where: { $0.name.lowercased() == name.lowercased() }) { return exact }
    let lowered = name.lowercased()
    if lowered.contains("ipad") { return .iPadAir11 }
    if lowered.contains("mac") { return .mac }
    if lowered.contains("fold") { return .iPhoneFold }
    return .iPhone17
  }
}

extension PreviewEntry {
  /// The scene a preview asks for: its device (else `device`), held as its traits say.
  ///
  /// - Parameter device: The device to use when the preview names none.
  /// - Returns: The scene geometry to show the preview in.
  package func geometry(defaultDevice device: DeviceProfile) -> SceneGeometry {
    var geometry = SceneGeometry(device: deviceName.map(DeviceProfile.named) ?? device)
    if orientation == .landscapeLeft || orientation == .landscapeRight { geometry.orientation = .landscape }
    if case .fixed(let width, let height) = layout {
      geometry.windowSize = CGSize(width: width, height: height)
    }
    return geometry
  }
}
