import Synchronization

/// Results of a pure and costly computation (formatting a number, rendering markdown), remembered by
/// their input: a body runs again far more often than what it shows changes.
///
/// A bound, not an eviction policy: what one screen shows is little, and a full table starts over.
/// Thread-safe, as text may be made off the main actor.
final class RememberedResults<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let table = Mutex<[Key: Value]>([:])
  private let bound: Int

  /// An empty table.
  ///
  /// - Parameter bound: How many results it holds before it starts over.
  init(bound: Int = 1024) {
    self.bound = bound
  }

  /// The result for an input, made (outside the lock) and remembered on first use.
  ///
  /// - Parameters:
  ///   - key: The input.
  ///   - make: Computes the result.
  /// - Returns: The result for `key`.
  func value(for key: Key, making make: () -> Value) -> Value {
    if let known = table.withLock({ $0[key] }) { return known }
    let made = make()
    table.withLock { results in
      if results.count >= bound { results.removeAll(keepingCapacity: true) }
      results[key] = made
    }
    return made
  }
}
