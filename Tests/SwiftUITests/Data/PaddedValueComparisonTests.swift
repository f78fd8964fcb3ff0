import Testing

@testable import SwiftUI

/// An `Equatable` value with padding between its fields (seven bytes after the `Bool`), which
/// copies of one value need not share.
private struct Emphasis: Equatable {
  var isBold: Bool
  var label: String
}

private struct EmphasisedText: View {
  let emphasis: Emphasis
  var body: some View { Text(emphasis.label) }
}

/// The same value with other bytes in the padding after its first field.
private func withOtherPadding<T>(_ value: T, after firstFieldSize: Int) -> T {
  var copy = value
  withUnsafeMutableBytes(of: &copy) { bytes in
    for offset in firstFieldSize..<MemoryLayout<String>.alignment { bytes[offset] = ~bytes[offset] }
  }
  return copy
}

@MainActor
@Suite("Comparing values with padding")
struct PaddedValueComparisonTests {
  @Test("Content holding a value that differs only in its padding is the same content")
  func paddingIsNotContent() {
    // A column's, a tab's or a wrapped view's content is compared down to its bytes: padding that
    // differs between copies made such content resolve again at every update (an alignment inside
    // the Trips app's root cost each navigation 120,000 instructions).
    let content = ContentRoot(content: EmphasisedText(emphasis: Emphasis(isBold: true, label: "Bold")))
    let copy = withOtherPadding(content, after: MemoryLayout<Bool>.size)
    #expect(ValueComparison.isEqual(content, copy))
  }

  @Test("Content holding another value is other content")
  func otherValueIsOtherContent() {
    let bold = ContentRoot(content: EmphasisedText(emphasis: Emphasis(isBold: true, label: "Bold")))
    let plain = ContentRoot(content: EmphasisedText(emphasis: Emphasis(isBold: false, label: "Bold")))
    #expect(!ValueComparison.isEqual(bold, plain))
  }

  @Test("Alignments compare by their guide")
  func alignments() {
    #expect(HorizontalAlignment.leading == .leading)
    #expect(HorizontalAlignment.leading != .trailing)
    #expect(VerticalAlignment.firstTextBaseline != .top)
    #expect(Alignment.topLeading == Alignment(horizontal: .leading, vertical: .top))
  }
}
