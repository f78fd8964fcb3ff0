/// The app's tabs.
public enum TripsTab: String, Hashable, Codable, Sendable, CaseIterable {
  /// The planner and the trips as cards.
  case overview
  /// The trips by month, and a trip's detail.
  case trips
}
