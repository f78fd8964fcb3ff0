import Foundation
import Testing

@testable import TripsKit

/// Every day from 1899 to 2300, at midnight and just before the next: leap years, century years that
/// are not (1900, 2100) and one that is (2000).
private let fourCenturies: [Date] = {
  let first = GregorianDays.day(year: 1899, month: 1, day: 1)
  let last = GregorianDays.day(year: 2301, month: 1, day: 1)
  return stride(from: first, to: last, by: 1).flatMap { day in
    [0.0, 86_399.5].map { Date(timeIntervalSince1970: Double(day) * 86_400 + $0) }
  }
}()

/// The moment the calendar itself gives for a Gregorian day and hour in UTC: the reference the
/// arithmetic must agree with.
private func calendarDate(year: Int, month: Int, day: Int, hour: Int = 12) -> Date? {
  UTCCalendar.gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: hour))
}

@Suite("The first day of a date's month")
struct StartOfMonthTests {
  /// What the calendar says: the reference the arithmetic must agree with.
  private func calendarStart(of date: Date) -> Date {
    let parts = UTCCalendar.gregorian.dateComponents([.year, .month], from: date)
    return calendarDate(year: parts.year!, month: parts.month!, day: 1, hour: 0)!
  }

  @Test("Agrees with the calendar on every day of four centuries, at midnight and just before")
  func everyDay() {
    #expect(fourCenturies.filter { $0.startOfMonth != calendarStart(of: $0) }.isEmpty)
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

@Suite("A date's day in the Gregorian calendar, in UTC")
struct GregorianDayTests {
  @Test("Agrees with the calendar on every day of four centuries, at midnight and just before")
  func everyDay() {
    let disagreements = fourCenturies.filter { date in
      let parts = UTCCalendar.gregorian.dateComponents([.year, .month, .day], from: date)
      return date.gregorianDayInUTC.map { $0 == (parts.year!, parts.month!, parts.day!) } != true
    }
    #expect(disagreements.isEmpty)
  }

  @Test("Is left to the calendar outside 1583 to 9999")
  func outsideTheArithmetic() throws {
    let before = try #require(ISO8601DateFormatter().date(from: "1582-12-31T23:59:59Z"))
    let after = try #require(ISO8601DateFormatter().date(from: "10000-01-01T00:00:00Z"))
    let first = try #require(ISO8601DateFormatter().date(from: "1583-01-01T00:00:00Z"))
    let last = try #require(ISO8601DateFormatter().date(from: "9999-12-31T23:59:59Z"))
    #expect(before.gregorianDayInUTC == nil)
    #expect(after.gregorianDayInUTC == nil)
    #expect(first.gregorianDayInUTC.map { $0 == (1583, 1, 1) } == true)
    #expect(last.gregorianDayInUTC.map { $0 == (9999, 12, 31) } == true)
  }
}

@Suite("Noon on a date's day, in UTC")
struct NoonTests {
  @Test(
    "Agrees with the calendar, before and after 1970 and across the Julian calendar's last days",
    arguments: [
      "1582-10-04T23:59:59Z", "1582-10-15T00:00:00Z", "1969-12-31T23:59:59Z", "1970-01-01T00:00:00Z",
      "2000-02-29T11:59:59Z", "2000-02-29T12:00:01Z", "2026-06-12T00:00:00Z", "9999-12-31T23:59:59Z",
    ])
  func agreesWithTheCalendar(_ text: String) throws {
    let date = try #require(ISO8601DateFormatter().date(from: text))
    let parts = UTCCalendar.gregorian.dateComponents([.year, .month, .day], from: date)
    let expected = calendarDate(year: parts.year!, month: parts.month!, day: parts.day!)
    #expect(UTCCalendar.noon(onDayOf: date) == expected)
  }
}

@Suite("A Gregorian day and hour made into a moment in UTC")
struct UTCDateTests {
  @Test("Agrees with the calendar on every day of four centuries, at midnight and at noon")
  func everyDay() {
    let disagreements = fourCenturies.filter { date in
      guard let (year, month, day) = date.gregorianDayInUTC else { return true }
      return [0, 12].contains { hour in
        UTCCalendar.date(year: year, month: month, day: day, hour: hour)
          != calendarDate(year: year, month: month, day: day, hour: hour)
      }
    }
    #expect(disagreements.first == nil, "the first day the arithmetic and the calendar disagree on")
  }

  @Test(
    "Counts a day past its month's end into the next month, as the calendar does",
    arguments: [(2026, 6, 31), (2026, 2, 29), (2100, 2, 29), (2024, 2, 30), (1583, 1, 1), (9999, 12, 31)])
  func overflowingDays(_ year: Int, _ month: Int, _ day: Int) {
    #expect(
      UTCCalendar.date(year: year, month: month, day: day) == calendarDate(year: year, month: month, day: day)
    )
  }

  @Test(
    "Leaves years, months, days and hours outside the arithmetic to the calendar",
    arguments: [
      (1582, 10, 15, 12), (10_000, 1, 1, 12), (2026, 13, 1, 12), (2026, 6, 0, 12), (2026, 6, 12, 24),
    ])
  func outsideTheArithmetic(_ year: Int, _ month: Int, _ day: Int, _ hour: Int) {
    #expect(
      UTCCalendar.date(year: year, month: month, day: day, hour: hour)
        == calendarDate(year: year, month: month, day: day, hour: hour))
  }
}
