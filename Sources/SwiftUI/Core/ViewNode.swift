/// One identity in the view tree: a view with a body, its storage, and its children.
///
/// A node keeps the body it last produced and evaluates it again only when something it read changed
/// (a state, a binding, an environment value, an observable property) or when its parent passed it
/// different inputs. Primitive views have no node: they are resolved into elements as part of the
/// content of the node whose body holds them, and a node keeps those elements while its body and the
/// environment values they read stay the same (see ``ContentReads``).
@MainActor
final class ViewNode: Linkable {
  unowned let host: GraphHost
  @Linked var parent: ViewNode?
  let depth: Int
  /// The view's type as a developer writes it, for notes (made when one is written).
  var typeName: String { String(describing: type(of: view)) }
  @exclusivity(unchecked) private(set) var view: any View
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// The storage of the view's `@State` properties, in declaration order.
  @exclusivity(unchecked) var properties: [AnyObject] = []
  @exclusivity(unchecked) var children = KeyedTable<ChildKey, ViewNode>()
  /// State of primitive views resolved inside this node's body (a stack's path, an onChange's last
  /// value, a presentation's phase), by structural path.
  @exclusivity(unchecked) var primitiveStates = KeyedTable<StructuralPath, PrimitiveState>()
  /// What the environment writes inside this node's body made last time, by their structural
  /// paths (see ``ResolveContext/writingEnvironment(_:)``).
  @exclusivity(unchecked) var environmentWrites = KeyedTable<StructuralPath, EnvironmentWrite>()
  @exclusivity(unchecked) private(set) var body: (any View)?
  @exclusivity(unchecked) private(set) var needsBody = true
  /// Bumped at each body evaluation, so that a read recorded by an earlier evaluation can be ignored.
  /// Not isolated: a state's storage reads it as a body reads the state, through a getter the
  /// compiler cannot see runs on the main actor (every body does); hopping there for one integer
  /// made a closure context on the heap at each read.
  nonisolated(unsafe) private(set) var bodyGeneration = 0
  @exclusivity(unchecked) var lastVisitedFrame = 0
  /// The last update that marked this node and everything under it visited (a kept content): the
  /// sweep after that update has nothing to remove below it.
  @exclusivity(unchecked) var wholeSubtreeVisitedFrame = 0
  /// The resolution (``GraphHost/resolutionRound``) in which the view was last reached through its
  /// parent's content (not kept with an ancestor's): reached twice in one, two views share its
  /// identity.
  @exclusivity(unchecked) var lastReachedRound = 0

  /// Notes that the resolution running now reached the view through its parent's content, and says
  /// so when it had already reached it: two views share its identity.
  func noteReached() {
    if lastReachedRound == host.resolutionRound { host.reportDuplicateIdentity(of: self) }
    lastReachedRound = host.resolutionRound
  }
  /// False once the node has left the tree; late notifications for it are ignored.
  @exclusivity(unchecked) private(set) var isAlive = true
  /// The places (bindings' locations) this node's content reads under an observation registration
  /// that has not fired yet (see `ContentReads.tracking(reading:_:)`). Read and written on the main
  /// actor only, during an update or as a registration fires there; the reads happen in a binding's
  /// getter, which is not isolated.
  nonisolated(unsafe) var watchedPlaces = KeyedTable<LocationIdentity, Void>()
  /// The environment keys the body read, by their numbers in ``EnvironmentKeyTable``. Written as the
  /// body runs on the main actor, through the recorder's sink, which is not isolated.
  @exclusivity(unchecked) nonisolated(unsafe) private var environmentReads = EnvironmentKeySet()
  /// What the content resolved into last time, while nothing it depends on has changed.
  @exclusivity(unchecked) private(set) var resolvedContent: ResolvedContent?
  /// How the body runs again where the node is, for a custom modifier's node (see
  /// ``InPlaceResolution``); nil for any other.
  @exclusivity(unchecked) var inPlace: InPlaceResolution?

  init(host: GraphHost, parent: ViewNode?, view: any View, environment: EnvironmentValues) {
    self.host = host
    self.parent = parent
    self.depth = (parent?.depth ?? -1) + 1
    self.view = view
    self.environment = environment
    self.isRuntimeRoot = RuntimeRootTypes.isRoot(Swift.type(of: view))
    if !isRuntimeRoot { host.metrics.nodesCreated += 1 }
    link.attach(self)
  }

  isolated deinit { link.clear() }

  /// The link to this node that leaves it free to go (``ObjectLink``): what refers to a node without
  /// owning it (its children, the observations of its body, the states it holds) holds this.
  nonisolated let link = ObjectLink<ViewNode>()

  /// Whether the view is the runtime's own root around content (``RuntimeRoot``).
  let isRuntimeRoot: Bool

  /// Whether the content read a dynamic property outside any body as it last resolved, through a
  /// closure it holds: a value alike the last says nothing of that read (``HeldContent``), so the
  /// content resolves again with each value it is handed.
  @exclusivity(unchecked) var resolvesAtEveryValue = false

  /// Takes the inputs the parent passes this frame: the view value and the environment.
  func receive<V: View>(view newView: V, environment newEnvironment: EnvironmentValues) {
    if !needsBody && (resolvesAtEveryValue || !Self.sameView(view, newView)) {
      needsBody = true
    }
    // A runtime root's value is read only to resolve its content: one alike the last, whose kept
    // elements were made from the last, stays as it is rather than being copied in.
    if needsBody || !isRuntimeRoot { view = newView }
    receive(environment: newEnvironment)
  }

  /// Takes the environment: the body runs again if a value it read changed, and the kept elements
  /// go if a value their content read changed.
  private func receive(environment newEnvironment: EnvironmentValues) {
    if !newEnvironment.isIdentical(to: environment) {
      let diff = host.environmentDiff
      if !needsBody, diff.differs(in: environmentReads, from: environment, to: newEnvironment) {
        needsBody = true
      }
      if let resolvedContent, !needsBody,
        resolvedContent.reads.dependsOnChange(from: environment, to: newEnvironment, in: diff)
      {
        self.resolvedContent = nil
      }
      environment = newEnvironment
    }
    if needsBody { resolvedContent = nil }
  }

  /// The kept elements, if they are still what the content resolves into in `newEnvironment` (the
  /// view value is taken to be the same: its maker did not run again).
  func keptContent(in newEnvironment: EnvironmentValues, isLazy: Bool) -> ResolvedContent? {
    guard reusableContent(isLazy: isLazy) != nil else { return nil }
    receive(environment: newEnvironment)
    return reusableContent(isLazy: isLazy)
  }

  /// The elements resolved last time, if they are still what this node's content resolves into.
  func reusableContent(isLazy: Bool) -> ResolvedContent? {
    guard !needsBody, let resolvedContent, resolvedContent.isLazy == isLazy else { return nil }
    return resolvedContent
  }

  func keepContent(_ content: ResolvedContent) {
    resolvedContent = content
    contentVersion += 1
  }

  /// Counts the contents this node has kept, so that a copy of them can tell it is still current.
  @exclusivity(unchecked) private(set) var contentVersion = 0

  /// Reads the node's view where it lies, as the type it is known to be, without copying it out
  /// of its existential.
  ///
  /// - Parameters:
  ///   - type: The type the view is expected to be.
  ///   - body: Reads the view at its address; it must not keep the address.
  /// - Returns: What `body` returns, or nil when the view is of another type.
  func withView<V: View, Result>(as type: V.Type, _ body: (UnsafeRawPointer) -> Result) -> Result? {
    func open<Held: View>(_ held: Held) -> Result? {
      guard Held.self == V.self else { return nil }
      return withAddress(of: held, body)
    }
    return open(view)
  }

  /// The node's view, when it is of exactly this type: `view as? V` without asking the Swift
  /// runtime to cast. Opened here, not through ``exactValue(_:as:)`` (which would box the view
  /// again, as an `Any`) nor ``withView(as:_:)`` (whose closure costs more than the copy).
  ///
  /// - Parameter type: The view's type.
  /// - Returns: A copy of the view, or nil when the node holds a view of another type.
  func heldView<V: View>(as type: V.Type) -> V? {
    func open<Held: View>(_ held: Held) -> V? {
      guard Held.self == V.self else { return nil }
      return withValue(held, as: V.self) { $0 }
    }
    return open(view)
  }

  /// Whether a view is the one this node had, compared where both lie: casting the new view out of
  /// an existential would copy it (a chain of modifiers holding a dozen closures) only to compare.
  ///
  /// Nonisolated, as is everything it calls: a closure formed on the main actor and handed to the
  /// standard library checks at each call that it runs there, a few hundred instructions per view.
  nonisolated private static func sameView<V: View>(_ old: any View, _ new: V) -> Bool {
    func open<Old: View>(_ old: Old) -> Bool {
      guard Old.self == V.self else { return false }
      return withUnsafePointer(to: old) { old in
        withUnsafePointer(to: new) { new in
          ValueComparison.isEqual(at: UnsafeRawPointer(old), UnsafeRawPointer(new), as: V.self)
        }
      }
    }
    return open(old)
  }

  /// Marks the body for evaluation; this node's elements, and those of every ancestor (which contain
  /// them), are resolved again.
  ///
  /// A custom modifier's node whose content is kept runs its body where it is instead, once the
  /// update has handed out what holds it (``InPlaceResolution``): its ancestors keep their elements
  /// when its own are the same.
  func invalidateBody() {
    needsBody = true
    if inPlace != nil, resolvedContent != nil {
      host.queueInPlace(self)
      return
    }
    invalidateContent()
  }

  /// Drops the elements this node kept, and those of every ancestor (which contain them): they are
  /// resolved again, from the same body, at the next update. A list's row stops the walk: the list
  /// builds its rows as it lays them out, so forgetting the row is enough, and what holds the list
  /// keeps its elements. So does a ``ContentBoundary``: its container asks for its elements as it
  /// lays them out, which resolves them again.
  ///
  /// - Returns: Whether a row or a boundary stopped the walk; false when it went up to the root.
  @discardableResult
  func invalidateContent() -> Bool {
    if !host.sceneMayHaveChanged, !isInPresentedContent { host.sceneMayHaveChanged = true }
    var node: ViewNode? = self
    while let current = node {
      current.resolvedContent = nil
      if let rows = current.lazyRowCache, rows.forgetRow(current) { return true }
      if let boundary = current.boundary, boundary.contentChanged() { return true }
      node = current.parent
    }
    return false
  }

  /// The rows of the list this node is a row of, when it is one.
  weak var lazyRowCache: RowCache?
  /// The boundary this node is the content of, when it is one (a split view's column, a tab).
  weak var boundary: ContentBoundary?

  /// Whether this node is the root of what a presentation shows (its ``PresentedPart``).
  @exclusivity(unchecked) var isPresentationRoot = false

  /// Whether this node lies in what a presentation shows (a sheet's content, an alert's), or is the
  /// presentation's own: a change there leaves the screen under the presentations as it was.
  var isInPresentedContent: Bool {
    var node: ViewNode? = self
    while let current = node {
      if current.isPresentationRoot { return true }
      node = current.parent
    }
    return false
  }

  /// Forgets that this node's descendants and primitives were present in this update, and that
  /// everything under its ancestors was: its content is about to be resolved again after what held
  /// it marked it present, and the sweep must remove what the new content leaves.
  func forgetVisits() {
    handVisitsDownTheWay(frame: host.frame)
    forgetVisitsBelow()
  }

  /// Forgets, as ``forgetVisits()`` does, that this node's children and primitives were present in
  /// this update, but not what lies below them: for a node resolved again right after the update's
  /// own resolution, when only the marks handed down to its children can be this update's (nothing
  /// below was resolved yet, or the node would have been reached with it). A walk of the whole
  /// subtree would cost, under a modifier around an app's root, more than its body.
  func forgetVisitsOfChildren() {
    handVisitsDownTheWay(frame: host.frame)
    primitiveStates.forEachEntry { _, state in state.lastVisitedFrame = 0 }
    children.forEachEntry { _, child in
      child.lastVisitedFrame = 0
      child.wholeSubtreeVisitedFrame = 0
    }
  }

  /// A mark on an ancestor stands for its whole subtree: it is handed down the path to this node,
  /// top first, so that the siblings along the path stay present once the sweep goes below them.
  private func handVisitsDownTheWay(frame: Int) {
    parent?.handVisitsDownTheWay(frame: frame)
    if wholeSubtreeVisitedFrame == frame { handVisitDown(frame: frame) }
    wholeSubtreeVisitedFrame = 0
  }

  private func forgetVisitsBelow() {
    primitiveStates.forEachEntry { _, state in state.lastVisitedFrame = 0 }
    children.forEachEntry { _, child in
      child.lastVisitedFrame = 0
      child.wholeSubtreeVisitedFrame = 0
      child.forgetVisitsBelow()
    }
  }

  /// Something this node's content read outside a body changed: drops the content, and asks for an
  /// update.
  func contentDidChange() {
    invalidateContent()
    host.setNeedsUpdate()
  }

  /// Adds what a row of a lazy container read, built at layout after this node's content was kept,
  /// to the reads of this node's kept content and of its ancestors', so that a change to any of it
  /// resolves the content again (a volatile row drops it now: it is resolved at the next update).
  func absorbLate(_ rowReads: ContentReads) {
    guard let kept = resolvedContent?.reads else { return }
    if rowReads.isVolatile {
      invalidateContent()
      return
    }
    // Whatever the kept reads hold, their ancestors' hold too.
    guard !kept.includes(rowReads) else { return }
    var node: ViewNode? = self
    while let current = node, let reads = current.resolvedContent?.reads {
      reads.absorb(rowReads)
      node = current.parent
    }
  }

  /// The body, evaluated again if anything it depends on changed.
  func currentBody() -> any View {
    if let body, !needsBody { return body }
    let fresh = evaluateBody()
    body = fresh
    needsBody = false
    return fresh
  }

  /// Takes the view of the runtime's own root (``RuntimeRoot``) as its body, which its parent
  /// resolves where it lies in the view: nothing to install, read or observe, or keep.
  func takeRootContent() {
    bodyGeneration += 1
    needsBody = false
  }

  /// Runs the body of a view of the app's; the runtime's own roots are resolved where they lie
  /// (``takeRootContent()``).
  private func evaluateBody() -> any View {
    bodyGeneration += 1
    environmentReads = EnvironmentKeySet()
    installProperties()
    host.metrics.bodyEvaluations += 1

    let previousNode = Runtime.evaluatingNode
    let previousSink = EnvironmentReadRecorder.sink
    let previousRun = Runtime.bodyRun
    Runtime.evaluatingNode = self
    EnvironmentReadRecorder.sink = self
    Runtime.bodyRuns &+= 1
    Runtime.bodyRun = Runtime.bodyRuns
    defer {
      Runtime.evaluatingNode = previousNode
      EnvironmentReadRecorder.sink = previousSink
      Runtime.bodyRun = previousRun
    }

    let generation = bodyGeneration
    let signal = InvalidationSignal(node: self, generation: generation)
    return withTracking {
      view.body
    } onChange: {
      signal.fire()
    }
  }

  private func installProperties() {
    PropertyLayout.of(Swift.type(of: view)).install(from: view, on: self)
  }

  /// Records that the body read the environment key numbered `index`.
  nonisolated func recordEnvironmentRead(_ index: Int) {
    environmentReads.insert(index)
  }

  /// Records that the body read the environment keys numbered in `keys`.
  nonisolated func recordEnvironmentReads(_ keys: EnvironmentKeySet) {
    environmentReads.formUnion(keys)
  }

  /// Marks this node, its descendants and their primitives as present in this update.
  ///
  /// The mark on this node stands for everything under it: the sweep does not go below a node whose
  /// whole subtree is marked, so the descendants are not walked (a kept screen holds hundreds of
  /// nodes). Where something below is resolved again in the same update, ``forgetVisits()`` hands
  /// the mark down the path to it first.
  func markVisited(frame: Int) {
    lastVisitedFrame = frame
    wholeSubtreeVisitedFrame = frame
  }

  /// Hands a whole-subtree mark down one level: the children and the primitives are present, each
  /// with everything under it.
  private func handVisitDown(frame: Int) {
    primitiveStates.forEachEntry { _, state in state.lastVisitedFrame = frame }
    children.forEachEntry { _, child in
      child.lastVisitedFrame = frame
      child.wholeSubtreeVisitedFrame = frame
    }
  }

  /// Removes this node and its descendants: their state is discarded and their disappear actions run
  /// (unless the whole host is going away).
  func tearDown(notifying host: GraphHost?) {
    isAlive = false
    children.forEachEntry { _, child in child.tearDown(notifying: host) }
    children = KeyedTable()
    primitiveStates.forEachEntry { _, state in
      if let host { state.didDisappear(host: host) }
      state.release()
    }
    primitiveStates = KeyedTable()
    properties.removeAll()
    resolvedContent = nil
  }
}

/// Carries an observation change back to the main actor, where the node is marked for a new body.
private struct InvalidationSignal: @unchecked Sendable {
  @Linked var node: ViewNode?
  let generation: Int

  func fire() {
    // The link is read on the main actor, where the node deinitializes and clears it: an
    // observation may fire on the thread of a write made elsewhere.
    let signal = self
    MainQueue.run {
      guard let node = signal.node, node.isAlive, node.bodyGeneration == signal.generation else { return }
      node.invalidateBody()
      node.host.setNeedsUpdate()
    }
  }
}

/// Storage for a primitive view's own state, kept at its structural path inside a node.
@MainActor
class PrimitiveState {
  /// Whether content that holds the state depends on it: true, unless the state never changes what
  /// its primitive resolves into (a `ForEach`'s kept rows tell their own list when they go stale).
  class var isReadByContent: Bool { true }

  @exclusivity(unchecked) var lastVisitedFrame = 0
  /// The node whose content holds the primitive. Not kept: the node owns this state.
  @Linked var owner: ViewNode?

  /// The state changed in a way its primitive reads as it resolves: the content holding it is
  /// resolved again at the next update, which this asks for.
  func contentChanged() {
    owner?.contentDidChange()
  }

  /// False once the node has left the tree; late notifications for it are ignored.
  @exclusivity(unchecked) private(set) var isAlive = true
  /// Called when the primitive leaves the tree.
  func didDisappear(host: GraphHost) {}
  /// Lets go of what the state keeps for later updates, once it has left the tree (or the host is
  /// going away): what it keeps may hold it, through the app's closures.
  func release() {}
}

/// Whether the code runs on the main queue, which is where the main actor runs. `Thread.isMainThread`
/// is not the test: after `dispatch_main()` (as under a test runner) the main queue runs on a worker.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
  }

  /// Runs main-actor work at once when on the main queue (an observation fired by a write made
  /// there), else as a main-actor task: how every observation reaches the tree.
  ///
  /// - Parameter work: What to do on the main actor.
  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isCurrent {
      // The main queue is the main actor's executor: the work runs at once, called as it is.
      // `assumeIsolated` would ask the executor again, through a thunk made for its throwing
      // signature, some 600 instructions an observation fired.
      unsafeBitCast(work, to: (@Sendable () -> Void).self)()
    } else {
      Task { @MainActor in work() }
    }
  }
}
