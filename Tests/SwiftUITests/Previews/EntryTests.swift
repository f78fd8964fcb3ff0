import SwiftUI
import SwiftUITesting
import Testing

extension EnvironmentValues {
  @Entry var tripAccent: Color = .orange
  @Entry var selectedCity: String?
  @Entry var nightsShown: Int = EntryDefaults.count()
}

/// Counts how often the default of `nightsShown` is evaluated (on the main thread, by the tests).
enum EntryDefaults {
  nonisolated(unsafe) static var evaluations = 0
  static func count() -> Int {
    evaluations += 1
    return 7
  }
}

extension Transaction {
  @Entry var isFromDeepLink: Bool = false
}

private struct Deep: View {
  @Environment(\.tripAccent) private var accent
  @Environment(\.selectedCity) private var city
  var body: some View {
    Text("Accent \(accent.description), city \(city ?? "none")")
  }
}

private struct Nights: View {
  @Environment(\.nightsShown) private var nights
  var body: some View { Text("\(nights) nights") }
}

private struct Middle: View {
  var body: some View {
    VStack { Deep() }
  }
}

@MainActor
@Suite("@Entry values")
struct EntryTests {
  @Test("An @Entry value read deep in a hierarchy is its default until an ancestor sets it")
  func defaultsAndOverrides() {
    let app = HeadlessApp {
      VStack {
        Middle()
        Middle().environment(\.tripAccent, .blue).environment(\.selectedCity, "Lima")
      }
    }
    #expect(app.staticTexts["Accent orange, city none"].exists)
    #expect(app.staticTexts["Accent blue, city Lima"].exists)
    #expect(app.log.isEmpty)
  }

  @Test("An @Entry default is evaluated when a view first needs it, not before")
  func lazyDefault() {
    EntryDefaults.evaluations = 0
    let app = HeadlessApp { Middle() }
    #expect(app.staticTexts["Accent orange, city none"].exists)
    #expect(EntryDefaults.evaluations == 0, "no view read nightsShown")
    let reading = HeadlessApp { Nights() }
    #expect(reading.staticTexts["7 nights"].exists)
    #expect(EntryDefaults.evaluations > 0)
    let overridden = HeadlessApp { Nights().environment(\.nightsShown, 3) }
    #expect(overridden.staticTexts["3 nights"].exists)
  }

  @Test("A transaction carries @Entry values, with their defaults")
  func transactionEntry() {
    var transaction = Transaction()
    #expect(transaction.isFromDeepLink == false)
    transaction.isFromDeepLink = true
    #expect(transaction.isFromDeepLink)
  }
}
