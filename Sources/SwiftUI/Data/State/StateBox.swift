/// The storage of one `@State`, owned by the view's identity in the tree.
///
/// `value` is the current value; `snapshot` is the value as of the owner's last body evaluation, which
/// is what reads during a view update see (SwiftUI's rule, the cause of the lesson's stale sheet).
final class StateBox<Value>: @unchecked Sendable {
  var value: Value
  var snapshot: Value
  weak var owner: ViewNode?
  /// The host of the owner's tree, asked for an update by a write. Kept apart from the owner, whose
  /// view may have left the tree while a binding to this state still writes. Weak: the host owns the
  /// tree, and so this storage.
  weak var host: GraphHost?
  private var dependents: [Dependent] = []

  private struct Dependent {
    weak var node: ViewNode?
    let generation: Int
  }

  init(_ value: Value) {
    self.value = value
    self.snapshot = value
  }

  /// The value for a read of the property itself: the snapshot during an update, else the current one.
  func readProperty() -> Value {
    guard Runtime.isUpdating else { return value }
    recordRead(fallingBackToOwner: true)
    return snapshot
  }

  /// The value for a read through a binding: always current.
  func readCurrent() -> Value {
    if Runtime.isUpdating { recordRead(fallingBackToOwner: false) }
    return value
  }

  /// A read during an update makes a body depend on this state: the body being evaluated, or, for a
  /// read inside a closure the runtime calls (a sheet's content), the body of the view that owns the
  /// state, whose closure it is. The value read is still the snapshot, so a closure that ran before
  /// any such dependency existed shows the old value once (the lesson's "Editing nothing").
  /// A binding read by the runtime itself (a sheet reading its `isPresented`) outside any body makes
  /// nothing depend on it: the runtime reads bindings afresh at every update.
  private func recordRead(fallingBackToOwner: Bool) {
    guard let node = Runtime.evaluatingNode ?? (fallingBackToOwner ? owner : nil) else { return }
    MainActor.assumeIsolated {
      let generation = node.bodyGeneration
      if let last = dependents.last, last.node === node, last.generation == generation { return }
      dependents.append(Dependent(node: node, generation: generation))
    }
  }

  func write(_ newValue: Value) {
    nonisolated(unsafe) let newValue = newValue
    MainActor.assumeIsolated {
      if Runtime.isUpdating {
        RuntimeLog.warn("Modifying state during view update, this will cause undefined behavior.")
      }
      if ValueComparison.isEqual(value, newValue) { return }
      value = newValue
      let waiting = dependents
      dependents.removeAll()
      for dependent in waiting {
        if let node = dependent.node, node.bodyGeneration == dependent.generation {
          node.invalidateBody()
        }
      }
      host?.setNeedsUpdate()
    }
  }

  func refreshSnapshot() {
    snapshot = value
  }
}
