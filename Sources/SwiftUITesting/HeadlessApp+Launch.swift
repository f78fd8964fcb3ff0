import SwiftUI

extension HeadlessApp {
  /// Where the app is in its life, by XCUITest's names (`XCUIApplication.State`). The test host
  /// runs an app in the foreground, in the background after `XCUIDevice.shared.press(.home)`, or
  /// not at all; it never suspends one.
  public enum State: Sendable, Hashable {
    /// Not known.
    case unknown
    /// Not running: before a launch, or after ``HeadlessApp/terminate()``.
    case notRunning
    /// Suspended in the background.
    case runningBackgroundSuspended
    /// Running in the background.
    case runningBackground
    /// Running in the foreground.
    case runningForeground
  }

  /// Whether the app is running now.
  public var state: State {
    if host.isTerminated { return .notRunning }
    return host.scenePhase == .background ? .runningBackground : .runningForeground
  }

  /// Launches the app afresh, as `XCUIApplication.launch()` does: a running app is terminated first,
  /// then its root view (or `App`) is made again and shown with ``launchArguments`` and
  /// ``launchEnvironment``, on the same device, held the same way. State kept inside the app's views
  /// starts again; objects the test handed to the app are the same objects.
  ///
  /// ```swift
  /// app.launchArguments = ["-reset"]
  /// app.launch()
  /// #expect(app.state == .runningForeground)
  /// ```
  public func launch() {
    host.terminate()
    host = makeHost(host.geometry, LaunchOptions(arguments: launchArguments, environment: launchEnvironment))
    XCUIDevice.shared.foregroundApp = self
  }

  /// Ends the app, as `XCUIApplication.terminate()` does: its views go without `onDisappear`, its
  /// tasks are cancelled, and queries find nothing until the next ``launch()``. What it printed and
  /// logged stays readable until then.
  public func terminate() {
    host.terminate()
  }

  /// Brings the app to the foreground, as `XCUIApplication.activate()` does: one in the background
  /// becomes active again (its views see `scenePhase` go to `.inactive`, then `.active`); one that
  /// is not running is launched; one in front stays as it is.
  public func activate() {
    if state == .notRunning {
      launch()
      return
    }
    XCUIDevice.shared.foregroundApp = self
    host.moveScene(to: .active)
  }
}
