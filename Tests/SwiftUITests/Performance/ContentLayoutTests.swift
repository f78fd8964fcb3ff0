import Testing

@testable import SwiftUI

// An element holds its content in an existential, in line up to three words and in a box of its
// own beyond: a larger content costs an allocation and a release for every element resolved. The
// contents made at nearly every update stay in line; a field added to one of them that makes it
// larger fails here, rather than adding an allocation to every update unseen.

@Suite("What an element holds in line")
struct ContentLayoutTests {
  private static let inline = 3 * MemoryLayout<Int>.size

  @Test("A text, a stack and a button resolve into content an element holds without a box")
  func everydayContentsFitInLine() {
    #expect(MemoryLayout<TextContent>.size <= Self.inline)
    #expect(MemoryLayout<StackContent>.size <= Self.inline)
    #expect(MemoryLayout<ButtonContent>.size <= Self.inline)
    #expect(MemoryLayout<ImageContent>.size <= Self.inline)
    #expect(MemoryLayout<SpacerContent>.size <= Self.inline)
  }

  @Test("A text keeps the font and line limits it is given")
  @MainActor
  func textKeepsItsOptions() {
    let plain = TextContent(string: "Seattle")
    #expect(plain.font == nil && plain.lineLimit == nil && plain.minimumLines == nil)
    let styled = TextContent(string: "Seattle", font: .caption, lineLimit: 2, minimumLines: 1)
    #expect(styled.font == .caption)
    #expect(styled.lineLimit == 2)
    #expect(styled.minimumLines == 1)
  }
}
