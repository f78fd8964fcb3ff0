import Foundation
import Observation

/// The app's trips, observable by SwiftUI views, with optional persistence to a ``TripPersistence`` file.
@MainActor
@Observable
public final class TripStore {
  /// All trips, in the order the user sees them.
  public var trips: [Trip] {
    didSet {
      revision += 1
      if !isKeepingOrder {
        order = nil
        lastChange = .other
      }
    }
  }
  /// Counts the changes to ``trips``: what keeps something made from the trips (sections, the
  /// saved file) tells by it whether they changed, and by ``lastChange`` how, instead of comparing
  /// 100,000 trips (and keeping a copy of them to compare with). Observed, as ``trips`` is.
  public private(set) var revision = 0
  /// What the latest change to ``trips`` was.
  @ObservationIgnored public private(set) var lastChange = TripsChange.other
  /// Where each trip is and the trips by start date, so that finding a trip or the next one costs the
  /// same among 7 trips or 100,000. Made when first asked for after an assignment to ``trips``; the
  /// store's own changes (``update(_:)``, ``toggleFavorite(_:)``, ``add(_:)``, ``delete(ids:)``)
  /// bring it up to date instead of sorting 100,000 trips again.
  @ObservationIgnored private var order: TripOrder?
  /// Set while one of the store's own changes runs, which updates ``order`` itself.
  @ObservationIgnored private var isKeepingOrder = false
  /// Why the trips file could not be used at load time, or `nil`. While set, ``save()`` refuses to
  /// write, so the file is never overwritten.
  public private(set) var loadProblem: TripPersistence.Problem?
  /// Why the last save failed, or `nil` if it succeeded (or none was tried since loading).
  private var lastSaveFailure: TripPersistence.SaveError?

  @ObservationIgnored private let persistence: TripPersistence?
  /// The file's lock, held for the store's life when it was asked to lock.
  @ObservationIgnored private let lock: TripPersistence.Lock?
  /// Why the lock could not be taken, if it could not.
  @ObservationIgnored private let lockError: TripPersistence.LockError?

  /// Why this window is not saving its trips right now, or `nil` while saving works: another
  /// instance has the file (``TripPersistence/SaveError/Kind-swift.enum/notLocked(_:)``), the file was
  /// unusable at load time (``TripPersistence/SaveError/Kind-swift.enum/existingFileUnusable(_:)``), or
  /// the last save failed, for example over a conflict with another program's changes
  /// (``TripPersistence/SaveError/Kind-swift.enum/conflict(_:)``) or on a read-only disk.
  ///
  /// It stays set until the cause goes: a later save succeeds, or ``reload()`` reads a usable file.
  /// ``TripPersistence/SaveError/summary`` is a phrase for a line that stays on screen.
  public var saveProblem: TripPersistence.SaveError? {
    guard let persistence else { return nil }
    if let lockError { return TripPersistence.SaveError(url: persistence.url, kind: .notLocked(lockError)) }
    if let loadProblem {
      return TripPersistence.SaveError(url: persistence.url, kind: .existingFileUnusable(loadProblem))
    }
    return lastSaveFailure
  }

  /// An in-memory store holding `trips`; ``save()`` does nothing.
  public init(trips: [Trip] = Trip.samples) {
    self.trips = trips
    persistence = nil
    lock = nil
    lockError = nil
  }

  /// A store backed by `persistence`: loads the file, starts from ``Trip/samples`` if there is none,
  /// and starts empty with ``loadProblem`` set if the file is unusable. It does not lock the file.
  public convenience init(persistence: TripPersistence) {
    self.init(persistence: persistence, lock: nil, lockError: nil)
  }

  /// A store backed by `persistence` that first takes the file's lock
  /// (``TripPersistence/acquireLock()``) and holds it for its life, as an app window does. If another
  /// instance has the file, the trips are loaded and shown but never saved, and ``saveProblem`` says
  /// so. With the lock, temporary files that interrupted saves left are removed.
  ///
  /// - Parameter persistence: The trips file to load, lock and save.
  public convenience init(lockingPersistence persistence: TripPersistence) {
    do {
      let lock = try persistence.acquireLock()
      persistence.removeStaleTemporaryFiles()
      self.init(persistence: persistence, lock: lock, lockError: nil)
    } catch {
      self.init(persistence: persistence, lock: nil, lockError: error)
    }
  }

  private init(
    persistence: TripPersistence, lock: TripPersistence.Lock?, lockError: TripPersistence.LockError?
  ) {
    self.persistence = persistence
    self.lock = lock
    self.lockError = lockError
    trips = []
    reload()
  }

  /// Whether this store holds its file's lock (see ``init(lockingPersistence:)``).
  public var holdsLock: Bool { lock?.isHeld ?? false }

  /// Releases the file's lock, if this store holds it, so another instance may take it; saving then
  /// goes on without the lock.
  public func releaseLock() {
    lock?.release()
  }

  /// Reads the trips file again, replacing ``trips`` and ``loadProblem``; for example after the user
  /// repaired or moved an unusable file, or to take another program's version after a conflict (this
  /// store's unsaved changes are dropped). Does nothing for an in-memory store.
  public func reload() {
    guard let persistence else { return }
    lastSaveFailure = nil
    switch persistence.load() {
    case .noFile:
      trips = Trip.samples
      loadProblem = nil
    case .loaded(let loaded):
      trips = loaded
      loadProblem = nil
    case .unusable(let problem):
      trips = []
      loadProblem = problem
    }
  }

  /// Writes ``trips`` to the file atomically, keeping what another program changed in the file
  /// meanwhile: ``trips`` then becomes the merged list. Does nothing for an in-memory store.
  ///
  /// - Throws: ``TripPersistence/SaveError`` without touching the file if it was unusable at load time
  ///   (``loadProblem``) or has become unusable since, if another instance has it, if another
  ///   program's changes conflict with this store's, or if writing fails. ``saveProblem`` keeps the
  ///   reason until a save succeeds.
  public func save() throws(TripPersistence.SaveError) {
    guard let persistence else { return }
    if let saveProblem, lastSaveFailure == nil { throw saveProblem }  // The lock or the load problem.
    do {
      try persistence.save(trips)
      lastSaveFailure = nil
      showWrittenTrips()
    } catch {
      if case .notFlushed = error.kind {
        lastSaveFailure = nil
        showWrittenTrips()  // The file was replaced all the same.
      } else {
        lastSaveFailure = error
      }
      throw error
    }
  }

  /// Shows the trips the last save wrote: this store's, with the changes of other programs merged in.
  private func showWrittenTrips() {
    if let written = persistence?.seen.current?.contents.trips, written != trips { trips = written }
  }

  /// Adds a trip made from `draft` with a new identifier, one more than the largest in use, and
  /// returns it.
  @discardableResult
  public func add(_ draft: TripDraft) -> Trip {
    let trip = draft.trip(id: nextID())
    let index = trips.count
    change(.other) {
      trips.append(trip)
    } adjustingOrder: {
      $0.append(trip, at: index)
    }
    return trip
  }

  /// Removes the trips with the identifiers of `doomed`, in whatever order they are given.
  public func delete(_ doomed: [Trip]) {
    delete(ids: Set(doomed.map(\.id)))
  }

  /// Removes the trips whose identifiers are in `ids`.
  public func delete(ids: Set<Int>) {
    let removed = currentOrder.positions(of: ids, among: trips.count) ?? Self.indices(of: ids, in: trips)
    guard !removed.isEmpty else { return }
    change(.removed(indices: removed, ids: ids)) {
      Self.remove(at: removed, from: &trips)
    } adjustingOrder: {
      $0.remove(removed, ids: ids)
    }
  }

  /// Flips the favorite mark of the stored trip with `trip`'s identifier.
  public func toggleFavorite(_ trip: Trip) {
    guard let index = index(of: trip.id) else { return }
    change(.replaced(index: index)) {
      trips[index].isFavorite.toggle()
    } adjustingOrder: { _ in
    }
  }

  /// Replaces the stored trip that has `trip`'s identifier; returns `false` if there is none.
  @discardableResult
  public func update(_ trip: Trip) -> Bool {
    guard let index = index(of: trip.id) else { return false }
    self[tripAt: index] = trip
    return true
  }

  /// The trip at a position of ``trips``, for a view to bind to one trip (`$store[tripAt: index]`):
  /// setting it replaces that trip as ``update(_:)`` does, keeping the order of the trips up to date
  /// where a binding to `$store.trips[index]` would have the store sort them all again.
  ///
  /// - Parameter index: A valid index of ``trips``.
  public subscript(tripAt index: Int) -> Trip {
    get { trips[index] }
    set {
      let old = trips[index]
      // An equal trip changes nothing, as a property of an `@Observable` type set to an equal value
      // notifies no one: no view that reads the trips runs again, and nothing is saved.
      guard newValue != old else { return }
      // Another identifier at this place moves the positions: the order is made again.
      guard newValue.id == old.id else {
        trips[index] = newValue
        return
      }
      change(.replaced(index: index)) {
        trips[index] = newValue
      } adjustingOrder: {
        $0.move(index, from: old.start, to: newValue.start)
      }
    }
  }

  // The two below are nonisolated: a closure made in main-actor code checks at each call that it
  // runs on the main actor, which for 100,000 trips cost more than the work.

  /// The positions of the trips with the identifiers, ascending. Given the array rather than reading
  /// the property, whose every read is an observed access.
  nonisolated private static func indices(of ids: Set<Int>, in trips: [Trip]) -> [Int] {
    trips.indices.filter { ids.contains(trips[$0].id) }
  }

  /// Removes the trips at the positions (ascending). A few are removed where they are, moving the
  /// trips after them down; more, by copying the others once.
  nonisolated private static func remove(at removed: [Int], from trips: inout [Trip]) {
    guard removed.count > 4 else {
      for index in removed.reversed() { trips.remove(at: index) }
      return
    }
    var kept: [Trip] = []
    kept.reserveCapacity(trips.count - removed.count)
    var start = 0
    for index in removed {
      kept.append(contentsOf: trips[start..<index])
      start = index + 1
    }
    kept.append(contentsOf: trips[start...])
    trips = kept
  }

  /// Runs one of the store's own changes to ``trips``, of the kind given, then brings the kept
  /// order up to date with `adjust` rather than dropping it.
  private func change(
    _ kind: TripsChange, _ change: () -> Void, adjustingOrder adjust: (inout TripOrder) -> Void
  ) {
    lastChange = kind
    isKeepingOrder = true
    change()
    isKeepingOrder = false
    guard var kept = order else { return }
    order = nil  // Unshared while it changes: its arrays change in place.
    adjust(&kept)
    order = kept
  }

  /// The trip with identifier `id`, if any.
  public func trip(id: Int) -> Trip? {
    index(of: id).map { trips[$0] }
  }

  /// Where the trip with identifier `id` is in ``trips``, if it is there. Reading it makes a view
  /// depend on the trips, as reading ``trips`` does.
  ///
  /// - Parameter id: The trip's identifier.
  /// - Returns: Its index.
  public func index(of id: Int) -> Int? {
    currentOrder.position(of: id)
  }

  /// The trip that starts soonest after `trip` starts (the first in the list on a tie), if any.
  ///
  /// - Parameter trip: The trip.
  /// - Returns: The next trip.
  public func trip(after trip: Trip) -> Trip? {
    let order = currentOrder
    // The first trip whose start is later than this one's.
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      if order.start(atStartOffset: middle) <= trip.start { low = middle + 1 } else { high = middle }
    }
    while low < order.count && order.isRemoved(atStartOffset: low) { low += 1 }
    return low < order.count ? trips[order.position(atStartOffset: low)] : nil
  }

  /// The positions in ``trips`` from the trip that starts first to the one that starts last (the
  /// first in the list on a tie), kept with the trips rather than sorted at each use, and made once
  /// per change to them: a search keystroke among 100,000 trips walks them without working out a
  /// position each. Reading it makes a view depend on the trips.
  public var indicesByStart: [Int] {
    var kept = currentOrder
    order = nil  // Unshared while it remembers the positions.
    let positions = kept.positionsByStart()
    order = kept
    return positions
  }

  private var currentOrder: TripOrder {
    // Read even when the order is kept: a view that asks where a trip is depends on the trips.
    let trips = self.trips
    if let order { return order }
    let made = TripOrder(trips)
    order = made
    return made
  }

  /// The trip that starts first (the lower identifier on a tie), or `nil` if there are none.
  public var soonest: Trip? {
    trips.min { ($0.start, $0.id) < ($1.start, $1.id) }
  }

  private func nextID() -> Int {
    let largest = trips.map(\.id).max() ?? 0
    if largest < Int.max { return max(largest, 0) + 1 }
    // Only reachable with hand-made identifiers: fall back to the smallest unused positive one.
    let used = Set(trips.map(\.id))
    return (1...).first { !used.contains($0) }!
  }
}

/// A change to a store's trips, as ``TripStore/lastChange`` tells it.
public enum TripsChange: Equatable, Sendable {
  /// The trip at this position was replaced (edited, favourited); the others are as they were.
  case replaced(index: Int)
  /// The trips at these positions (ascending, as they were before), the trips with these
  /// identifiers, were removed; the others moved up, in the same order.
  case removed(indices: [Int], ids: Set<Int>)
  /// Anything else: trips added, reordered or assigned.
  case other
}

/// The trips' positions by identifier and their order by start date (then by position).
///
/// Positions are kept as the trips had them when the order was made (or when they were appended),
/// and read through a ``RemovalLog``: deleting a trip removes its entries and logs its position,
/// rather than moving down the position of every trip after it (13 M instructions among 100,000
/// trips). The log lasts until the trips are assigned anew and the order is made again.
struct TripOrder {
  /// Each trip's first position, by identifier.
  private var positions: [Int: Int]
  /// The trips by start date, then by first position (the same order as by position now). The
  /// start is kept as seconds: an array of `Date`s moves its entries one by one through `Date`'s
  /// value witnesses (Foundation's types are resilient), one of plain numbers moves them as memory.
  private var byStart: [(start: TimeInterval, first: Int)]
  private var log = RemovalLog()
  /// The entries of removed trips still in ``byStart``.
  private var removedEntries = 0
  /// The positions now in start order, made when first asked for after a change.
  private var startOrder: [Int]?

  init(_ trips: [Trip]) {
    var positions: [Int: Int] = [:]
    positions.reserveCapacity(trips.count)
    for (index, trip) in trips.enumerated() where positions[trip.id] == nil { positions[trip.id] = index }
    self.positions = positions
    byStart = trips.indices.map { (trips[$0].start.timeIntervalSinceReferenceDate, $0) }.sorted {
      ($0.start, $0.first) < ($1.start, $1.first)
    }
  }

  /// The number of entries in start order, removed trips' among them (see ``isRemoved(atStartOffset:)``).
  var count: Int { byStart.count }

  /// Whether the entry at `offset` in start order is a removed trip's.
  func isRemoved(atStartOffset offset: Int) -> Bool {
    isRemoved(byStart[offset].first)
  }

  /// The positions now from the trip that starts first to the one that starts last, made once until
  /// the next change.
  mutating func positionsByStart() -> [Int] {
    if let startOrder { return startOrder }
    var positions: [Int] = []
    positions.reserveCapacity(byStart.count)
    for entry in byStart where !isRemoved(entry.first) { positions.append(log.current(entry.first)) }
    startOrder = positions
    return positions
  }

  /// Whether the trip first at `first` was removed while its entry stays in ``byStart``.
  private func isRemoved(_ first: Int) -> Bool {
    removedEntries > 0 && log.isRemoved(first)
  }

  /// Where the trip with identifier `id` is now.
  func position(of id: Int) -> Int? {
    positions[id].map(log.current)
  }

  /// The position now of the trip at `offset` in start order.
  func position(atStartOffset offset: Int) -> Int {
    log.current(byStart[offset].first)
  }

  /// The start of the trip at `offset` in start order.
  func start(atStartOffset offset: Int) -> Date {
    Date(timeIntervalSinceReferenceDate: byStart[offset].start)
  }

  /// Where `(start, first)` goes in ``byStart``: after every entry that sorts before it.
  private func slot(_ date: Date, _ first: Int) -> Int {
    let start = date.timeIntervalSinceReferenceDate
    var low = 0
    var high = byStart.count
    while low < high {
      let middle = (low + high) / 2
      if (byStart[middle].start, byStart[middle].first) < (start, first) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The trip at `index` now starts at `newStart`.
  mutating func move(_ index: Int, from oldStart: Date, to newStart: Date) {
    guard oldStart != newStart else { return }
    startOrder = nil
    let first = log.first(index)
    byStart.remove(at: slot(oldStart, first))
    byStart.insert((newStart.timeIntervalSinceReferenceDate, first), at: slot(newStart, first))
  }

  /// A trip was appended at `index`.
  mutating func append(_ trip: Trip, at index: Int) {
    startOrder = nil
    let first = log.appended(at: index)
    if positions[trip.id] == nil { positions[trip.id] = first }
    byStart.insert((trip.start.timeIntervalSinceReferenceDate, first), at: slot(trip.start, first))
  }

  /// The trips at `removed` (positions before the removal, ascending), every trip with an
  /// identifier in `ids`, were removed; the others moved up. Costs the removed trips alone, whatever
  /// the number of trips: their entries in start order stay, marked removed by the log, until they
  /// are half of the entries and are dropped together.
  mutating func remove(_ removed: [Int], ids: Set<Int>) {
    startOrder = nil
    for id in ids { positions[id] = nil }
    log.remove(removed)
    removedEntries += removed.count
    if removedEntries * 2 > byStart.count {
      byStart.removeAll { log.isRemoved($0.first) }
      removedEntries = 0
    }
  }

  /// The positions of the trips with the identifiers, ascending, when no identifier is used twice
  /// (nil otherwise: the trips must then be searched).
  func positions(of ids: Set<Int>, among count: Int) -> [Int]? {
    guard positions.count == count else { return nil }
    return ids.compactMap { positions[$0].map(log.current) }.sorted()
  }
}
