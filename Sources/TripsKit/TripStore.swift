import Foundation
import Observation

/// The app's trips, observable by SwiftUI views, with optional persistence to a ``TripPersistence`` file.
@MainActor
@Observable
public final class TripStore {
  /// All trips, in the order the user sees them.
  public var trips: [Trip]
  /// Why the trips file could not be used at load time, or `nil`. While set, ``save()`` refuses to
  /// write, so the file is never overwritten.
  public private(set) var loadProblem: TripPersistence.Problem?

  @ObservationIgnored private let persistence: TripPersistence?

  /// An in-memory store holding `trips`; ``save()`` does nothing.
  public init(trips: [Trip] = Trip.samples) {
    self.trips = trips
    persistence = nil
  }

  /// A store backed by `persistence`: loads the file, starts from ``Trip/samples`` if there is none,
  /// and starts empty with ``loadProblem`` set if the file is unusable.
  public init(persistence: TripPersistence) {
    self.persistence = persistence
    trips = []
    reload()
  }

  /// Reads the trips file again, replacing ``trips`` and ``loadProblem``; for example after the user
  /// repaired or moved an unusable file. Does nothing for an in-memory store.
  public func reload() {
    guard let persistence else { return }
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

  /// Writes ``trips`` to the file atomically. Throws without touching the file if it was unusable at
  /// load time (``loadProblem``) or has become unusable since. Does nothing for an in-memory store.
  public func save() throws(TripPersistence.SaveError) {
    guard let persistence else { return }
    if let loadProblem {
      throw TripPersistence.SaveError(url: persistence.url, kind: .existingFileUnusable(loadProblem))
    }
    try persistence.save(trips)
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
    guard let index = trips.firstIndex(where: { $0.id == trip.id }) else { return }
    trips[index].isFavorite.toggle()
  }

  /// Replaces the stored trip that has `trip`'s identifier; returns `false` if there is none.
  @discardableResult
  public func update(_ trip: Trip) -> Bool {
    guard let index = trips.firstIndex(where: { $0.id == trip.id }) else { return false }
    trips[index] = trip
    return true
  }

  /// The trip with identifier `id`, if any.
  public func trip(id: Int) -> Trip? {
    trips.first { $0.id == id }
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
