import Foundation
import Testing
import TripsKit

@testable import Trips

@MainActor
@Suite("The titles of days and months")
struct DateTitleTests {
  private let months = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide)
    .year()
  private let days = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).day()

  @Test("Read as Foundation writes them in English, on every day of a century")
  func everyDay() {
    var disagreements: [String] = []
    // 2000 (a leap century) to 2100 (a century that is not), at noon and just before midnight.
    for day in stride(from: 10_957, to: 47_482, by: 1) {
      for second in [43_200.0, 86_399.5] {
        let date = Date(timeIntervalSince1970: Double(day) * 86_400 + second)
        if date.dayTitle != date.formatted(days) { disagreements.append("day \(date.dayTitle)") }
        if date.monthTitle != date.formatted(months) { disagreements.append("month \(date.monthTitle)") }
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test(
    "Read as Foundation writes them at the edges of the calendar's arithmetic and beyond",
    arguments: [
      "1582-10-15T12:00:00Z", "1582-12-31T23:59:59Z", "1583-01-01T00:00:00Z", "1600-02-29T12:00:00Z",
      "1969-12-31T23:59:59Z", "9999-12-31T23:59:59Z", "0800-06-15T12:00:00Z",
    ])
  func edges(_ text: String) throws {
    let date = try #require(ISO8601DateFormatter().date(from: text))
    #expect(date.dayTitle == date.formatted(days))
    #expect(date.monthTitle == date.formatted(months))
  }
}
