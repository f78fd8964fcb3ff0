import Foundation
import Testing

@testable import TripsKit

@Suite("The first day of a date's month")
struct StartOfMonthTests {
  /// What the calendar says: the reference the arithmetic must agree with.
  private func calendarStart(of date: Date) -> Date {
    let parts = UTCCalendar.gregorian.dateComponents([.year, .month], from: date)
    return UTCCalendar.date(year: parts.year!, month: parts.month!, day: 1, hour: 0)
  }

  @Test("Agrees with the calendar on every day of four centuries, at midnight and just before")
  func everyDay() {
    // 1899 to 2301: leap years, century years that are not (1900, 2100) and one that is (2000).
    let first = GregorianDays.day(year: 1899, month: 1, day: 1)
    let last = GregorianDays.day(year: 2301, month: 1, day: 1)
    var disagreements: [Date] = []
    for day in stride(from: first, to: last, by: 1) {
      for second in [0.0, 86_399.5] {
        let date = Date(timeIntervalSince1970: Double(day) * 86_400 + second)
        if date.startOfMonth != calendarStart(of: date) { disagreements.append(date) }
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test(
    "Agrees with the calendar at the edges of the arithmetic and beyond them",
    arguments: [
      "1582-10-15T00:00:00Z", "1582-12-31T23:59:59Z", "1583-01-01T00:00:00Z", "1600-02-29T12:00:00Z",
      "1969-12-31T23:59:59Z", "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "0800-06-15T00:00:00Z",
    ])
  func edges(_ text: String) throws {
    let date = try #require(ISO8601DateFormatter().date(from: text))
    #expect(date.startOfMonth == calendarStart(of: date))
  }
}
