import Foundation
import TripsKit

/// Every place of the app as a URL, and back: `trips://overview`, `trips://planner`, `trips://trips`,
/// `trips://trip/3`, `trips://trip/3/next/5` (a trip pushed on another), `trips://trip/3/edit`,
/// `trips://new`, `trips://search?q=lima`.
public enum TripsLink: Hashable, Sendable {
  /// The Overview tab.
  case overview
  /// The Overview with the planner open.
  case planner
  /// The Trips tab with nothing chosen.
  case trips
  /// A trip's detail, with trips pushed on it by Next.
  case trip(Trip.ID, pushed: [Trip.ID])
  /// A trip's editor, over its detail.
  case edit(Trip.ID)
  /// The editor for a new trip.
  case newTrip
  /// The Trips tab, searching.
  case search(String)

  /// The scheme the app answers to.
  public static let scheme = "trips"

  /// The most trips a place may have pushed on its chosen one. A deeper link is refused, and
  /// restoration keeps this many: each pushed trip is a screen in the stack, and no person pushes
  /// thousands, whereas a file or a link can ask for them.
  public static let maximumPushed = 50

  /// Why a URL is not a link to a place of the app.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in words for the person who opened it.
    public let description: String
  }

  /// Reads a URL, or says why it is not one of the app's links.
  public static func parse(_ url: URL) -> Result<TripsLink, Problem> {
    let text = url.absoluteString
    guard text.count <= 2048 else {
      return .failure(Problem(description: "This link is too long to be a Trips link."))
    }
    guard url.scheme?.lowercased() == scheme else {
      return .failure(Problem(description: "“\(text.prefix(80))” is not a Trips link."))
    }
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return .failure(Problem(description: "“\(text.prefix(80))” is not a well-formed link."))
    }
    let host = components.host?.lowercased() ?? ""
    let parts = components.path.split(separator: "/").map(String.init)
    func tripID(_ string: String) -> Trip.ID? {
      guard string.count <= 18, let id = Int(string), id >= 0 else { return nil }
      return id
    }
    switch (host, parts.count) {
    case ("overview", 0): return .success(.overview)
    case ("planner", 0): return .success(.planner)
    case ("trips", 0): return .success(.trips)
    case ("new", 0): return .success(.newTrip)
    case ("search", 0):
      let query = components.queryItems?.first { $0.name == "q" }?.value ?? ""
      guard query.count <= 200 else { return .failure(Problem(description: "This search is too long.")) }
      return .success(.search(query))
    case ("trip", 1):
      guard let id = tripID(parts[0]) else { return .failure(badID(parts[0])) }
      return .success(.trip(id, pushed: []))
    case ("trip", 2) where parts[1] == "edit":
      guard let id = tripID(parts[0]) else { return .failure(badID(parts[0])) }
      return .success(.edit(id))
    case ("trip", let count) where count >= 3 && count % 2 == 1:
      guard let id = tripID(parts[0]) else { return .failure(badID(parts[0])) }
      var pushed: [Trip.ID] = []
      for index in stride(from: 1, to: count, by: 2) {
        guard parts[index] == "next" else {
          return .failure(Problem(description: "“\(text.prefix(80))” is not a link to a place in Trips."))
        }
        guard let next = tripID(parts[index + 1]) else { return .failure(badID(parts[index + 1])) }
        pushed.append(next)
      }
      guard pushed.count <= maximumPushed else {
        return .failure(Problem(description: "This link goes too deep."))
      }
      return .success(.trip(id, pushed: pushed))
    default:
      return .failure(Problem(description: "“\(text.prefix(80))” is not a link to a place in Trips."))
    }
  }

  private static func badID(_ text: String) -> Problem {
    Problem(description: "“\(text.prefix(40))” is not a trip number.")
  }

  /// The URL of this place.
  public var url: URL {
    var components = URLComponents()
    components.scheme = Self.scheme
    switch self {
    case .overview: components.host = "overview"
    case .planner: components.host = "planner"
    case .trips: components.host = "trips"
    case .newTrip: components.host = "new"
    case .search(let query):
      components.host = "search"
      components.queryItems = [URLQueryItem(name: "q", value: query)]
    case .trip(let id, let pushed):
      components.host = "trip"
      components.path = "/\(id)" + pushed.map { "/next/\($0)" }.joined()
    case .edit(let id):
      components.host = "trip"
      components.path = "/\(id)/edit"
    }
    return components.url!
  }

  /// The trips this link names, to check that they exist.
  var tripIDs: [Trip.ID] {
    switch self {
    case .trip(let id, let pushed): [id] + pushed
    case .edit(let id): [id]
    default: []
    }
  }
}
