import SwiftUI
import Testing

/// The table of a screen's actions answers as a dictionary of node ids would, through the
/// insertions and overwrites a pass makes and the emptying between passes.
@MainActor
struct ScreenActionTableTests {
  /// Actions whose tap reports the number it was made with.
  private func actions(reporting number: Int, to taps: Box) -> ScreenActions {
    var actions = ScreenActions()
    actions.tap = { taps.value.append(number) }
    return actions
  }

  private final class Box { var value: [Int] = [] }

  @Test func anEmptyTableHasNoActionsForAnyNode() {
    let table = ScreenActionTable()
    #expect(table[1] == nil)
    #expect(table[12_345] == nil)
    #expect(table.count == 0)
  }

  @Test func eachNodeFindsItsOwnActionsAfterTheTableGrows() {
    let taps = Box()
    var table = ScreenActionTable()
    for id in 1...1_000 { table.set(actions(reporting: id, to: taps), for: id * 7) }
    #expect(table.count == 1_000)
    for id in 1...1_000 { table[id * 7]?.tap?() }
    #expect(taps.value == Array(1...1_000))
    #expect(table[3] == nil)
  }

  @Test func randomWritesAgreeWithADictionary() {
    let taps = Box()
    var table = ScreenActionTable()
    var expected: [Int: Int] = [:]
    var generator = SystemRandomNumberGenerator()
    for step in 0..<20_000 {
      let id = Int.random(in: 1...3_000, using: &generator)
      table.set(actions(reporting: step, to: taps), for: id)
      expected[id] = step
    }
    #expect(table.count == expected.count)
    for id in 1...3_000 {
      taps.value = []
      table[id]?.tap?()
      #expect(taps.value == (expected[id].map { [$0] } ?? []), "node \(id)")
    }
  }

  @Test func emptyingKeepsNothingAndTheTableFillsAgain() {
    let taps = Box()
    var table = ScreenActionTable()
    for id in 1...100 { table.set(actions(reporting: id, to: taps), for: id) }
    table.removeAll()
    #expect(table.count == 0)
    #expect((1...100).allSatisfy { table[$0] == nil })
    table.set(actions(reporting: 50, to: taps), for: 50)
    table[50]?.tap?()
    #expect(taps.value == [50])
  }
}
