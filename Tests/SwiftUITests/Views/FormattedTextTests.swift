import Foundation
import SwiftUI
import SwiftUITesting
import Testing

private struct Prices: View {
  @State private var amount = 1234
  var body: some View {
    VStack {
      Text(amount, format: .number)
      Text(amount, format: .number)
        .environment(\.locale, Locale(identifier: "de_DE"))
      Button("Raise") { amount += 1000 }
    }
  }
}

// Formatted text is remembered by style, value and locale (Foundation's formatting is costly); what
// it shows must still follow each of them.
@MainActor
@Suite("Formatted text")
struct FormattedTextTests {
  @Test("One value in two locales reads in each; a new value reads anew")
  func formattedTextFollowsValueAndLocale() {
    let app = HeadlessApp { Prices() }
    #expect(app.staticTexts["1,234"].exists)
    #expect(app.staticTexts["1.234"].exists)
    app.buttons["Raise"].tap()
    #expect(app.staticTexts["2,234"].exists)
    #expect(app.staticTexts["2.234"].exists)
    #expect(!app.staticTexts["1,234"].exists)
  }
}
