import Foundation
import TripsKit

extension Date {
  /// "June 2026": the title of a month's section. Trips' dates are in UTC.
  var monthTitle: String {
    formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).year())
  }

  /// "June 12".
  var dayTitle: String {
    formatted(Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).day())
  }
}

extension Trip {
  /// The last day of the trip.
  var end: Date { start.addingTimeInterval(TimeInterval(nights) * 86_400) }

  /// "June 12 to June 17".
  var dates: String { "\(start.dayTitle) to \(end.dayTitle)" }
}
