import Foundation
import TripsKit

extension Date {
  /// "June 2026": the title of a month's section. Trips' dates are in UTC.
  @MainActor var monthTitle: String {
    DayTitles.title(of: self, in: DayTitles.months) {
      $0.formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).year())
    }
  }

  /// "June 12".
  @MainActor var dayTitle: String {
    DayTitles.title(of: self, in: DayTitles.days) {
      $0.formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).day())
    }
  }
}

/// Titles already made, by the day they name: a card, a row and the detail show the same few days
/// at every update, and Foundation's date formatting costs far more than a lookup.
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
