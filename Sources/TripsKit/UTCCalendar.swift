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
  static func noon(onDayOf date: Date) -> Date {
    let parts = gregorian.dateComponents([.year, .month, .day], from: date)
    return self.date(year: parts.year!, month: parts.month!, day: parts.day!)
  }
}
