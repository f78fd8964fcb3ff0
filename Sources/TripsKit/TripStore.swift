import Foundation
import Observation

/// The app's trips, observable by SwiftUI views, with optional persistence to a ``TripPersistence`` file.
@MainActor
@Observable
public final class TripStore {
  /// All trips, in the order the user sees them.
  public var trips: [Trip] {
    didSet { order = nil }
  }
  /// Where each trip is and the trips by start date, made when first asked for after a change, so
  /// that finding a trip or the next one costs the same among 7 trips or 100,000.
  @ObservationIgnored private var order: TripOrder?
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
    trips.append(trip)
    return trip
  }

  /// Removes the trips with the identifiers of `doomed`, in whatever order they are given.
  public func delete(_ doomed: [Trip]) {
    delete(ids: Set(doomed.map(\.id)))
  }

  /// Removes the trips whose identifiers are in `ids`.
  public func delete(ids: Set<Int>) {
    trips.removeAll { ids.contains($0.id) }
  }

  /// Flips the favorite mark of the stored trip with `trip`'s identifier.
  public func toggleFavorite(_ trip: Trip) {
    guard let index = index(of: trip.id) else { return }
    trips[index].isFavorite.toggle()
  }

  /// Replaces the stored trip that has `trip`'s identifier; returns `false` if there is none.
  @discardableResult
  public func update(_ trip: Trip) -> Bool {
    guard let index = index(of: trip.id) else { return false }
    trips[index] = trip
    return true
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
    currentOrder.positions[id]
  }

  /// The trip that starts soonest after `trip` starts (the first in the list on a tie), if any.
  ///
  /// - Parameter trip: The trip.
  /// - Returns: The next trip.
  public func trip(after trip: Trip) -> Trip? {
    let byStart = currentOrder.byStart
    // The first trip whose start is later than this one's.
    var low = 0
    var high = byStart.count
    while low < high {
      let middle = (low + high) / 2
      if byStart[middle].start <= trip.start { low = middle + 1 } else { high = middle }
    }
    return low < byStart.count ? trips[byStart[low].index] : nil
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

/// The trips' positions by identifier and their order by start date (then by position).
struct TripOrder {
  let positions: [Int: Int]
  let byStart: [(start: Date, index: Int)]

  init(_ trips: [Trip]) {
    var positions: [Int: Int] = [:]
    positions.reserveCapacity(trips.count)
    for (index, trip) in trips.enumerated() where positions[trip.id] == nil { positions[trip.id] = index }
    self.positions = positions
    byStart = trips.indices.map { (trips[$0].start, $0) }.sorted {
      ($0.start, $0.index) < ($1.start, $1.index)
    }
  }
}
