import Foundation

/// The kinds of device an interface is for, as UIKit names them.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// A TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// The device the app runs on, as UIKit describes it: answered from the host's modelled device (an
/// iPad host says `.pad`), the one of the host that is updating or handling an event.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }
/// ```
@preconcurrency @MainActor
public final class UIDevice {
  /// The device the app runs on.
  public static var current: UIDevice { UIDevice() }

  /// The kind of device: `.phone`, `.pad` or `.mac`; `.phone` outside any host.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    UIKitHosting.active?.userInterfaceIdiom ?? .phone
  }

  /// The device's name, such as "iPhone 17".
  public var name: String { UIKitHosting.active?.deviceName ?? "iPhone 17" }

  /// The model: "iPhone", "iPad" or "Mac".
  public var model: String {
    switch userInterfaceIdiom {
    case .pad: return "iPad"
    case .mac: return "Mac"
    default: return "iPhone"
    }
  }

  /// The model, in the device's language.
  public var localizedModel: String { model }

  /// The operating system's name: "iOS", "iPadOS" or "macOS".
  public var systemName: String {
    switch userInterfaceIdiom {
    case .pad: return "iPadOS"
    case .mac: return "macOS"
    default: return "iOS"
    }
  }

  /// The operating system's version: "27.0".
  public var systemVersion: String { "27.0" }
}
