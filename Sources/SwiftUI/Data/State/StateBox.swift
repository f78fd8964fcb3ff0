/// What every state's storage keeps of the views that read it, apart from the value: not generic,
/// so that recording a read (several at each body) runs specialized code, where a method of the
/// generic box looked up the metadata of its nested types and arrays at each call.
@usableFromInline
class StateReaders: @unchecked Sendable {
  @Linked var owner: ViewNode?
  /// The host of the owner's tree, asked for an update by a write. Kept apart from the owner, whose
  /// view may have left the tree while a binding to this state still writes. Not kept: the host owns the
  /// tree, and so this storage.
  @Linked var host: GraphHost?
  /// The bodies that read this state, each as of the evaluation that read it.
  @exclusivity(unchecked) private final var dependents: [Dependent] = []
  /// The nodes whose content read this state outside any body (a primitive reading its binding as
  /// it resolves), one entry a node however often it reads.
  @exclusivity(unchecked) private final var contentReaders: [ObjectIdentifier: ContentReader] = [:]
  /// What listened as it read this state (``Runtime/stateReadListener``), each once.
  @exclusivity(unchecked) private final var listeners: [WeakListener] = []
  @exclusivity(unchecked) private final var pruneThreshold = 16
  /// The content that last read this state outside a body: read again, it depends on it already.
  @exclusivity(unchecked) private final var lastContentReader = 0

  /// Whether this is the storage of a state of that value type: a `StateBox` answers for its own.
  /// - Parameter type: The value type asked about.
  /// - Returns: True when this storage holds a value of exactly that type.
  func holdsState(of type: Any.Type) -> Bool { false }

  private struct Dependent {
    @Linked var node: ViewNode?
    let generation: Int
  }

  private struct ContentReader {
    @Linked var node: ViewNode?
  }

  private struct WeakListener {
    weak var listener: StateReadListener?
  }

  /// A read during an update makes a body depend on this state: the body being evaluated, or, for a
  /// read inside a closure the runtime calls (a sheet's content), the body of the view that owns the
  /// state, whose closure it is. The value read is still the snapshot, so a closure that ran before
  /// any such dependency existed shows the old value once (the lesson's "Editing nothing").
  /// A read outside any body also makes the content being resolved depend on it: a binding read by
  /// the runtime itself (a sheet reading its `isPresented`), and the state read by the closure the
  /// content called. The owner's body running again is not enough there: the closure may have
  /// reached the content through a view that holds it (a container's `@ViewBuilder` property), and
  /// a new closure alike the last (the same function over the same captured view) leaves that
  /// view as it was.
  final func recordRead(fallingBackToOwner: Bool) {
    if let node = Runtime.evaluatingNode {
      addDependent(node)
      return
    }
    if fallingBackToOwner, let owner { addDependent(owner) }
    if let listener = Runtime.stateReadListener { addListener(listener) }
    if let reads = ContentReads.current, reads.serial != lastContentReader, let node = reads.node {
      reads.readsState = true
      lastContentReader = reads.serial
      let key = ObjectIdentifier(node)
      if contentReaders[key]?.node == nil { contentReaders[key] = ContentReader(node: node) }
    }
  }

  /// Keeps a listener once, first letting go of those gone whenever there are eight: a state rarely
  /// written, read by the rows of lists that come and go, would otherwise keep one for each.
  private final func addListener(_ listener: StateReadListener) {
    guard !listeners.contains(where: { $0.listener === listener }) else { return }
    if listeners.count >= 8 { listeners.removeAll { $0.listener == nil } }
    listeners.append(WeakListener(listener: listener))
  }

  /// Makes a body depend on this state, as of its current evaluation.
  ///
  /// Called as a body reads the state, which is on the main actor (``Runtime/evaluatingNode`` is set
  /// there alone), through a getter the compiler cannot see is: the node's generation is read
  /// without a hop, and only the rare pruning of the list goes through one. A debug build checks
  /// the actor.
  private final func addDependent(_ node: ViewNode) {
    // Not `MainActor.assertIsolated` alone: it asks the executor in a release build too.
    #if DEBUG
      MainActor.assertIsolated("A body's read of a state is recorded off the main actor")
    #endif
    let generation = node.bodyGeneration
    if let last = dependents.last, last.node === node, last.generation == generation { return }
    if dependents.count >= pruneThreshold { onMainActor { pruneDependents() } }
    dependents.append(Dependent(node: node, generation: generation))
  }

  /// Lets go of the dependents that can no longer be told (their body ran again, their node went)
  /// whenever the list has doubled: a state read at every update and rarely written would otherwise
  /// keep one for each update.
  @MainActor private final func pruneDependents() {
    dependents.removeAll { entry in
      guard let node = entry.node, node.isAlive else { return true }
      return node.bodyGeneration != entry.generation
    }
    pruneThreshold = max(16, dependents.count * 2)
  }

  /// Tells every view that read the state, as of its read, that it changed, and asks for an update.
  @MainActor final func valueDidChange() {
    let waiting = dependents
    dependents.removeAll()
    let readers = contentReaders
    contentReaders.removeAll()
    lastContentReader = 0
    let told = listeners
    listeners.removeAll()
    for entry in told { entry.listener?.stateDidChange() }
    for dependent in waiting {
      if let node = dependent.node, node.bodyGeneration == dependent.generation {
        node.invalidateBody()
      }
    }
    for reader in readers.values {
      if let node = reader.node, node.isAlive { node.contentDidChange() }
    }
    host?.setNeedsUpdate()
  }
}

/// The storage of one `@State`, owned by the view's identity in the tree.
///
/// `value` is the current value; `snapshot` is the value as of the owner's last body evaluation, which
/// is what reads during a view update see (SwiftUI's rule, the cause of the lesson's stale sheet).
@usableFromInline
final class StateBox<Value>: StateReaders, @unchecked Sendable {
  override func holdsState(of type: Any.Type) -> Bool { type == Value.self }

  @exclusivity(unchecked) var value: Value
  @exclusivity(unchecked) var snapshot: Value

  init(_ value: Value) {
    self.value = value
    self.snapshot = value
  }

  /// The value for a read of the property itself: during an update, the snapshot, except in the body
  /// of another view, which sees the current one; else the current one.
  ///
  /// Another view's body reads it through a closure of the owner's it was handed (a container that
  /// calls its `@ViewBuilder` content in its body): that body depends on the state, and runs again
  /// when it changes, while the owner's, which did not read it, does not, and its snapshot stays as
  /// it was. A closure the runtime calls outside any body (a sheet's content) still sees the
  /// snapshot: the lesson's "Editing nothing".
  func readProperty() -> Value {
    guard Runtime.isUpdating else { return value }
    recordRead(fallingBackToOwner: true)
    if let reader = Runtime.evaluatingNode, reader !== owner { return value }
    return snapshot
  }

  /// The value for a read through a binding: always current.
  func readCurrent() -> Value {
    if Runtime.isUpdating { recordRead(fallingBackToOwner: false) }
    return value
  }

  func write(_ newValue: Value) {
    nonisolated(unsafe) let newValue = newValue
    onMainActor {
      if Runtime.isUpdating {
        RuntimeLog.warn("Modifying state during view update, this will cause undefined behavior.")
      }
      if ValueComparison.isEqual(value, newValue) { return }
      value = newValue
      valueDidChange()
    }
  }

  func refreshSnapshot() {
    snapshot = value
  }
}
