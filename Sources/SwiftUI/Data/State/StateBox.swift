/// The storage of one `@State`, owned by the view's identity in the tree.
///
/// `value` is the current value; `snapshot` is the value as of the owner's last body evaluation, which
/// is what reads during a view update see (SwiftUI's rule, the cause of the lesson's stale sheet).
final class StateBox<Value>: @unchecked Sendable {
  var value: Value
  var snapshot: Value
  weak var owner: ViewNode?
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
    recordRead()
    return snapshot
  }

  /// The value for a read through a binding: always current.
  func readCurrent() -> Value {
    if Runtime.isUpdating { recordRead() }
    return value
  }

  private func recordRead() {
    guard let node = Runtime.evaluatingNode else { return }
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
      (owner?.host ?? Runtime.activeHost)?.setNeedsUpdate()
    }
  }

  func refreshSnapshot() {
    snapshot = value
  }
}
