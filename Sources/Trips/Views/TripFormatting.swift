import Foundation
import TripsKit

extension Date {
  /// "June 2026": the title of a month's section. Trips' dates are in UTC.
  @MainActor var monthTitle: String {
    if let date = gregorianDayInUTC { return "\(EnglishMonths.names[date.month - 1]) \(date.year)" }
    return DayTitles.title(of: self, in: DayTitles.months) {
      $0.formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).year())
    }
  }

  /// "June 12".
  @MainActor var dayTitle: String {
    if let date = gregorianDayInUTC { return "\(EnglishMonths.names[date.month - 1]) \(date.day)" }
    return DayTitles.title(of: self, in: DayTitles.days) {
      $0.formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).day())
    }
  }
}

/// The months' names in English, which the app's titles use: written out by the calendar's
/// arithmetic for the dates it covers (1583 to 9999), since Foundation's first date formatting loads
/// the locale's data (some 3.5 million instructions at launch, a sixth of the Trips app's); Foundation
/// formats the dates outside them, in the same words.
enum EnglishMonths {
  static let names = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
}

/// Titles Foundation made, by the day they name, for dates outside the calendar's arithmetic:
/// Foundation's date formatting costs far more than a lookup.
@MainActor
enum DayTitles {
  static let days = Memo()
  static let months = Memo()

  final class Memo {
    var titles: [Int: String] = [:]
  }

  static func title(of date: Date, in memo: Memo, _ make: (Date) -> String) -> String {
    let day = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    if let known = memo.titles[day] { return known }
    let title = make(date)
    if memo.titles.count >= 4096 { memo.titles.removeAll() }
    memo.titles[day] = title
    return title
  }
}

extension Trip {
  /// The last day of the trip.
  var end: Date { start.addingTimeInterval(TimeInterval(nights) * 86_400) }

  /// "June 12 to June 17".
  @MainActor var dates: String { "\(start.dayTitle) to \(end.dayTitle)" }
}
