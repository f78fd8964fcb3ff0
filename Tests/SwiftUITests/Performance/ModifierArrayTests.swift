import Testing

@testable import SwiftUI

// A modifier attaches traits to the one element its content made and hands back the content's own
// array: a chain of modifiers allocates no array of its own at each level.

@Suite("A modifier's element")
@MainActor
struct ModifierArrayTests {
  @Test("One element stays in the content's own array, which the modifier hands back")
  func oneElementKeepsItsArray() {
    let content = [Element(TextContent(string: "Seattle"))]
    let alone = Element.alone(content)
    #expect(alone.count == 1)
    #expect(alone[0] === content[0])
    let sameStorage = content.withUnsafeBufferPointer { mine in
      alone.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
    #expect(sameStorage)
  }

  @Test("Several elements are grouped into one, which takes the traits")
  func severalElementsAreGrouped() {
    let content = [Element(TextContent(string: "Seattle")), Element(TextContent(string: "USA"))]
    let alone = Element.alone(content)
    #expect(alone.count == 1)
    #expect(alone[0].children.count == 2)
    #expect(alone[0].children[0] === content[0] && alone[0].children[1] === content[1])
  }
}
