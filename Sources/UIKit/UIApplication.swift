import Foundation

/// The app, as UIKit names it: what pure SwiftUI apps reach for to open a URL or the app's settings.
@preconcurrency @MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The URL that opens the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"

  /// Options for opening a URL.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The option's name.
    public let rawValue: String
    /// An option by name.
    ///
    /// - Parameter rawValue: The option's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
    /// Open only a universal link an app handles.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Asks the system to open a URL, as the environment's `openURL` action does when the app does not
  /// handle it: the host records it (the test host's `openedURLs`).
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: Options; accepted.
  ///   - completion: Called with whether the URL was opened.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: any Sendable] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let host = UIKitHosting.active
    host?.openSystemURL(url)
    completion?(host != nil)
  }

  /// Whether some app can open a URL: any URL with a scheme.
  ///
  /// - Parameter url: The URL.
  /// - Returns: Whether it can be opened.
  public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }
}

extension UIApplication {
  /// Posted as the app stops taking events: a call comes in, the person opens the app switcher or
  /// leaves the app.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted as the app enters the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted as the app comes back from the background.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted as the app starts taking events again.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted as the app is about to end.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the person takes a screenshot.
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when the system is low on memory.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}
