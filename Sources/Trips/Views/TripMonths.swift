import Foundation
import TripsKit

/// The trips that start in one month, a section of the Trips list.
struct TripMonth: Identifiable {
  /// Midnight UTC on the first day of the month.
  let month: Date
  /// The trips that start in it, earliest first.
  let trips: [Trip]

  var id: Date { month }

  /// Trips by the month they start, earliest month first. The trips are sorted by start once (a tie
  /// keeps the store's order), then cut where a month ends: the calendar is asked twice per month
  /// rather than once per trip, and the cost grows with the trips (n log n), not trips times months.
  static func grouping(_ trips: [Trip]) -> [TripMonth] {
    let order = trips.indices.map { (start: trips[$0].start, index: $0) }.sorted(by: <)
    var months: [TripMonth] = []
    var current: [Trip] = []
    var month = Date.distantPast
    var nextMonth: Date?
    for (start, index) in order {
      if nextMonth.map({ start >= $0 }) ?? true {
        if !current.isEmpty { months.append(TripMonth(month: month, trips: current)) }
        current = []
        month = start.startOfMonth
        // No month is longer than 31 days: 32 days on is always in the next one.
        nextMonth = month.addingTimeInterval(32 * 86_400).startOfMonth
      }
      current.append(trips[index])
    }
    if !current.isEmpty { months.append(TripMonth(month: month, trips: current)) }
    return months
  }
}

/// The Trips list's sections, kept with the trips and the query they were made from: an update that
/// changes neither (choosing a trip, opening the editor) hands them out again instead of filtering and
/// sorting every trip.
@MainActor
final class TripMonthCache {
  private var trips: [Trip] = []
  private var query = ""
  private var months: [TripMonth] = []
  private var hasKept = false

  /// The months of the trips a query lets through (all of them for an empty query). Comparing the
  /// trips costs nothing while the store holds the same array.
  func months(of trips: [Trip], query: String) -> [TripMonth] {
    if hasKept && trips == self.trips && query == self.query { return months }
    let trimmed = query.trimmingWhitespace
    months = TripMonth.grouping(trimmed.isEmpty ? trips : trips.filter { $0.matches(trimmed) })
    self.trips = trips
    self.query = query
    hasKept = true
    return months
  }
}

extension Trip {
  /// Whether a search query (already trimmed, not empty) finds this trip, by city or country.
  func matches(_ query: Substring) -> Bool {
    Self.mayContain(city, query) && Self.contains(city, query)
      || Self.mayContain(country, query) && Self.contains(country, query)
  }

  /// Whether a text contains a query, case ignored. `localizedCaseInsensitiveContains` made a locale
  /// for every comparison on Linux (95% of a keystroke among 100,000 trips); this compares without
  /// one, which differs only for a locale's own case rules (a Turkish dotless i).
  private static func contains(_ text: String, _ query: Substring) -> Bool {
    text.range(of: query, options: .caseInsensitive) != nil
  }

  /// Whether a text is long enough to contain a query when case and canonical equivalence are ignored.
  /// Folding case and decomposing make a character at most a few times longer in UTF-8 (ß is ss, ﬃ is
  /// ffi, ΐ is three scalars), never eight, so a query longer than eight times the text is not searched
  /// for: each search would read the whole query, and a pasted megabyte against every trip would cost
  /// the trips times the query.
  private static func mayContain(_ text: String, _ query: Substring) -> Bool {
    query.utf8.count <= 8 * text.utf8.count + 8
  }
}

extension String {
  /// The text without the spaces and tabs around it (Foundation's `.whitespaces`), as a view into it.
  /// Only the spaces at either end are read, where `trimmingCharacters(in:)` copies the whole text
  /// through UTF-16: a pasted megabyte costs nothing here.
  var trimmingWhitespace: Substring {
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end && CharacterSet.whitespaces.contains(scalars[start]) {
      start = scalars.index(after: start)
    }
    while end > start && CharacterSet.whitespaces.contains(scalars[scalars.index(before: end)]) {
      end = scalars.index(before: end)
    }
    return Substring(scalars[start..<end])
  }
}
