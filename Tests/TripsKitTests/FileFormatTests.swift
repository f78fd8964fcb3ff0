import Foundation
import Testing
import TripsKit

/// The trips file as other programs may write it: fields this app does not know, numbers it cannot
/// hold, and JSON that is subtly invalid.
@Suite("The trips file format")
struct FileFormatTests {
  private static func document(trip: String, documentExtra: String = "") -> String {
    """
    {
      "schemaVersion" : 1,\(documentExtra)
      "trips" : [
        {
          "city" : "Seattle", "country" : "United States", "id" : 1, "imageName" : "seattle",
          "isFavorite" : true, "nights" : 5, "price" : 1750, "start" : "2026-06-12T12:00:00Z"
        },
        {
          "city" : "Lima", "country" : "Peru", "id" : 3, "imageName" : "lima",
          "isFavorite" : false, "nights" : 2, "price" : 900, "start" : "2026-08-01T12:00:00Z"\(trip)
        }
      ]
    }
    """
  }

  private func load(_ text: String, in directory: URL) throws -> TripPersistence.LoadResult {
    let url = directory.appending(component: "trips.json")
    try Data(text.utf8).write(to: url)
    return TripPersistence(url: url).load()
  }

  private func problem(in result: TripPersistence.LoadResult) -> TripPersistence.Problem? {
    if case .unusable(let problem) = result { problem } else { nil }
  }

  @MainActor
  @Test func fieldsThisAppDoesNotKnowSurviveASave() throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(
        trip: ",\n      \"notes\" : \"bring boots\", \"tags\" : [1, 2.5, {\"a\" : null}]",
        documentExtra: "\n  \"owner\" : {\"name\" : \"Ana\", \"since\" : 1e3},")
      let url = directory.appending(component: "trips.json")
      try Data(text.utf8).write(to: url)
      let store = TripStore(persistence: TripPersistence(url: url))
      #expect(store.loadProblem == nil)
      store.toggleFavorite(store.trips[1])
      try store.save()

      let data = try #require(contents(of: url))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let owner = try #require(object["owner"] as? [String: Any])
      #expect(owner["name"] as? String == "Ana")
      let trips = try #require(object["trips"] as? [[String: Any]])
      #expect(trips[1]["notes"] as? String == "bring boots")
      #expect(trips[1]["isFavorite"] as? Bool == true)
      #expect(trips[0]["notes"] == nil)
      let saved = String(decoding: data, as: UTF8.self)
      #expect(saved.contains("[1, 2.5, {\"a\" : null}]"), "numbers are kept as written")
      #expect(saved.contains("1e3"))
    }
  }

  @Test func aFractionWhereAWholeNumberBelongsNamesTheTripAndField() throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(trip: "").replacingOccurrences(of: "\"nights\" : 2", with: "\"nights\" : 5.5")
      let problem = try #require(problem(in: try load(text, in: directory)))
      guard case .invalidTrips = problem.kind else {
        Issue.record("expected invalid trips, got \(problem.kind)")
        return
      }
      #expect(problem.description.contains("trips[1] (id 3): “nights” is 5.5, not a whole number"))
      #expect(!problem.description.contains("not valid JSON"))
    }
  }

  @Test func anIdentifierTooLargeToHoldNamesTheTripAndField() throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(trip: "").replacingOccurrences(
        of: "\"id\" : 3", with: "\"id\" : 18446744073709551616")
      let problem = try #require(problem(in: try load(text, in: directory)))
      #expect(
        problem.description.contains(
          "trips[1]: “id” is 18446744073709551616, larger than this app can hold"), "\(problem)")
    }
  }

  @Test func wholeNumbersWrittenWithAFractionOrExponentAreRead() throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(trip: "").replacingOccurrences(
        of: "\"price\" : 900", with: "\"price\" : 9.0e2")
      guard case .loaded(let trips) = try load(text, in: directory) else {
        Issue.record("expected the trips")
        return
      }
      #expect(trips[1].price == 900)
    }
  }

  @Test func aTrailingCommaIsInvalidJSONWithItsPosition() throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(trip: ",")
      let problem = try #require(problem(in: try load(text, in: directory)))
      guard case .corruptJSON(let detail) = problem.kind else {
        Issue.record("expected invalid JSON, got \(problem.kind)")
        return
      }
      #expect(detail.contains("line 10, column"), "\(detail)")
      #expect(detail.contains("trailing comma"), "\(detail)")
    }
  }

  @Test func aKeyTwiceInOneObjectIsInvalidJSONWithItsPosition() throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(trip: ", \"city\" : \"Cusco\"")
      let problem = try #require(problem(in: try load(text, in: directory)))
      guard case .corruptJSON(let detail) = problem.kind else {
        Issue.record("expected invalid JSON, got \(problem.kind)")
        return
      }
      #expect(detail.contains("“city” appears twice"), "\(detail)")
      #expect(detail.contains("line 10, column"), "\(detail)")
    }
  }

  @Test func aKeyTwiceInTheDocumentIsInvalidJSON() throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(trip: "", documentExtra: "\n  \"schemaVersion\" : 1,")
      let problem = try #require(problem(in: try load(text, in: directory)))
      #expect(problem.description.contains("“schemaVersion” appears twice"), "\(problem)")
    }
  }

  @Test(arguments: [
    ("0000-01-01T00:00:00Z", true), ("9999-12-31T23:59:59.999Z", true), ("9999-12-31T23:59:59.9996Z", false),
    ("0000-01-01T00:00:00+00:01", false), ("9999-12-31T23:00:00-00:59", true),
  ])
  func datesAtTheEdgesOfTheYearsLoadOnlyIfTheyCanBeSavedAgain(start: String, loads: Bool) throws {
    try withTemporaryDirectory { directory in
      let text = Self.document(trip: "").replacingOccurrences(of: "2026-08-01T12:00:00Z", with: start)
      let url = directory.appending(component: "trips.json")
      try Data(text.utf8).write(to: url)
      let persistence = TripPersistence(url: url)
      guard case .loaded(let trips) = persistence.load() else {
        #expect(!loads, "\(start) should load")
        return
      }
      #expect(loads, "\(start) should be refused")
      try persistence.save(trips)
      #expect(TripPersistence(url: url).load() == .loaded(trips))
    }
  }
}
