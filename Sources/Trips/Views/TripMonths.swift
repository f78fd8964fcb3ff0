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
  /// the month of each trip shown.
  static func grouping(
    _ trips: [Trip], inStartOrder indices: some Sequence<Int>, monthOf: inout MonthsByPosition
  ) -> [TripMonth] {
    var months: [TripMonth] = []
    var current = TripMonth(month: .distantPast, trips: [])
    var nextMonth: Date?
    for index in indices {
      let start = trips[index].start
      if nextMonth.map({ start >= $0 }) ?? true {
        if !current.trips.isEmpty { months.append(current) }
        current = TripMonth(month: start.startOfMonth, trips: [])
        // No month is longer than 31 days: 32 days on is always in the next one.
        nextMonth = current.month.addingTimeInterval(32 * 86_400).startOfMonth
      }
      current.trips.append(trips[index])
      monthOf[index] = months.count
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

/// The month of the list each of the store's trips is in, by position (`nil`: not shown, the query
/// left it out). Where in its month is looked up by identifier: positions within a month move with
/// removals.
///
/// With most trips shown it is an array over every trip; with a query's few matches, an entry per
/// match, so that a keystroke costs its matches rather than the trips (an array of 100,000 trips'
/// months is 400,000 bytes to clear). Either is kept by the positions the trips had when it was
/// made, read through a ``RemovalLog``: a deletion logs its positions rather than moving every
/// entry after them.
struct MonthsByPosition {
  /// The number of trips the months were made from, less those removed since.
  private(set) var count: Int
  private var every: [Int32]
  private var some: [Int: Int32] = [:]
  private let isSparse: Bool
  private var log = RemovalLog()

  /// No trip shown yet among `count`; `sparse` when few will be.
  init(count: Int, sparse: Bool) {
    self.count = count
    isSparse = sparse
    every = sparse ? [] : [Int32](repeating: -1, count: count)
  }

  subscript(position: Int) -> Int? {
    get {
      let first = log.first(position)
      let month = isSparse ? some[first] ?? -1 : every[first]
      return month >= 0 ? Int(month) : nil
    }
    set {
      let first = log.first(position)
      if isSparse { some[first] = newValue.map(Int32.init) } else { every[first] = Int32(newValue ?? -1) }
    }
  }

  /// The trips at `removed` (positions before the removal, ascending) are gone; the others moved up.
  mutating func remove(_ removed: [Int]) {
    count -= removed.count
    log.remove(removed)
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
  private var monthOf = MonthsByPosition(count: 0, sparse: true)
  /// The trips as search sees them, made at the first keystroke after a change it could not follow
  /// rather than at every keystroke.
  private var search: TripSearch?

  /// The months of the store's trips a query lets through (all of them for an empty query).
  func months(of store: TripStore, query: String) -> [TripMonth] {
    let trips = store.trips
    // Read once: each read of an observed property in a body is recorded again.
    let now = store.revision
    guard self.store == ObjectIdentifier(store) else {
      search = nil
      return monthsAfresh(of: store, trips: trips, query: query, revision: now)
    }
    if search?.revision == now - 1 { follow(store.lastChange, in: trips, revision: now) }
    if query == self.query {
      if now == revision { return months }
      if now == revision + 1, applying(store.lastChange, to: trips, revision: now) {
        return months
      }
    }
    return monthsAfresh(of: store, trips: trips, query: query, revision: now)
  }

  /// The months made from every trip, or from those the query finds.
  private func monthsAfresh(of store: TripStore, trips: [Trip], query: String, revision now: Int)
    -> [TripMonth]
  {
    let folded = TripSearchKey.fold(query.trimmingWhitespace)
    if folded.isEmpty {
      monthOf = MonthsByPosition(count: trips.count, sparse: false)
      months = TripMonth.grouping(trips, inStartOrder: store.indicesByStart, monthOf: &monthOf)
    } else {
      if search?.revision != now || search?.count != trips.count {
        search = TripSearch(trips, revision: now)
      }
      // Made just above when there was none: changed in place, its lists its own.
      let found = search!.matching(folded, in: trips) { store.indicesByStart }
      monthOf = MonthsByPosition(count: trips.count, sparse: TripSearch.isFew(found.count, of: trips.count))
      months = TripMonth.grouping(trips, inStartOrder: found, monthOf: &monthOf)
    }
    self.store = ObjectIdentifier(store)
    self.query = query
    revision = now
    return months
  }

  /// Brings the search up to date with an edit or a removal; forgets it after any other change.
  private func follow(_ change: TripsChange, in trips: [Trip], revision: Int) {
    switch change {
    case .replaced(let index) where index < trips.count && search?.count == trips.count:
      search?.replace(at: index, with: TripSearchKey(trips[index]), revision: revision)
    case .removed(let removed, _) where search?.count == trips.count + removed.count:
      search?.remove(removed, revision: revision)
    default:
      search = nil
    }
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
      guard let month = monthOf[index] else { continue }
      // A trip of the month with one of the identifiers: with an identifier used twice, each
      // removal takes one of its trips, and all of them go.
      guard months[month].trips.count > 1,
        let offset = months[month].trips.firstIndex(where: { ids.contains($0.id) })
      else { return false }
      months[month].trips.remove(at: offset)
    }
    monthOf.remove(removed)
    self.revision = revision
    return true
  }

  /// Puts an edited trip in its place, when it stays there: same start, and still shown or still
  /// hidden by the query. Returns false when the months must be made again.
  private func replace(_ trip: Trip, at index: Int, revision: Int) -> Bool {
    guard index < monthOf.count else { return false }
    let folded = TripSearchKey.fold(query.trimmingWhitespace)
    let matches = folded.isEmpty || TripSearchKey(trip).matches(folded)
    if let month = monthOf[index] {
      // An identifier used twice in the month leaves which of its trips this is unknown.
      guard matches, let offset = months[month].offset(of: trip.id),
        months[month].trips[offset].start == trip.start,
        !months[month].trips[(offset + 1)...].contains(where: { $0.id == trip.id })
      else { return false }
      months[month].trips[offset] = trip
    } else if matches {
      return false
    }
    self.revision = revision
    return true
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
