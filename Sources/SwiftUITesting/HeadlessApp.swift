import ScreenRendering
import SwiftUI
import Testing

/// Runs an app built on `SwiftUI` without a screen and drives it as a person would, in the vocabulary
/// of XCUITest: find elements with queries (`app.buttons["Save"]`), then `tap()`, `typeText(_:)`,
/// `swipeLeft()`; rotate the device, change it, resize the window; read the console, the log and the
/// diagnostics.
///
/// Queries are live: each access looks at the screen as it is now. A tap on an element that does not
/// exist, is disabled or is covered fails the current test with a message naming what can be tapped;
/// acting on or reading an element whose query matches several fails it in XCUITest's words. The
/// failure goes to the Swift Testing test or the `XCTestCase` that is running.
/// A test writes what it launches, and can launch it again or end it, as with `XCUIApplication`:
///
/// ```swift
/// let app = HeadlessApp(launchArguments: ["-ui-testing"]) { ContentView() }
/// app.buttons["Add"].tap()
/// app.terminate()                          // app.state == .notRunning
/// app.launch()                             // a fresh app, with the same arguments
/// ```
@MainActor
public final class HeadlessApp {
  /// The running app's host; after ``terminate()``, the ended one, whose console stays readable.
  var host: GraphHost
  /// Makes a fresh app under a new host, for each launch.
  let makeHost: (SceneGeometry, LaunchOptions) -> GraphHost

  /// The arguments the next ``launch()`` gives the app (the first launch, the initialiser's). The app
  /// reads them as `ProcessInfo.processInfo.launchArguments`: it runs in the test's process, whose
  /// own arguments are the test runner's.
  public var launchArguments: [String]

  /// The environment variables the next ``launch()`` gives the app (the first launch, the
  /// initialiser's). The app reads them as `ProcessInfo.processInfo.launchEnvironment`.
  public var launchEnvironment: [String: String]

  /// What failed outside a Swift Testing test (a tap on nothing, say), in order: for drivers such
  /// as a random user, which run outside any test. Inside an `XCTestCase` each failure also fails the
  /// test case.
  public internal(set) var failures: [String] = []

  /// Launches the app on a device, held upright unless you say otherwise.
  ///
  /// ```swift
  /// let app = HeadlessApp(device: .iPadAir11, launchEnvironment: ["SERVER": "stub"]) {
  ///   TripList()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device it runs on.
  ///   - orientation: How the device is held.
  ///   - launchArguments: The arguments the app is launched with (``launchArguments``).
  ///   - launchEnvironment: The environment variables it is launched with (``launchEnvironment``).
  ///   - content: The app's root view, made afresh at each launch.
  public convenience init<Content: View>(
    device: Device = .iPhone17, orientation: Orientation = .portrait, launchArguments: [String] = [],
    launchEnvironment: [String: String] = [:], @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(
      geometry: SceneGeometry(device: device.profile, orientation: orientation.runtime),
      launchArguments: launchArguments, launchEnvironment: launchEnvironment, content: content)
  }

  /// Launches content in a scene the runtime describes (a preview's device, orientation and size).
  init<Content: View>(
    geometry: SceneGeometry, launchArguments: [String] = [], launchEnvironment: [String: String] = [:],
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.launchArguments = launchArguments
    self.launchEnvironment = launchEnvironment
    makeHost = { geometry, options in GraphHost(geometry: geometry, launchOptions: options, content: content)
    }
    host = makeHost(geometry, LaunchOptions(arguments: launchArguments, environment: launchEnvironment))
    XCUIDevice.shared.foregroundApp = self
  }

  /// Launches an `App` on a device: the content of its first window group. The app value is made at
  /// each launch, with the launch's arguments and environment.
  ///
  /// ```swift
  /// let app = HeadlessApp(launchArguments: ["-ui-testing"], app: TripsApp())
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device it runs on.
  ///   - orientation: How the device is held.
  ///   - launchArguments: The arguments the app is launched with (``launchArguments``).
  ///   - launchEnvironment: The environment variables it is launched with (``launchEnvironment``).
  ///   - app: The app, made afresh at each launch.
  public convenience init<A: App>(
    device: Device = .iPhone17, orientation: Orientation = .portrait, launchArguments: [String] = [],
    launchEnvironment: [String: String] = [:], app: @autoclosure @escaping () -> A
  ) {
    self.init(
      device: device, orientation: orientation, launchArguments: launchArguments,
      launchEnvironment: launchEnvironment
    ) {
      SwiftUI.rootView(of: app()) ?? AnyView(EmptyView())
    }
  }

  // MARK: The scene

  /// The device the app runs on. Changing it re-lays out the app; state is kept.
  public var device: Device {
    get { Device(profile: host.geometry.device) }
    set {
      host.geometry.device = newValue.profile
      host.geometry.windowSize = nil
      host.geometry.isUnfolded = false
      host.updateIfNeeded()
    }
  }

  /// How the device is held. Size classes follow, and the app updates.
  public var orientation: Orientation {
    get { host.geometry.orientation == .portrait ? .portrait : .landscape }
    set {
      host.geometry.orientation = newValue.runtime
      host.updateIfNeeded()
    }
  }

  /// The window's size: a Mac window, or an iPad app's space in multitasking. Nil is the full screen.
  public var windowSize: CGSize? {
    get { host.geometry.windowSize }
    set {
      host.geometry.windowSize = newValue
      host.updateIfNeeded()
    }
  }

  /// Opens a foldable phone to its inner display (true) or folds it (false).
  public var isUnfolded: Bool {
    get { host.geometry.isUnfolded }
    set {
      host.geometry.isUnfolded = newValue
      host.updateIfNeeded()
    }
  }

  /// The size of the screen or window, in points.
  public var screenSize: CGSize { host.geometry.size }

  // MARK: What the app wrote

  /// What the app printed, line by line, in order.
  public var console: [String] {
    host.updateIfNeeded()
    return host.console
  }

  /// What SwiftUI itself would log, in its words (warnings such as a link with no destination), and
  /// nothing else.
  public var log: [String] {
    host.updateIfNeeded()
    return host.log
  }

  /// This project's own notes on the app's code, never SwiftUI's: the router's pitfalls, advice on a
  /// misused modifier. SwiftUI would say nothing, or something else, in these places; the notes are
  /// kept apart from ``log`` so that the log holds only what SwiftUI itself would log.
  public var diagnostics: [String] {
    host.updateIfNeeded()
    return host.diagnostics
  }

  /// Forgets the console, the log and the diagnostics so far.
  public func clearConsoleAndLog() {
    host.clearConsoleAndLog()
  }

  /// Work counters since launch or the last `reset()`.
  public var metrics: Metrics { Metrics(app: self) }

  /// The screen as text: one line per element, indented by containment. What a `.text` snapshot
  /// records (``assertSnapshot(as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``).
  ///
  /// - Returns: The scene on the first line, then each element's role, label, value and facts.
  public func snapshot() -> String {
    host.updateIfNeeded()
    return ScreenText.render(host.screen)
  }

  // MARK: Gestures on the whole screen

  /// Scrolls the frontmost scrolling content up (shows what is below).
  public func swipeUp() {
    perform(on: scrollTarget(), description: "the screen", \.swipeUp)
  }

  /// Drags the frontmost sheet down (to a smaller detent, or away), or scrolls the frontmost
  /// scrolling content back up when nothing is presented.
  public func swipeDown() {
    if let card = frontmostCard() {
      perform(on: card, description: "the \(card.role.rawValue)", \.swipeDown)
    } else {
      perform(on: scrollTarget(), description: "the screen", \.swipeDown)
    }
  }

  /// Taps outside what is presented: closes a popover or a confirmation dialog (the dialog's "no");
  /// does nothing where that is not how the presentation closes.
  public func tapOutside() {
    guard let outside = screen.lastNode(where: { $0.marks.contains(.outside) }),
      let tap = screen.actions[outside.id]?.tap
    else { return }
    host.perform(tap)
  }

  /// Every element a person could act on now: hittable, enabled, with something that happens when
  /// tapped, typed into, stepped or swiped. For drivers that play a random user.
  public var actionableElements: [XCUIElement] {
    let screen = self.screen
    var elements: [XCUIElement] = []
    for node in screen.allNodes where node.isHittable && node.isEnabled {
      guard let actions = screen.actions[node.id] else { continue }
      let acts =
        actions.tap != nil || actions.typeText != nil || actions.increment != nil || actions.decrement != nil
        || actions.swipeLeft != nil || actions.swipeRight != nil || actions.longPress != nil
        || actions.pinch != nil || actions.rotate != nil
      guard acts, !node.marks.contains(.outside) else { continue }
      let id = node.id
      let query = XCUIElementQuery(
        app: self, scope: .app, roles: [node.role],
        find: "Descendants matching type \(XCUIElement.ElementType(node.role).name), screen node \(id)"
      ) { $0.id == id }
      elements.append(
        XCUIElement(query: query, pick: .only, description: "\(node.role.rawValue) \"\(node.label)\""))
    }
    return elements
  }

  /// The URLs the app asked the system to open (a `Link`, the `openURL` action), in order.
  public var openedURLs: [URL] { host.openedURLs }

  /// Delivers a URL to the app, as the system does for a deep link (`onOpenURL`).
  public func open(_ url: URL) {
    host.open(url)
  }

  /// Swipes from the leading edge: goes back one screen, as the back button does.
  public func swipeBack() {
    let backs = screen.allNodes.filter { $0.marks.contains(.backButton) && $0.isHittable }
    guard let back = backs.last, let tap = screen.actions[back.id]?.tap else { return }
    host.perform(tap)
  }

  private func frontmostCard() -> ScreenNode? {
    screen.root.children.last { [.sheet, .fullScreenCover, .popover].contains($0.role) }
  }

  var screen: Screen {
    host.updateIfNeeded()
    return host.screen
  }

  private func scrollTarget() -> ScreenNode? {
    screen.lastNode { ($0.role == .table || $0.role == .scrollView) && $0.isHittable }
  }

  func perform(
    on node: ScreenNode?, description: String,
    _ action: KeyPath<ScreenActions, (() -> Void)?>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = Here(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let node, let handler = screen.actions[node.id]?[keyPath: action] else {
      fail("Cannot do that on \(description): it is not there.", at: here)
      return
    }
    host.perform(handler)
  }

  /// What can be tapped now, for failure messages.
  var tappableSummary: String {
    let names = screen.allNodes.compactMap { node -> String? in
      guard screen.actions[node.id]?.tap != nil, node.isEnabled, node.isHittable else { return nil }
      return "\(node.role.rawValue) \"\(node.label)\""
    }
    return names.isEmpty ? "nothing" : names.joined(separator: ", ")
  }

  /// Work counters.
  @MainActor
  public struct Metrics {
    let app: HeadlessApp
    /// Bodies evaluated.
    public var bodyEvaluations: Int { app.host.metrics.bodyEvaluations }
    /// View identities created.
    public var nodesCreated: Int { app.host.metrics.nodesCreated }
    /// List rows built.
    public var rowsBuilt: Int { app.host.metrics.rowsBuilt }
    /// Rows of a `ForEach` made again (the closure called or the row's view resolved).
    public var rowsResolved: Int { app.host.metrics.rowsResolved }
    /// Rows of a `ForEach` handed out as they were kept.
    public var rowsReused: Int { app.host.metrics.rowsReused }
    /// Update passes run.
    public var updates: Int { app.host.metrics.updates }
    /// Views whose content was resolved into elements again (the others reused what they kept).
    public var contentResolutions: Int { app.host.metrics.contentResolutions }
    /// Placements replayed from a view's kept layout.
    public var placementsReused: Int { app.host.metrics.placementsReused }
    /// Cells of a list laid out afresh (the others showed their last placement again).
    public var cellsPlacedAfresh: Int { app.host.metrics.cellsPlacedAfresh }
    /// Lists that walked the rows on screen (the others showed their last walk again).
    public var listWalks: Int { app.host.metrics.listWalks }
    /// Screens whose layout under the presentations was the last one shown again: nothing outside
    /// the presented content changed.
    public var scenesReplayed: Int { app.host.metrics.scenesReplayed }
    /// Environment values compared for views that received a new environment.
    public var environmentComparisons: Int { app.host.metrics.environmentComparisons }
    /// Sets every counter to zero.
    public func reset() {
      app.host.updateIfNeeded()
      app.host.resetMetrics()
    }
  }
}
