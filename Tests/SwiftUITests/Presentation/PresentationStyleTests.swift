import SwiftUI
import Testing

@testable import SwiftUITesting

@Suite("The test host's presentation styles")
struct PresentationStyleTests {
  @Test("Every style the runtime adapts to has a name in the test host's vocabulary")
  func everyStyleIsNamed() {
    for style in ScreenPresentationStyle.allCases {
      #expect(PresentationStyle(style).rawValue == style.rawValue)
    }
    #expect(PresentationStyle.allCases.count == ScreenPresentationStyle.allCases.count)
  }
}
