import Foundation

extension Date {
  /// Midnight UTC on the first day of this date's month in the Gregorian calendar.
  ///
  /// Use it as the key when grouping trips into months, for example
  /// `Dictionary(grouping: trips, by: \.start.startOfMonth)`.
  public var startOfMonth: Date {
    let parts = UTCCalendar.gregorian.dateComponents([.year, .month], from: self)
    return UTCCalendar.date(year: parts.year!, month: parts.month!, day: 1, hour: 0)
  }
}
