import Testing
import TripsKit

/// A removal log answers, for positions kept elsewhere, where the elements are after removals, as
/// the array the removals were made from would.
@Suite("A removal log follows an array's removals")
struct RemovalLogTests {
  @Test("The documented example")
  func example() {
    var log = RemovalLog()
    log.remove([2])
    #expect(log.current(5) == 4)
    #expect(log.first(4) == 5)
    #expect(log.isRemoved(2))
    #expect(!log.isRemoved(5))
  }

  @Test("Removals one after another, single and several at once, agree with the array at every step")
  func agreesWithTheArray() {
    // Each element of the array is its first position.
    var array = Array(0..<60)
    var log = RemovalLog()
    let removals: [[Int]] = [[0], [7, 8, 30], [54], [3, 4, 5, 6], [20], [1, 40], [0, 1, 2]]
    for positions in removals {
      for position in positions.reversed() { array.remove(at: position) }
      log.remove(positions)
      for (position, first) in array.enumerated() {
        #expect(log.current(first) == position)
        #expect(log.first(position) == first)
        #expect(!log.isRemoved(first))
      }
      let kept = Set(array)
      for first in 0..<60 where !kept.contains(first) { #expect(log.isRemoved(first)) }
    }
  }
}
