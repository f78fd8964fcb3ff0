/// Which environment keys differ between two environments, remembered for the pair compared last.
///
/// When a body runs again, every view below it receives the same new environment in place of the
/// same old one, and each compares the keys it read: a list's rows all read the same few. The
/// comparison of a key is made once per pair, then answered from two sets. Chains of writes never
/// change, so an answer holds as long as the pair; the pair is let go at the end of each update.
@MainActor
final class EnvironmentDiff {
  private unowned let host: GraphHost
  // Unchecked: read and written on the main actor only, a few times for every node that receives
  // an environment, where a dynamic exclusivity check costs more than the answer.
  @exclusivity(unchecked) private var old: EnvironmentStorage?
  @exclusivity(unchecked) private var new: EnvironmentStorage?
  @exclusivity(unchecked) private var same = EnvironmentKeySet()
  @exclusivity(unchecked) private var different = EnvironmentKeySet()

  /// A diff whose comparisons count in the host's metrics.
  ///
  /// - Parameter host: The host whose nodes receive the environments compared.
  init(host: GraphHost) {
    self.host = host
  }

  /// Whether `new` differs from `old` in the value of any of the keys.
  ///
  /// - Parameters:
  ///   - keys: Keys by their numbers in ``EnvironmentKeyTable``.
  ///   - old: The environment the keys were read in.
  ///   - new: The environment now.
  /// - Returns: True when one of the keys has another value now.
  func differs(in keys: EnvironmentKeySet, from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    if old.storage !== self.old || new.storage !== self.new {
      self.old = old.storage
      self.new = new.storage
      same = EnvironmentKeySet()
      different = EnvironmentKeySet()
    }
    let comparators = EnvironmentKeyTable.comparators
    return keys.contains { index in
      if same.contains(index) { return false }
      if different.contains(index) { return true }
      host.metrics.environmentComparisons += 1
      if comparators[index](old, new) {
        same.insert(index)
        return false
      }
      different.insert(index)
      return true
    }
  }

  /// Lets the pair go, so that the environments are not kept alive past the update.
  func reset() {
    old = nil
    new = nil
  }
}
