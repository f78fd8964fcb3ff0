import Foundation

/// A host answers UIKit's questions (`UIDevice.current`, `UIScreen.main`, `UIApplication.shared`)
/// from its modelled device and scene while it updates or handles an event.
extension GraphHost: UIKitHostContext {
  package var userInterfaceIdiom: UIUserInterfaceIdiom {
    switch geometry.device.idiom {
    case .phone: return .phone
    case .pad: return .pad
    case .mac: return .mac
    }
  }

  package var deviceName: String { geometry.device.name }

  package var sceneSize: CGSize { geometry.size }

  package func openSystemURL(_ url: URL) {
    openedURLs.append(url)
  }
}
