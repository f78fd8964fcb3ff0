import Testing

@testable import SwiftUI

/// The keyed table behind a screen's actions, a list's rows and a node's children answers as a
/// dictionary would, through insertions, overwrites and removals in any order.
@Suite("The table of values by key")
struct KeyedTableTests {
  @Test("An empty table holds nothing for any key")
  func emptyTableHoldsNothing() {
    let table = IntKeyedTable<String>()
    #expect(table[0] == nil)
    #expect(table[-7] == nil)
    #expect(table.isEmpty)
  }

  @Test("Random insertions, overwrites and removals agree with a dictionary")
  func randomChangesAgreeWithADictionary() {
    var table = IntKeyedTable<Int>()
    var expected: [Int: Int] = [:]
    var generator = SystemRandomNumberGenerator()
    for step in 0..<30_000 {
      // Few keys, many removals: clusters form and wrap around the end of the table.
      let key = Int.random(in: -50...400, using: &generator)
      if Bool.random(using: &generator) {
        table[key] = step
        expected[key] = step
      } else {
        table[key] = nil
        expected[key] = nil
      }
      if step % 1_000 == 0 {
        #expect(table.count == expected.count)
      }
    }
    #expect(table.count == expected.count)
    for key in -50...400 {
      #expect(table[key] == expected[key], "key \(key)")
    }
    var seen: [Int: Int] = [:]
    table.forEachEntry { key, value in seen[key] = value }
    #expect(seen == expected)
  }

  @Test("Removing a key keeps every other key found, however their probes collided")
  func removalKeepsCollidingKeysFound() {
    var table = IntKeyedTable<Int>()
    // Offsets in order, as a list's rows are: many share a home slot in a small table.
    for key in 0..<64 { table[key] = key * 10 }
    for key in stride(from: 0, to: 64, by: 3) { table[key] = nil }
    for key in 0..<64 {
      #expect(table[key] == (key % 3 == 0 ? nil : key * 10), "key \(key)")
    }
  }

  @Test("Emptying keeps nothing, and the table fills again")
  func emptyingKeepsNothing() {
    var table = IntKeyedTable<String>()
    for key in 1...100 { table[key] = "\(key)" }
    table.removeAll()
    #expect(table.isEmpty)
    #expect((1...100).allSatisfy { table[$0] == nil })
    table[50] = "fifty"
    #expect(table[50] == "fifty")
    #expect(table.count == 1)
  }

  /// A key whose hash many keys share: their probes run into one another.
  private struct ClashingKey: TableKey {
    let id: Int
    var tableHash: Int { id % 5 }
  }

  @Test("Removing while walking asks each entry once and keeps every other found")
  func removingWhileWalkingAsksEachOnce() {
    var generator = SystemRandomNumberGenerator()
    for size in [1, 3, 4, 9, 40, 200] {
      var table = KeyedTable<ClashingKey, Int>()
      for id in 0..<size { table[ClashingKey(id: id)] = id }
      var asked: [Int: Int] = [:]
      var removed = Set<Int>()
      table.removeAll { key, value in
        asked[key.id, default: 0] += 1
        #expect(value == key.id)
        guard Bool.random(using: &generator) else { return false }
        removed.insert(key.id)
        return true
      }
      #expect(asked.count == size && asked.values.allSatisfy { $0 == 1 }, "size \(size)")
      #expect(table.count == size - removed.count)
      for id in 0..<size {
        #expect(table[ClashingKey(id: id)] == (removed.contains(id) ? nil : id), "size \(size), key \(id)")
      }
    }
  }
}
