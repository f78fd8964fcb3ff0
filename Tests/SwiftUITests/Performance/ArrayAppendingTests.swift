import Testing

@testable import SwiftUI

// Layout hands each child's nodes up to its container by moving them; a child's nodes that a kept
// placement shares are copied instead, and the placement keeps its own.

@Suite("Handing nodes up to a container")
struct ArrayAppendingTests {
  private final class Box {
    let name: String
    init(_ name: String) { self.name = name }
  }

  @Test("Moving appends every element, in order, and leaves the source empty")
  func movingKeepsOrder() {
    var column = [Box("title")]
    var row = [Box("city"), Box("country"), Box("nights")]
    column.append(moving: &row)
    #expect(column.map(\.name) == ["title", "city", "country", "nights"])
    #expect(row.isEmpty)
  }

  @Test("An empty container takes the child's elements whole")
  func emptyContainerTakesTheStorage() {
    var column: [Box] = []
    var row = [Box("city"), Box("country")]
    column.append(moving: &row)
    #expect(column.map(\.name) == ["city", "country"])
    #expect(row.isEmpty)
  }

  @Test("Elements another array shares are copied, and that array keeps them")
  func sharedElementsStayWithTheirOtherHolder() {
    let kept = [Box("city"), Box("country")]
    var handedOut = kept
    let alone = handedOut.holdsStorageAlone
    #expect(!alone)
    var column = [Box("title")]
    column.append(moving: &handedOut)
    #expect(column.map(\.name) == ["title", "city", "country"])
    #expect(handedOut.isEmpty)
    #expect(kept.map(\.name) == ["city", "country"])
    #expect(column[1] === kept[0] && column[2] === kept[1])
  }

  @Test("Removing each hands the elements out in order and leaves the array empty")
  func removingEachKeepsOrder() {
    var row = [Box("city"), Box("country"), Box("nights")]
    var names: [String] = []
    row.removeEach { names.append($0.name) }
    #expect(names == ["city", "country", "nights"])
    #expect(row.isEmpty)
  }

  @Test("An array made here holds its storage alone")
  func freshArrayHoldsItsStorage() {
    var row = [Box("city")]
    row.append(Box("country"))
    let alone = row.holdsStorageAlone
    #expect(alone)
  }
}
