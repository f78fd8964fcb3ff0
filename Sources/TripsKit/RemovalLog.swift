/// The removals from an array, told by the positions its elements had before any of them: a
/// position kept elsewhere (by identifier, in start order) stays as it was written, and is read
/// through the log, so that removing one element does not rewrite every position after it.
///
/// A kept element's position now is its first position less the removed ones before it; both ways
/// cost a binary search among the removals.
///
/// ```swift
/// var log = RemovalLog()
/// log.remove([2])   // The element at 2 is gone; those after it moved up.
/// log.current(5)    // 4: the element first at 5 is at 4 now.
/// log.first(4)      // 5
/// log.isRemoved(2)  // true
/// ```
public struct RemovalLog: Sendable {
  /// The removed first positions, ascending.
  public private(set) var removed: [Int] = []

  /// A log of no removals: every position is as it first was.
  public init() {}

  /// Where the element first at `first` is now (it must not have been removed).
  ///
  /// - Parameter first: A kept element's position before any removal.
  /// - Returns: Its position now.
  public func current(_ first: Int) -> Int {
    first - removedCount(before: first)
  }

  /// Where the element now at `current` was before any removal: the first position that has
  /// `current` kept positions before it, skipping the removed ones.
  ///
  /// - Parameter current: A position now.
  /// - Returns: Its first position.
  public func first(_ current: Int) -> Int {
    if removed.isEmpty { return current }
    // `removed[k] - k` never decreases: the first k where it passes `current` is the number of
    // removals before the element.
    var low = 0
    var high = removed.count
    while low < high {
      let middle = (low + high) / 2
      if removed[middle] - middle <= current { low = middle + 1 } else { high = middle }
    }
    return current + low
  }

  /// The first position an element appended now, at `current`, is given: after every position used.
  ///
  /// - Parameter current: Its position now (the array's count before the append).
  /// - Returns: Its first position.
  public func appended(at current: Int) -> Int { current + removed.count }

  /// Records the removal of the elements at these positions now (ascending).
  ///
  /// - Parameter positions: Positions before this removal, ascending.
  public mutating func remove(_ positions: [Int]) {
    let firsts = positions.map(first)
    for position in firsts { removed.insert(position, at: removedCount(before: position)) }
  }

  /// Whether the element first at `first` was removed.
  ///
  /// - Parameter first: A position before any removal.
  /// - Returns: True when a removal took it.
  public func isRemoved(_ first: Int) -> Bool {
    let index = removedCount(before: first)
    return index < removed.count && removed[index] == first
  }

  private func removedCount(before first: Int) -> Int {
    var low = 0
    var high = removed.count
    while low < high {
      let middle = (low + high) / 2
      if removed[middle] < first { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
