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
  /// Each trip's city and country folded for search, made once for the trips rather than at every
  /// keystroke.
  private var searchKeys: [TripSearchKey] = []
  /// The trips the search keys were made from.
  private var keyedTrips: [Trip] = []

  /// The months of the trips a query lets through (all of them for an empty query). Comparing the
  /// trips costs nothing while the store holds the same array.
  func months(of trips: [Trip], query: String) -> [TripMonth] {
    if hasKept && trips == self.trips && query == self.query { return months }
    let trimmed = query.trimmingWhitespace
    if !trimmed.isEmpty && (searchKeys.count != trips.count || trips != keyedTrips) {
      searchKeys = trips.map(TripSearchKey.init)
      keyedTrips = trips
    }
    if trimmed.isEmpty {
      months = TripMonth.grouping(trips)
    } else {
      let folded = TripSearchKey.fold(trimmed)
      months = TripMonth.grouping(trips.indices.filter { searchKeys[$0].matches(folded) }.map { trips[$0] })
    }
    self.trips = trips
    self.query = query
    hasKept = true
    return months
  }
}

/// A trip's city and country as search compares them: canonically composed and lowercased, in UTF-8.
/// Folding once per trip and comparing bytes replaces `localizedCaseInsensitiveContains`, which on
/// Linux made a locale for every comparison (95% of a keystroke among 100,000 trips).
struct TripSearchKey {
  let city: [UInt8]
  let country: [UInt8]

  init(_ trip: Trip) {
    city = Self.fold(trip.city[...])
    country = Self.fold(trip.country[...])
  }

  /// A text composed and lowercased, as bytes.
  static func fold(_ text: Substring) -> [UInt8] {
    Array(String(text).precomposedStringWithCanonicalMapping.lowercased().utf8)
  }

  /// Whether the city or the country contains a folded query.
  func matches(_ query: [UInt8]) -> Bool {
    Self.contains(city, query) || Self.contains(country, query)
  }

  private static func contains(_ text: [UInt8], _ query: [UInt8]) -> Bool {
    guard !query.isEmpty else { return true }
    guard query.count <= text.count else { return false }
    let first = query[0]
    for start in 0...(text.count - query.count) where text[start] == first {
      var matched = true
      for offset in 1..<query.count where text[start + offset] != query[offset] {
        matched = false
        break
      }
      if matched { return true }
    }
    return false
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
