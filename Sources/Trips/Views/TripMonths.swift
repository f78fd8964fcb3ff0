import Foundation
import TripsKit

/// The trips that start in one month, a section of the Trips list.
struct TripMonth: Identifiable {
  /// Midnight UTC on the first day of the month.
  let month: Date
  /// The trips that start in it, earliest first.
  fileprivate(set) var trips: [Trip]

  var id: Date { month }

  /// The trips at `indices` by the month they start, earliest month first, the indices being in
  /// start order already (the store keeps that order): the list is cut where a month ends, asking
  /// the calendar twice per month rather than once per trip, and sorting nothing. `monthOf` gets
  /// the month of each trip of the store (`-1`: in none).
  static func grouping(
    _ trips: [Trip], inStartOrder indices: some Sequence<Int>, monthOf: inout [Int32]
  ) -> [TripMonth] {
    var months: [TripMonth] = []
    var current = TripMonth(month: .distantPast, trips: [])
    var nextMonth: Date?
    monthOf = [Int32](repeating: -1, count: trips.count)
    for index in indices {
      let start = trips[index].start
      if nextMonth.map({ start >= $0 }) ?? true {
        if !current.trips.isEmpty { months.append(current) }
        current = TripMonth(month: start.startOfMonth, trips: [])
        // No month is longer than 31 days: 32 days on is always in the next one.
        nextMonth = current.month.addingTimeInterval(32 * 86_400).startOfMonth
      }
      current.trips.append(trips[index])
      monthOf[index] = Int32(months.count)
    }
    if !current.trips.isEmpty { months.append(current) }
    return months
  }

  /// Where the trip with identifier `id` is in the month, if it is there. A month holds the trips
  /// of a few days: looking costs far less than keeping every trip's place up to date.
  func offset(of id: Int) -> Int? {
    trips.firstIndex { $0.id == id }
  }
}

/// The Trips list's sections, kept with the store's revision and the query they were made from: an
/// update that changes neither (choosing a trip, opening the editor) hands them out again instead of
/// filtering and grouping every trip, and a change to one trip that leaves it in its month
/// (favouriting it, renaming it) changes that trip in its month alone.
@MainActor
final class TripMonthCache {
  private var store: ObjectIdentifier?
  private var revision = -1
  private var query = ""
  private var months: [TripMonth] = []
  /// The month of each of the store's trips, by position (`-1`: not shown, the query left it out).
  /// Where in its month is looked up by identifier: positions within a month move with removals.
  private var monthOf: [Int32] = []
  /// Each trip's city and country folded for search, made once for the trips rather than at every
  /// keystroke.
  private var searchKeys: [TripSearchKey] = []
  /// The store's revision the search keys were made at.
  private var keyedRevision = -1

  /// The months of the store's trips a query lets through (all of them for an empty query).
  func months(of store: TripStore, query: String) -> [TripMonth] {
    let trips = store.trips
    // Read once: each read of an observed property in a body is recorded again.
    let now = store.revision
    if self.store == ObjectIdentifier(store) && query == self.query {
      if now == revision { return months }
      if now == revision + 1, applying(store.lastChange, to: trips, revision: now) {
        return months
      }
    }
    let order = store.indicesByStart
    let folded = TripSearchKey.fold(query.trimmingWhitespace)
    if folded.isEmpty {
      months = TripMonth.grouping(trips, inStartOrder: order, monthOf: &monthOf)
    } else {
      months = TripMonth.grouping(
        trips, inStartOrder: TripSearchKey.matching(folded, in: keys(for: store), order: order),
        monthOf: &monthOf)
    }
    self.store = ObjectIdentifier(store)
    self.query = query
    revision = now
    return months
  }

  /// Brings the months up to date with a change to one trip or the removal of some, when that is
  /// possible without making them again. Returns false when it is not.
  private func applying(_ change: TripsChange, to trips: [Trip], revision: Int) -> Bool {
    switch change {
    case .replaced(let index): replace(trips[index], at: index, revision: revision)
    case .removed(let removed, let ids): remove(removed, ids: ids, count: trips.count, revision: revision)
    case .other: false
    }
  }

  /// Takes removed trips (their positions before the removal, ascending, and their identifiers) out
  /// of their months, when no month empties. Returns false when one does. The other months are left
  /// as they are: the cost is the removed trips' months, whatever the number of trips.
  private func remove(_ removed: [Int], ids: Set<Int>, count: Int, revision: Int) -> Bool {
    guard monthOf.count == count + removed.count else { return false }
    for index in removed.reversed() {
      let month = Int(monthOf[index])
      guard month >= 0 else { continue }
      // A trip of the month with one of the identifiers: with an identifier used twice, each
      // removal takes one of its trips, and all of them go.
      guard months[month].trips.count > 1,
        let offset = months[month].trips.firstIndex(where: { ids.contains($0.id) })
      else { return false }
      months[month].trips.remove(at: offset)
    }
    for index in removed.reversed() { monthOf.remove(at: index) }
    if keyedRevision == self.revision, searchKeys.count == count + removed.count {
      for index in removed.reversed() { searchKeys.remove(at: index) }
      keyedRevision = revision
    }
    self.revision = revision
    return true
  }

  /// Puts an edited trip in its place, when it stays there: same start, and still shown or still
  /// hidden by the query. Returns false when the months must be made again.
  private func replace(_ trip: Trip, at index: Int, revision: Int) -> Bool {
    guard index < monthOf.count else { return false }
    let folded = TripSearchKey.fold(query.trimmingWhitespace)
    let key = folded.isEmpty ? nil : TripSearchKey(trip)
    let matches = key.map { $0.matches(folded) } ?? true
    if monthOf[index] >= 0 {
      let month = Int(monthOf[index])
      // An identifier used twice in the month leaves which of its trips this is unknown.
      guard matches, let offset = months[month].offset(of: trip.id),
        months[month].trips[offset].start == trip.start,
        !months[month].trips[(offset + 1)...].contains(where: { $0.id == trip.id })
      else { return false }
      months[month].trips[offset] = trip
    } else if matches {
      return false
    }
    // The search keys were of the trips the months were made from: they stay current.
    if let key, keyedRevision == self.revision, index < searchKeys.count {
      searchKeys[index] = key
      keyedRevision = revision
    }
    self.revision = revision
    return true
  }

  /// The search keys of the store's trips, made again when the trips changed.
  private func keys(for store: TripStore) -> [TripSearchKey] {
    if keyedRevision != store.revision || searchKeys.count != store.trips.count {
      searchKeys = store.trips.map(TripSearchKey.init)
      keyedRevision = store.revision
    }
    return searchKeys
  }
}

/// A trip's city and country as search compares them: canonically composed and lowercased, in UTF-8.
/// Folding once per trip and comparing bytes replaces `localizedCaseInsensitiveContains`, which on
/// Linux made a locale for every comparison (95% of a keystroke among 100,000 trips).
struct TripSearchKey {
  let city: [UInt8]
  let country: [UInt8]
  /// The byte values the city and the country hold: a trip without every byte of a query is passed
  /// over without its texts being searched, as most trips are on a first keystroke.
  let bytes: ByteSet

  init(_ trip: Trip) {
    city = Self.fold(trip.city[...])
    country = Self.fold(trip.country[...])
    var bytes = ByteSet(city)
    bytes.formUnion(ByteSet(country))
    self.bytes = bytes
  }

  /// A text composed and lowercased, as bytes.
  static func fold(_ text: Substring) -> [UInt8] {
    // ASCII is its own canonical composition, lowercased letter by letter: only other text goes
    // through Foundation's composition, whose first use (an empty query, at launch) builds its
    // tables.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }
    return Array(String(text).precomposedStringWithCanonicalMapping.lowercased().utf8)
  }

  /// The indices in `order` whose keys match a folded query, in that order.
  static func matching(_ query: [UInt8], in keys: [TripSearchKey], order: some Sequence<Int>) -> [Int] {
    let needed = ByteSet(query)
    return query.withUnsafeBufferPointer { query in
      keys.withUnsafeBufferPointer { keys in
        var found: [Int] = []
        for index in order where keys[index].bytes.contains(needed) && keys[index].matches(query) {
          found.append(index)
        }
        return found
      }
    }
  }

  /// Whether the city or the country contains a folded query.
  func matches(_ query: [UInt8]) -> Bool {
    bytes.contains(ByteSet(query)) && query.withUnsafeBufferPointer(matches)
  }

  // Over buffers: a first keystroke tests every trip, and checked array reads cost more than the
  // comparison (100,000 trips).
  private func matches(_ query: UnsafeBufferPointer<UInt8>) -> Bool {
    city.withUnsafeBufferPointer { Self.contains($0, query) }
      || country.withUnsafeBufferPointer { Self.contains($0, query) }
  }

  private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let first = query.first else { return true }
    guard query.count <= text.count, let base = text.baseAddress, let rest = query.baseAddress
    else { return false }
    // Each place the first byte occurs, found by `memchr` a vector at a time, then the rest compared.
    let lastStart = text.count - query.count
    var start = 0
    while start <= lastStart {
      guard let found = memchr(base + start, Int32(first), lastStart - start + 1) else { return false }
      let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      if query.count == 1 || memcmp(base + offset + 1, rest + 1, query.count - 1) == 0 { return true }
      start = offset + 1
    }
    return false
  }
}

/// A set of byte values, one bit each: which bytes a text holds.
struct ByteSet {
  private var low: UInt64 = 0
  private var midLow: UInt64 = 0
  private var midHigh: UInt64 = 0
  private var high: UInt64 = 0

  /// The bytes of a text.
  init(_ bytes: [UInt8]) {
    for byte in bytes {
      let bit: UInt64 = 1 << UInt64(byte & 63)
      switch byte >> 6 {
      case 0: low |= bit
      case 1: midLow |= bit
      case 2: midHigh |= bit
      default: high |= bit
      }
    }
  }

  /// Adds the bytes of another set.
  mutating func formUnion(_ other: ByteSet) {
    low |= other.low
    midLow |= other.midLow
    midHigh |= other.midHigh
    high |= other.high
  }

  /// Whether every byte of another set is in this one.
  func contains(_ other: ByteSet) -> Bool {
    low & other.low == other.low && midLow & other.midLow == other.midLow
      && midHigh & other.midHigh == other.midHigh && high & other.high == other.high
  }
}

extension String {
  /// Foundation's `.whitespaces`, made once: Foundation makes the set anew each time it is asked
  /// (some 900 instructions).
  private static let whitespaces = CharacterSet.whitespaces

  /// The text without the spaces and tabs around it (Foundation's `.whitespaces`), as a view into it.
  /// Only the spaces at either end are read, where `trimmingCharacters(in:)` copies the whole text
  /// through UTF-16: a pasted megabyte costs nothing here.
  var trimmingWhitespace: Substring {
    let scalars = unicodeScalars
    let whitespaces = Self.whitespaces
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end && whitespaces.contains(scalars[start]) {
      start = scalars.index(after: start)
    }
    while end > start && whitespaces.contains(scalars[scalars.index(before: end)]) {
      end = scalars.index(before: end)
    }
    return Substring(scalars[start..<end])
  }
}
