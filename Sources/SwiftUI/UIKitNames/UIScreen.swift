import Foundation

/// The screen, as UIKit describes it: its bounds are the host's scene in points (the window's size on
/// a Mac or in iPad multitasking), so they follow rotation.
@MainActor
public final class UIScreen {
  /// The device's screen.
  public static var main: UIScreen { UIScreen() }

  /// The screen's rectangle in points, from the host that is updating or handling an event; an
  /// iPhone 17's outside any host.
  public var bounds: CGRect {
    let size = Runtime.activeHost?.geometry.size ?? DeviceProfile.iPhone17.portraitSize
    return CGRect(origin: .zero, size: size)
  }

  /// Pixels per point: 3 on an iPhone, 2 on an iPad or a Mac.
  public var scale: CGFloat {
    Runtime.activeHost?.geometry.device.idiom == .phone || Runtime.activeHost == nil ? 3 : 2
  }
}
