import SwiftUI
import SwiftUITesting
import Testing

extension VerticalAlignment {
  /// The tutorials' custom alignment: the middle of the account's and the name's rows.
  fileprivate enum MidAccountAndName: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
  }

  fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

private struct Profile: View {
  var body: some View {
    HStack(alignment: .midAccountAndName) {
      VStack {
        Text("@twostraws").alignmentGuide(.midAccountAndName) { $0[VerticalAlignment.center] }
        Image(systemName: "person")
      }
      VStack {
        Text("Full name:")
        Text("Paul Hudson").alignmentGuide(.midAccountAndName) { $0[VerticalAlignment.center] }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
  @Test("A screen with a custom alignment and alignment guides shows every view")
  func customAlignmentShows() {
    let app = HeadlessApp { Profile() }
    #expect(app.staticTexts["@twostraws"].exists)
    #expect(app.staticTexts["Paul Hudson"].exists)
    #expect(app.staticTexts["@twostraws"].frame.maxX <= app.staticTexts["Full name:"].frame.minX)
  }

  @Test("View dimensions answer the built-in guides and a custom guide's default")
  func viewDimensions() {
    let d = ViewDimensions(width: 100, height: 40)
    #expect(d[HorizontalAlignment.leading] == 0)
    #expect(d[HorizontalAlignment.center] == 50)
    #expect(d[HorizontalAlignment.trailing] == 100)
    #expect(d[VerticalAlignment.bottom] == 40)
    #expect(d[VerticalAlignment.midAccountAndName] == 0)
    #expect(VerticalAlignment.midAccountAndName != .center)
    #expect(
      VerticalAlignment.midAccountAndName == VerticalAlignment(VerticalAlignment.MidAccountAndName.self))
  }
}
