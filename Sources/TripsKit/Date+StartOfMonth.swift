import Foundation

extension Date {
  /// Midnight UTC on the first day of this date's month in the Gregorian calendar.
  ///
  /// Use it as the key when grouping trips into months, for example
  /// `Dictionary(grouping: trips, by: \.start.startOfMonth)`.
  public var startOfMonth: Date {
    // Asking the calendar costs about a thousand instructions, and the Trips list asks twice per
    // month at every search keystroke. From 1583 to 9999, where Foundation's Gregorian calendar is
    // the proleptic one, the month is found by arithmetic on days instead; the calendar answers
    // for any other date.
    let seconds = timeIntervalSince1970
    guard seconds >= GregorianDays.firstArithmeticSecond, seconds < GregorianDays.lastArithmeticSecond else {
      let parts = UTCCalendar.gregorian.dateComponents([.year, .month], from: self)
      return UTCCalendar.date(year: parts.year!, month: parts.month!, day: 1, hour: 0)
    }
    let day = Int((seconds / 86_400).rounded(.down))
    let (year, month) = GregorianDays.yearAndMonth(ofDay: day)
    return Date(timeIntervalSince1970: Double(GregorianDays.day(year: year, month: month, day: 1)) * 86_400)
  }
}

extension Date {
  /// This date's year, month (1...12) and day of the month in the Gregorian calendar in UTC, found by
  /// arithmetic as ``startOfMonth`` finds its month; nil before 1583 and from 10000 on, where the
  /// calendar must be asked.
  public var gregorianDayInUTC: (year: Int, month: Int, day: Int)? {
    let seconds = timeIntervalSince1970
    guard seconds >= GregorianDays.firstArithmeticSecond, seconds < GregorianDays.lastArithmeticSecond else {
      return nil
    }
    return GregorianDays.date(ofDay: Int((seconds / 86_400).rounded(.down)))
  }
}

/// Days since 1970-01-01 and Gregorian dates, by arithmetic: the calendar counted in eras of 400
/// years (146,097 days), each year starting on March 1 so that February's extra day falls last.
enum GregorianDays {
  /// 1583-01-01 and 10000-01-01 at midnight UTC, in seconds since 1970.
  static let firstArithmeticSecond: TimeInterval = -12_212_553_600
  static let lastArithmeticSecond: TimeInterval = 253_402_300_800

  /// Days from 0000-03-01 to 1970-01-01.
  private static let epochOffset = 719_468

  /// The year and month (1...12) of a day counted from 1970-01-01.
  static func yearAndMonth(ofDay day: Int) -> (year: Int, month: Int) {
    let date = date(ofDay: day)
    return (date.year, date.month)
  }

  /// The year, month (1...12) and day of the month of a day counted from 1970-01-01.
  static func date(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = day + epochOffset
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let marchMonth = (5 * dayOfYear + 2) / 153
    let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
    let dayOfMonth = dayOfYear - (153 * marchMonth + 2) / 5 + 1
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth)
  }

  /// The day, counted from 1970-01-01, of a Gregorian date.
  static func day(year: Int, month: Int, day: Int) -> Int {
    let marchYear = month <= 2 ? year - 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
    let yearOfEra = marchYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - epochOffset
  }
}
