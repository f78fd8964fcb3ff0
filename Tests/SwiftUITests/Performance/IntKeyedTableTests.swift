import Testing

@testable import SwiftUI

/// The integer-keyed table behind a screen's actions and a list's rows answers as a dictionary
/// would, through insertions, overwrites and removals in any order.
@Suite("The table of values by integer key")
struct IntKeyedTableTests {
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
    table.forEach { key, value in seen[key] = value }
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
}
