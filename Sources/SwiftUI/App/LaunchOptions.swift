import Foundation

/// The arguments and environment a host launched the app with. On iOS an app runs in a process of
/// its own and reads them from `ProcessInfo`; here an app under the test host runs in the test's
/// process, so the host binds them for everything the app does, and the app reads them through
/// ``Foundation/ProcessInfo/launchArguments`` and ``Foundation/ProcessInfo/launchEnvironment``.
package struct LaunchOptions: Sendable, Equatable {
  package var arguments: [String]
  package var environment: [String: String]

  package init(arguments: [String], environment: [String: String]) {
    self.arguments = arguments
    self.environment = environment
  }

  /// The launch of the app whose code runs now: bound while a host makes the app, updates it or
  /// handles an event, and inherited by the tasks started meanwhile (a view's `.task`). Nil outside
  /// any host that sets one (the terminal host, a program of its own).
  @TaskLocal package static var current: LaunchOptions?
}

extension ProcessInfo {
  /// The arguments the app was launched with, without the program's path: under the test host, those
  /// the test gave (`HeadlessApp`'s `launchArguments`); elsewhere, the process's own.
  ///
  /// On iOS an app reads the arguments XCUITest launched it with in `arguments`, after the program's
  /// path. An app under the test host shares the test's process, whose own arguments are the test
  /// runner's; it reads its launch here instead:
  ///
  /// ```swift
  /// let isUITesting = ProcessInfo.processInfo.launchArguments.contains("-ui-testing")
  /// ```
  ///
  /// Code that also builds for iOS defines the same property there as `Array(arguments.dropFirst())`.
  public var launchArguments: [String] {
    LaunchOptions.current?.arguments ?? Array(arguments.dropFirst())
  }

  /// The environment variables the app was launched with: under the test host, those the test gave
  /// (`HeadlessApp`'s `launchEnvironment`), and no others; elsewhere, the process's own environment.
  ///
  /// On iOS the variables XCUITest launched the app with are part of `environment`:
  ///
  /// ```swift
  /// let server = ProcessInfo.processInfo.launchEnvironment["SERVER_URL"] ?? "https://example.com"
  /// ```
  ///
  /// Code that also builds for iOS defines the same property there as `environment`.
  public var launchEnvironment: [String: String] {
    LaunchOptions.current?.environment ?? environment
  }
}
