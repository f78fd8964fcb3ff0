import Foundation

/// The Gregorian calendar in UTC that the library uses for every date computation, so results do not
/// depend on the device's calendar or time zone.
enum UTCCalendar {
  /// A Gregorian calendar whose time zone is UTC.
  static let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()

  /// The moment at `hour`:00 UTC on the given Gregorian day.
  static func date(year: Int, month: Int, day: Int, hour: Int = 12) -> Date {
    let components = DateComponents(year: year, month: month, day: day, hour: hour)
    guard let date = gregorian.date(from: components) else {
      preconditionFailure("Invalid date \(year)-\(month)-\(day)")
    }
    return date
  }

  /// Noon UTC on the UTC calendar day that contains `date`.
  ///
  /// A day in UTC is 86,400 seconds from midnight whatever the calendar calls it, so noon is found by
  /// arithmetic: asking the calendar first loads it (some 450,000 instructions at the app's launch,
  /// where a draft trip starts today).
  static func noon(onDayOf date: Date) -> Date {
    let day = (date.timeIntervalSince1970 / 86_400).rounded(.down)
    return Date(timeIntervalSince1970: day * 86_400 + 43_200)
  }
}
