import Foundation

/// What UIKit's names answer from on Linux: the scene of the SwiftUI host that is updating or
/// handling an event. On iOS they read the process's one device and screen; here one process may run
/// several hosts (an iPhone and an iPad in the same test), so each question goes to the active one.
@preconcurrency @MainActor
package protocol UIKitHostContext: AnyObject {
  /// The kind of device the host models.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get }
  /// The modelled device's name, such as "iPhone 17".
  var deviceName: String { get }
  /// The scene's size in points (the window's on a Mac or in iPad multitasking).
  var sceneSize: CGSize { get }
  /// Hands a URL to the system, as the environment's `openURL` does when the app does not handle it.
  func openSystemURL(_ url: URL)
}

/// The host UIKit's names answer from. The SwiftUI runtime installs the lookup once, when it makes
/// its first host, so that following the active host costs an event nothing; outside any host the
/// names describe an iPhone 17.
package enum UIKitHosting {
  /// How to find the host that is updating or handling an event now.
  nonisolated(unsafe) package static var activeHostLookup: () -> (any UIKitHostContext)? = { nil }

  /// The host that is updating or handling an event now.
  package static var active: (any UIKitHostContext)? { activeHostLookup() }

  /// The iPhone 17's portrait size in points, what the names describe outside any host.
  package static let defaultSceneSize = CGSize(width: 393, height: 852)
}
