import Observation

/// The rows a `ForEach` made in earlier updates, by id: a row whose view still holds the elements it
/// made, in an environment that changed nothing it read, is handed out again without calling the
/// `ForEach`'s closure.
///
/// The cache holds while the `ForEach` is the same value (the same data and the same closure, so its
/// owner's body did not run again) and nothing the closure read has changed: the closure runs under
/// observation, and a change to anything it read empties the cache.
@MainActor
final class RowCache: PrimitiveState {
  private struct Row {
    weak var node: ViewNode?
    let version: Int
  }

  @exclusivity(unchecked) private var rows: [AnyHashable: Row] = [:]
  private var forEach: Any?
  private var isStale = false

  /// Starts an update with the `ForEach`.
  func begin<F>(with forEach: F) {
    let same = !isStale && (self.forEach as? F).map { ValueComparison.sameBytes($0, forEach) } == true
    if !same { rows.removeAll(keepingCapacity: true) }
    self.forEach = forEach
    isStale = false
  }

  override func release() {
    forEach = nil
    rows.removeAll()
  }

  /// The node of a row made before, if it still holds the elements it made then.
  func node(for id: AnyHashable) -> ViewNode? {
    guard let row = rows[id], let node = row.node, node.isAlive, node.contentVersion == row.version
    else { return nil }
    return node
  }

  func keep(_ node: ViewNode, for id: AnyHashable) {
    rows[id] = Row(node: node, version: node.contentVersion)
  }

  /// Runs the app's row closure, forgetting every row when something it read changes.
  func observing<T>(host: GraphHost, _ make: () -> T) -> T {
    let signal = StaleSignal(cache: self, host: host)
    return withObservationTracking(make) { signal.fire() }
  }

  private struct StaleSignal: @unchecked Sendable {
    weak var cache: RowCache?
    weak var host: GraphHost?

    func fire() {
      let apply: @MainActor () -> Void = { [cache, host] in
        cache?.isStale = true
        host?.setNeedsUpdate()
      }
      if MainQueue.isCurrent {
        MainActor.assumeIsolated(apply)
      } else {
        Task { @MainActor in apply() }
      }
    }
  }
}
