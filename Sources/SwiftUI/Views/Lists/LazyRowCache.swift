import Observation

/// The rows a lazy `ForEach` made in earlier updates, by id: a row whose view still holds the
/// elements it made is handed out again without calling the `ForEach`'s closure.
///
/// The cache holds while the `ForEach` is the same value (the same data and the same closure, so
/// its owner's body did not run again), in the same environment, and nothing the closure read has
/// changed: the closure runs under observation, and a change to anything it read empties the cache.
@MainActor
final class LazyRowCache: PrimitiveState {
  private struct Row {
    weak var node: ViewNode?
    let version: Int
  }

  private var rows: [AnyHashable: Row] = [:]
  private var forEach: Any?
  private var environment: EnvironmentValues?
  private var isStale = false

  /// Starts an update with the `ForEach` and the environment its rows are made in.
  func begin<F>(with forEach: F, environment: EnvironmentValues) {
    let same =
      !isStale && (self.forEach as? F).map { ValueComparison.sameBytes($0, forEach) } == true
      && self.environment.map { $0.isIdentical(to: environment) } == true
    if !same { rows.removeAll(keepingCapacity: true) }
    self.forEach = forEach
    self.environment = environment
    isStale = false
  }

  /// The node of a row made before whose elements are still current.
  func node(for id: AnyHashable) -> ViewNode? {
    guard let row = rows[id], let node = row.node, node.isAlive, node.contentVersion == row.version,
      node.reusableContent(isLazy: true) != nil
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
    weak var cache: LazyRowCache?
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
