/// Runs an app's view tree: updates it after each event, keeps its state, and produces the ``Screen``.
///
/// One update pass resolves the tree from the root, re-running only the bodies whose inputs or
/// dependencies changed, lays out what is visible for the current scene, removes what left the tree,
/// and then runs the actions the pass queued (`onChange`, `onAppear`, `onDisappear`, `onDismiss`) in
/// order. If those actions change state, another pass follows.
@MainActor
package final class GraphHost: Linkable {
  /// Work counters, for tests and benchmarks. The runtime's own roots around content (a tab's, a
  /// split view column's, a presentation's, the view a custom modifier wraps) are nodes, but they,
  /// their bodies and their content resolutions are not counted: their work is the views' inside
  /// them.
  package struct Metrics: Sendable, Equatable {
    /// Bodies of the app's views (and custom modifiers) that ran.
    package var bodyEvaluations = 0
    package var nodesCreated = 0
    package var updates = 0
    package var rowsBuilt = 0
    /// Rows of a `ForEach` made again: the closure called or the row's view resolved (the others
    /// were handed out as they were kept).
    package var rowsResolved = 0
    /// Rows of a `ForEach` handed out as they were kept, without calling the closure.
    package var rowsReused = 0
    package var presentationChanges = 0
    /// Nodes whose content was resolved into elements (the others handed out the elements they kept).
    package var contentResolutions = 0
    /// Placements replayed from a kept element's last layout.
    package var placementsReused = 0
    /// Screens whose layout under the presentations was the last one shown again (see
    /// ``KeptScene``).
    package var scenesReplayed = 0
    /// Cells of a list laid out afresh; the others were their last placement shown again.
    package var cellsPlacedAfresh = 0
    /// Lists that walked the rows in their viewport; the others showed their last walk again (see
    /// ``KeptListWalk``).
    package var listWalks = 0
    /// Environment values compared to tell whether a node that received a new environment depends
    /// on a change (each key once for each pair of environments, however many nodes read it).
    package var environmentComparisons = 0
    package init() {}
  }

  @exclusivity(unchecked) package var metrics = Metrics()
  /// Told each step of every update as it happens, for a profiler (see ``UpdateEvent``); nil, the
  /// default, costs a check at each step.
  @exclusivity(unchecked) package var updateObserver: ((UpdateEvent) -> Void)? {
    didSet { Runtime.observedHosts += (updateObserver == nil ? 0 : 1) - (oldValue == nil ? 0 : 1) }
  }
  package private(set) var console: [String] = []
  /// What SwiftUI itself would log, in its words: nothing of the project's own goes here, so that a
  /// developer who knows SwiftUI can trust every line.
  package private(set) var log: [String] = []
  /// The project's own notes on the app's code (a router's pitfalls, advice on a misused modifier):
  /// never SwiftUI's words, and so kept apart from ``log``.
  package private(set) var diagnostics: [String] = []
  @exclusivity(unchecked) package private(set) var screen: Screen
  /// The emptied action table of the screen before this one, which the next pass fills.
  @exclusivity(unchecked) private var spareActions = ScreenActionTable()
  /// How many kept placements the last screen showed: the next pass makes room for as many at once
  /// rather than growing its list of them step by step.
  private var memosShownLastPass = 0
  /// The navigation bars the last screen showed (see ``BarMemo``).
  private(set) var barMemos: [BarMemo] = []
  package var geometry: SceneGeometry {
    didSet {
      guard geometry != oldValue else { return }
      sceneMayHaveChanged = true
      setNeedsUpdate()
    }
  }
  /// Whether something outside presented content may have changed since the last screen was laid
  /// out: kept content dropped there, the geometry or the scene's phase changed. While it has not,
  /// the layout under the presentations can be shown again (``KeptScene``).
  @exclusivity(unchecked) var sceneMayHaveChanged = true {
    // Let go at once: the layout holds the presenters it placed, elements the update may replace.
    didSet { if sceneMayHaveChanged { keptScene = nil } }
  }
  /// The last layout under the presentations, with what it read.
  @exclusivity(unchecked) var keptScene: KeptScene?
  /// What the layout under the presentations read, recorded afresh at each layout of it.
  let layoutReads = LayoutReads()
  /// Called when something changed outside an event the host is handling (an observable model changed
  /// by a timer, say), so that a host with its own loop can schedule an update.
  package var onNeedsUpdate: (() -> Void)?

  @exclusivity(unchecked) private(set) var frame = 0
  /// The number of updates run, for what is done once an update; unlike ``metrics``, never reset.
  @exclusivity(unchecked) private(set) var updateNumber = 0
  /// The id of the next screen node. Ids are never reused, so a kept placement can keep its ids
  /// from one screen to the next (an element is placed once per screen).
  @exclusivity(unchecked) var nextNodeID = 1
  /// Counts the rows that lists built or forgot, in any list: a list's kept walk over its rows holds
  /// while the count is the one it saw (see ``KeptListWalk``).
  @exclusivity(unchecked) var rowChanges = 0
  @exclusivity(unchecked) private(set) var needsUpdate = true
  /// The app's root view; an `EmptyView` once the app is terminated, so that what it held goes.
  private var content: any View
  /// What the app was launched with, bound for everything the app does under this host (nil: the
  /// process's own, as in the terminal).
  package let launchOptions: LaunchOptions?
  private var hostNode: ViewNode!
  /// Custom modifiers' nodes whose bodies run where they are in the next pass (see
  /// ``InPlaceResolution``).
  private var inPlaceQueue: [ViewNode] = []
  /// Counts the resolutions from the root: one per update, two in an update where a modifier
  /// resolved where it is made other elements (``InPlaceResolution``). A view reached twice in one
  /// shares its identity with another; reached again in the next, it does not.
  private(set) var resolutionRound = 0
  @exclusivity(unchecked) private var pendingActions: [() -> Void] = []
  private var consolePartial = ""
  /// The scene's phase, which views read as `scenePhase`; see ``moveScene(to:)``.
  package internal(set) var scenePhase = ScenePhase.active {
    didSet {
      guard scenePhase != oldValue else { return }
      sceneMayHaveChanged = true
      setNeedsUpdate()
    }
  }
  /// The scene's `SceneStorage` values; a host that restores scenes saves and hands them back.
  package let sceneValues = SceneValues()
  /// State the screen builder keeps between frames: the revealed swipe actions.
  let interaction = InteractionState()
  /// The comparisons of the environment a node had with the one it receives, shared by the nodes
  /// that receive the same pair in one update.
  private(set) lazy var environmentDiff = EnvironmentDiff(host: self)

  package init<Content: View>(
    geometry: SceneGeometry, launchOptions: LaunchOptions? = nil, @ViewBuilder content: () -> Content
  ) {
    self.geometry = geometry
    self.launchOptions = launchOptions
    UIKitHosting.activeHostLookup = { Runtime.activeHost }
    if let launchOptions {
      self.content = LaunchOptions.$current.withValue(launchOptions) { content() }
    } else {
      self.content = content()
    }
    self.screen = Screen(
      geometry: geometry, root: ScreenNode(id: 0, role: .window, label: "", frame: .zero))
    hostNode = ViewNode(host: self, parent: nil, view: EmptyView(), environment: EnvironmentValues())
    link.attach(self)
    update()
  }

  /// The environment the scene gives the root view: the same storage from one update to the next
  /// while the size classes stay, so that views below can tell at once that nothing changed.
  var sceneEnvironment: EnvironmentValues {
    if let cached = cachedSceneEnvironment,
      cached.horizontalSizeClass == geometry.horizontalSizeClass,
      cached.verticalSizeClass == geometry.verticalSizeClass, cached.scenePhase == scenePhase
    {
      return cached
    }
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = geometry.horizontalSizeClass
    environment.verticalSizeClass = geometry.verticalSizeClass
    environment.editMode = editModeStorage.binding
    environment.scenePhase = scenePhase
    cachedSceneEnvironment = environment
    return environment
  }
  @exclusivity(unchecked) private var cachedSceneEnvironment: EnvironmentValues?
  /// The scene's edit mode, for views outside any navigation stack.
  private lazy var editModeStorage = EditModeStorage(host: self)

  /// Breaks the references between the tree's nodes and what they resolved, so that everything the
  /// app built goes with the host.
  isolated deinit {
    link.clear()
    if updateObserver != nil { Runtime.observedHosts -= 1 }
    if !isTornDown { hostNode.tearDown(notifying: nil) }
  }

  /// The link to this host that leaves it free to go (``ObjectLink``).
  nonisolated let link = ObjectLink<GraphHost>()

  private var isTornDown = false

  /// Whether ``terminate()`` ended the app.
  package var isTerminated: Bool { isTornDown }

  /// Ends the app, as a process that is killed ends: the tree goes without `onDisappear` or
  /// `onDismiss`, its tasks are cancelled, the screen is empty, and the host ignores events and
  /// updates from then on. What the app printed and logged stays readable.
  package func terminate() {
    guard !isTornDown else { return }
    isTornDown = true
    pendingActions.removeAll()
    inPlaceQueue.removeAll()
    keptScene = nil
    hostNode.tearDown(notifying: nil)
    content = EmptyView()
    urlHandlers.removeAll()
    screen = Screen(
      geometry: geometry, root: ScreenNode(id: 0, role: .window, label: "", frame: .zero))
  }

  package func setNeedsUpdate() {
    guard !needsUpdate, !isTornDown else { return }
    needsUpdate = true
    if Runtime.activeHost !== self { onNeedsUpdate?() }
  }

  /// Runs an event (a tap, typing) as the app would receive it, then updates.
  package func perform(_ event: () -> Void) {
    guard !isTornDown else { return }
    updateObserver?(.phase(.event))
    withActiveHost {
      event()
      setNeedsUpdate()
    }
    update()
  }

  /// Updates the tree and the screen if anything changed.
  package func updateIfNeeded() {
    if needsUpdate { update() }
  }

  /// Updates until the state is stable (bounded, with SwiftUI's warning when it is not).
  package func update() {
    guard !isTornDown else { return }
    withActiveHost {
      updateNumber += 1
      var passes = 0
      repeat {
        passes += 1
        needsUpdate = false
        pass()
        updateObserver?(.phase(.actions))
        runPendingActions()
      } while needsUpdate && passes < 16
      if needsUpdate {
        appendLog("onChange(of:) action tried to update multiple times per frame.")
        needsUpdate = false
      }
      metrics.updates += 1
    }
    updateObserver?(.updateFinished)
  }

  /// Collects the nodes a list builds as rows while the screen builder lays it out.
  @exclusivity(unchecked) var rowRecorder: RowRecorder?
  /// The lists resolved in the current pass, to keep the rows of those the screen does not show.
  @exclusivity(unchecked) var scrollStates: [ScrollState] = []

  /// The URLs handed to the system to open (`Link`, `\.openURL`), in order.
  package var openedURLs: [URL] = []

  /// The `onOpenURL` handlers of the tree, in the order they appeared. Each is primitive state of the
  /// view that declared it, so a content that is kept keeps its handler (the modifier need not run at
  /// every update), and one that leaves the tree lets its action go.
  private var urlHandlers: [WeakURLHandler] = []

  private struct WeakURLHandler {
    weak var handler: OpenURLHandler?
  }

  /// Keeps a new `onOpenURL` handler for the URLs opened from now on.
  func register(_ handler: OpenURLHandler) {
    urlHandlers.removeAll { $0.handler?.action == nil }
    urlHandlers.append(WeakURLHandler(handler: handler))
  }

  /// Delivers a URL to every `onOpenURL` handler, as an event, then updates.
  package func open(_ url: URL) {
    updateIfNeeded()
    let actions = urlHandlers.compactMap { $0.handler?.action }
    perform {
      for action in actions { action(url) }
    }
  }

  private func pass() {
    frame += 1
    updateObserver?(.phase(.resolve))
    Runtime.isUpdating = true
    defer { Runtime.isUpdating = false }
    let context = ResolveContext(node: hostNode, path: StructuralPath(), environment: sceneEnvironment)
    resolutionRound += 1
    var elements = context.resolveAny(content)
    // Modifiers whose bodies run where they are, now that what holds them was handed out; where one
    // made other elements, what holds it is resolved again (once: what the modifiers' bodies change
    // as they run waits for the next update).
    if !inPlaceQueue.isEmpty, !resolveQueuedInPlace() {
      resolutionRound += 1
      elements = context.resolveAny(content)
    }
    updateObserver?(.phase(.place))
    var builder = ScreenBuilder(host: self, geometry: geometry, actions: spareActions)
    // What changes while the screen is laid out (a boundary resolved there) counts for the next.
    builder.sceneIsUnchanged = !sceneMayHaveChanged
    sceneMayHaveChanged = false
    spareActions = ScreenActionTable()
    builder.memosOnScreen.reserveCapacity(memosShownLastPass)
    var replaced = builder.build(elements)
    memosShownLastPass = builder.memosOnScreen.count
    barMemos = builder.barMemosShown
    swap(&screen, &replaced)
    recycleActions(of: &replaced)
    for state in scrollStates { state.keepShownRows(frame: frame) }
    scrollStates.removeAll(keepingCapacity: true)
    updateObserver?(.phase(.sweep))
    sweep(hostNode)
    environmentDiff.reset()
  }

  /// Keeps the table of a screen no longer shown, emptied, for the next pass to fill. Unless a host
  /// or a test still holds that screen, the table is its own and keeps its room.
  private func recycleActions(of replaced: inout Screen) {
    spareActions = replaced.actions
    replaced.actions = ScreenActionTable()
    spareActions.removeAll()
  }

  /// Queues a custom modifier's node whose body is to run where it is (``InPlaceResolution``), in
  /// the next pass, after what holds it.
  ///
  /// - Parameter node: The node, whose body needs to run.
  func queueInPlace(_ node: ViewNode) {
    inPlaceQueue.append(node)
    setNeedsUpdate()
  }

  /// Runs the queued modifiers' bodies where they are.
  ///
  /// - Returns: Whether everything that holds them keeps its elements; false when some content up
  ///   to the root is to be resolved again.
  private func resolveQueuedInPlace() -> Bool {
    let queued = inPlaceQueue
    inPlaceQueue.removeAll(keepingCapacity: true)
    var keeps = true
    for node in queued.sorted(by: { $0.depth < $1.depth }) where node.isAlive {
      if !node.resolveInPlace() { keeps = false }
    }
    return keeps
  }

  private func sweep(_ node: ViewNode) {
    node.children.removeAll { _, child in
      if child.lastVisitedFrame != frame {
        child.tearDown(notifying: self)
        return true
      }
      if child.wholeSubtreeVisitedFrame != frame { sweep(child) }
      return false
    }
    node.primitiveStates.removeAll { _, state in
      guard state.lastVisitedFrame != frame else { return false }
      state.didDisappear(host: self)
      state.release()
      return true
    }
  }

  /// Queues an action to run after the current pass, in order.
  func enqueueAction(_ action: @escaping () -> Void) {
    guard !isTornDown else { return }
    pendingActions.append(action)
  }

  private func runPendingActions() {
    while !pendingActions.isEmpty {
      let actions = pendingActions
      pendingActions.removeAll()
      for action in actions { action() }
    }
  }

  private func withActiveHost(_ work: () -> Void) {
    let previous = Runtime.activeHost
    Runtime.activeHost = self
    defer { Runtime.activeHost = previous }
    if let launchOptions {
      LaunchOptions.$current.withValue(launchOptions, operation: work)
    } else {
      work()
    }
  }

  func appendLog(_ message: String) {
    log.append(message)
  }

  private var warnedKeys: Set<String> = []

  /// Logs a message once for a given place, as SwiftUI does for misplaced modifiers.
  func warnOnce(_ message: String, key: String) {
    guard warnedKeys.insert(key).inserted else { return }
    appendLog(message)
  }

  /// Adds one of the project's own notes on the app's code to ``diagnostics``.
  ///
  /// - Parameter message: What the developer should know, in words that cannot be mistaken for
  ///   SwiftUI's.
  package func note(_ message: String) {
    diagnostics.append(message)
  }

  private var notedKeys: Set<String> = []

  /// Adds a note to ``diagnostics`` once for a given place, so that a mistake met at every update is
  /// reported once.
  ///
  /// - Parameters:
  ///   - message: What the developer should know.
  ///   - key: The place (or the mistake) the note is about; a second note with the same key is dropped.
  package func noteOnce(_ message: String, key: String) {
    guard notedKeys.insert(key).inserted else { return }
    note(message)
  }

  func appendConsole(_ text: String, terminator: String) {
    // Most prints are one line: it is appended as it is.
    if consolePartial.isEmpty, terminator == "\n", !text.utf8.contains(UInt8(ascii: "\n")) {
      console.append(text)
      return
    }
    let whole = consolePartial + text + terminator
    var lines = whole.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    consolePartial = lines.removeLast()
    console.append(contentsOf: lines)
  }

  /// SwiftUI has no message for two views at one place of the same type; the note is ours.
  func reportDuplicateIdentity(of node: ViewNode) {
    note("Two views share one identity (\(node.typeName)); the second reuses the first's state.")
  }

  /// Clears the console, the log and the diagnostics, for a test that looks at what one step
  /// printed or reported.
  package func clearConsoleAndLog() {
    console.removeAll()
    log.removeAll()
    diagnostics.removeAll()
  }

  /// Resets the work counters.
  package func resetMetrics() {
    metrics = Metrics()
  }
}

/// What a person did to the screen that neither the app's state nor a primitive's state holds: which
/// row shows its swipe actions. (Scroll offsets and detents live with their list and presentation.)
@MainActor
final class InteractionState {
  @exclusivity(unchecked) var revealedSwipe: RevealedSwipe?
}

/// Records the first nodes a list builds for its rows (the rows themselves, not what they contain).
@MainActor
final class RowRecorder {
  @exclusivity(unchecked) var nodes: [WeakNode] = []
  @exclusivity(unchecked) private var depth: Int?

  func record(_ node: ViewNode) {
    if depth == nil { depth = node.depth }
    if node.depth == depth { nodes.append(WeakNode(node: node)) }
  }
}
