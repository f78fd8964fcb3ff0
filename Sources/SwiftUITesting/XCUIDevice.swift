import SwiftUI

/// The device the apps under test run on, as XCUITest names it: its Home button sends the app in
/// front to the background.
///
/// ```swift
/// XCUIDevice.shared.press(.home)        // the app's scenePhase goes to .background
/// #expect(app.state == .runningBackground)
/// app.activate()                        // and back to .active
/// ```
///
/// The app in front is the one launched or activated last; a test that makes several apps (an
/// iPhone and an iPad side by side) presses Home on the last.
@MainActor
public final class XCUIDevice {
  /// The device.
  public static let shared = XCUIDevice()

  /// The app in front: the one launched or activated last.
  weak var foregroundApp: HeadlessApp?

  private init() {}

  /// The device's buttons.
  public enum Button: Sendable, Hashable {
    /// The Home button (or the swipe up from the bottom edge).
    case home
    /// Volume up; nothing happens to the app.
    case volumeUp
    /// Volume down; nothing happens to the app.
    case volumeDown
  }

  /// Presses a button: Home sends the app in front to the background, one phase at a time, with
  /// UIKit's notifications for each.
  ///
  /// - Parameter button: The button.
  public func press(_ button: Button) {
    guard button == .home, let app = foregroundApp, app.state == .runningForeground else { return }
    app.host.moveScene(to: .background)
  }
}
