import Foundation

/// The screen, as UIKit describes it: its bounds are the host's scene in points (the window's size on
/// a Mac or in iPad multitasking), so they follow rotation.
@preconcurrency @MainActor
public final class UIScreen {
  /// The device's screen.
  public static var main: UIScreen { UIScreen() }

  /// The screen's rectangle in points, from the host that is updating or handling an event; an
  /// iPhone 17's outside any host.
  public var bounds: CGRect {
    CGRect(origin: .zero, size: UIKitHosting.active?.sceneSize ?? UIKitHosting.defaultSceneSize)
  }

  /// Pixels per point: 3 on an iPhone, 2 on an iPad or a Mac.
  public var scale: CGFloat {
    (UIKitHosting.active?.userInterfaceIdiom ?? .phone) == .phone ? 3 : 2
  }
}
