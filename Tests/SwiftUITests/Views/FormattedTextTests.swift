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

/// A price in a view of its own, given as a formatted text whose currency the parent may change.
private struct PriceTag: View {
  let price: Text
  var body: some View { price }
}

private struct PriceTags: View {
  @State private var currency = "USD"
  @State private var taps = 0
  var body: some View {
    VStack {
      PriceTag(price: Text(500, format: .currency(code: currency)))
      Text("Taps \(taps)")
      Button("Euros") { currency = "EUR" }
      Button("Tap") { taps += 1 }
    }
  }
}

private struct Nights: View {
  @State private var nights = 1
  var body: some View {
    VStack {
      Text("**Stay:** ^[\(nights) night](inflect: true)")
      Button("More") { nights += 1 }
      Button("Less") { nights -= 1 }
    }
  }
}

private struct Interpolations: View {
  let count = 12_500
  let ratio = 2.5
  let scale: CGFloat = 0.25
  var body: some View {
    VStack {
      Text("\(count) trips")
      Text("Ratio \(ratio)")
      Text("Scale \(scale)")
      Text("Ratio \(ratio, specifier: "%.1f")")
    }
  }
}

/// Styles Foundation formats in any locale, outside the number and date styles whose text is
/// remembered: a list, and a date relative to now.
private struct Itinerary: View {
  var body: some View {
    VStack {
      Text(["Rome", "Paris"], format: .list(type: .and))
      Text(Date.now.addingTimeInterval(-3_600), format: .relative(presentation: .named))
    }
    .environment(\.locale, Locale(identifier: "fr_FR"))
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

  @Test("A formatted text follows a new style; the same value and style, made again, runs no body")
  func formattedTextComparedByStyleAndValue() {
    let app = HeadlessApp { PriceTags() }
    #expect(app.staticTexts["$500.00"].exists)
    app.metrics.reset()
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["Taps 1"].exists)
    // The parent's body ran; the price tag, given a text of the same value and style, did not.
    #expect(app.metrics.bodyEvaluations == 1)
    app.buttons["Euros"].tap()
    #expect(app.staticTexts["€500.00"].exists)
    #expect(!app.staticTexts["$500.00"].exists)
  }

  @Test("Any style reads in the environment's locale, not only the number and date styles")
  func everyStyleTakesTheEnvironmentLocale() {
    let app = HeadlessApp { Itinerary() }
    #expect(app.staticTexts["Rome et Paris"].exists)
    #expect(app.staticTexts["il y a 1 heure"].exists)
  }

  @Test("Markdown rendered before is rendered again for new values, and read back for old ones")
  func markdownFollowsItsValues() {
    let app = HeadlessApp { Nights() }
    #expect(app.staticTexts["Stay: 1 night"].exists)
    app.buttons["More"].tap()
    #expect(app.staticTexts["Stay: 2 nights"].exists)
    app.buttons["Less"].tap()
    #expect(app.staticTexts["Stay: 1 night"].exists)
    #expect(!app.staticTexts["Stay: 2 nights"].exists)
  }

  @Test("An interpolated number reads in its default format: digits alone, or six decimals")
  func interpolatedNumbers() {
    let app = HeadlessApp { Interpolations() }
    #expect(app.staticTexts["12500 trips"].exists)
    #expect(app.staticTexts["Ratio 2.500000"].exists)
    #expect(app.staticTexts["Scale 0.250000"].exists)
    #expect(app.staticTexts["Ratio 2.5"].exists)
  }

  @Test("A key written as a literal is the key built from the same text, and its markdown is read")
  func literalKeysMatchBuiltKeys() {
    var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 4, interpolationCount: 0)
    parts.appendLiteral("Save")
    let built = LocalizedStringKey(stringInterpolation: parts)
    #expect(built == "Save")
    #expect(built.hashValue == LocalizedStringKey("Save").hashValue)
    #expect(built != "Saved")
    let app = HeadlessApp {
      VStack {
        Text("**Bold** move")
        Text("Save")
      }
    }
    #expect(app.staticTexts["Bold move"].exists)
    #expect(app.staticTexts["Save"].exists)
  }
}
