extension TripPersistence {
  /// A trip that this app and another program both changed since this app last read or wrote the
  /// file, in ways that cannot both be kept.
  public struct Conflict: Hashable, Sendable, CustomStringConvertible {
    /// How the two changes collide.
    public enum Kind: Hashable, Sendable {
      /// Both changed the trip, differently.
      case bothChanged
      /// This app changed the trip; the other program deleted it.
      case changedHereDeletedThere
      /// This app deleted the trip; the other program changed it.
      case deletedHereChangedThere
      /// Both added a trip with this identifier, different trips.
      case bothAdded
    }

    /// The trip's identifier.
    public let tripID: Int
    /// The trip's city, as this app or else the file has it, to name it for the user.
    public let city: String
    /// How the changes collide.
    public let kind: Kind

    /// A conflict of `kind` over the trip `tripID`, named `city`.
    public init(tripID: Int, city: String, kind: Kind) {
      self.tripID = tripID
      self.city = city
      self.kind = kind
    }

    /// The trip and what happened to it, for example "Seattle (trip 1): changed here and in the file".
    public var description: String {
      let what =
        switch kind {
        case .bothChanged: "changed here and in the file"
        case .changedHereDeletedThere: "changed here, deleted in the file"
        case .deletedHereChangedThere: "deleted here, changed in the file"
        case .bothAdded: "added here and, as a different trip, in the file"
        }
      return "\(city) (trip \(tripID)): \(what)"
    }
  }

  /// Combines the changes this app made since `base` (giving `mine`) with those another program
  /// made (giving `theirs`), trip by trip.
  ///
  /// A trip only one side changed takes that side's version (a deletion is a change); a trip both
  /// changed the same way is kept once; anything else is a ``Conflict``. Members other programs added
  /// are taken from `theirs`, since this app never changes them.
  ///
  /// - Parameters:
  ///   - mine: The trips this app wants to save, in its order.
  ///   - base: The file as this app last read or wrote it.
  ///   - theirs: The file as it is now.
  /// - Returns: The merged contents (this app's order, then trips only the other program added), or
  ///   the conflicts if there are any.
  static func merge(_ mine: [Trip], base: TripsDocument.Contents, theirs: TripsDocument.Contents)
    -> Result<TripsDocument.Contents, Conflicts>
  {
    let baseTrips = Dictionary(base.trips.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let theirTrips = Dictionary(theirs.trips.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let myIDs = Set(mine.map(\.id))
    var merged = TripsDocument.Contents(
      trips: [], extras: TripsDocument.Extras(document: theirs.extras.document))
    var conflicts: [Conflict] = []

    func settle(_ id: Int, mine myTrip: Trip?) {
      let theirExtras = theirs.extras.trips[id]
      let theyChanged =
        baseTrips[id] != theirTrips[id] || (theirTrips[id] != nil && theirExtras != base.extras.trips[id])
      let result: Trip?
      if myTrip == baseTrips[id] || (theyChanged && myTrip == theirTrips[id]) {
        result = theirTrips[id]
      } else if !theyChanged {
        result = myTrip
      } else {
        conflicts.append(conflict(id, base: baseTrips[id], mine: myTrip, theirs: theirTrips[id]))
        return
      }
      guard let result else { return }
      merged.trips.append(result)
      if let extras = theirTrips[id] != nil ? theirExtras : base.extras.trips[id] {
        merged.extras.trips[id] = extras
      }
    }

    for trip in mine { settle(trip.id, mine: trip) }
    for id in Set(baseTrips.keys).subtracting(myIDs) { settle(id, mine: nil) }
    // Trips only the other program has: additions land at the end, in the file's order.
    let settledIDs = Set(merged.trips.map(\.id))
    for trip in theirs.trips
    where baseTrips[trip.id] == nil && !myIDs.contains(trip.id) && !settledIDs.contains(trip.id) {
      merged.trips.append(trip)
      if let extras = theirs.extras.trips[trip.id] { merged.extras.trips[trip.id] = extras }
    }
    guard conflicts.isEmpty else {
      return .failure(Conflicts(list: conflicts.sorted { $0.tripID < $1.tripID }))
    }
    return .success(merged)
  }

  /// The conflicts that stopped a merge.
  struct Conflicts: Error {
    /// Each conflicting trip, by identifier.
    let list: [Conflict]
  }

  private static func conflict(_ id: Int, base: Trip?, mine: Trip?, theirs: Trip?) -> Conflict {
    let city = (mine ?? theirs ?? base)?.city ?? ""
    let kind: Conflict.Kind =
      if base == nil { .bothAdded } else if mine == nil { .deletedHereChangedThere } else if theirs == nil {
        .changedHereDeletedThere
      } else { .bothChanged }
    return Conflict(tripID: id, city: city, kind: kind)
  }
}
