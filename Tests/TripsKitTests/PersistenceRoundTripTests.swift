import Foundation
import Testing
import TripsKit

@Suite("TripPersistence round trips")
struct PersistenceRoundTripTests {
  @Test func noFileMeansStartFromTheSamples() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(components: "missing", "trips.json"))
      #expect(persistence.load() == .noFile)
      #expect(listing(of: directory).isEmpty, "loading must not create anything")
    }
  }

  @Test func savesAndLoadsTheSameTrips() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(components: "nested", "dir", "trips.json"))
      try persistence.save(Trip.samples)
      #expect(persistence.load() == .loaded(Trip.samples))
      #expect(TripPersistence(url: persistence.url).load() == .loaded(Trip.samples))
      try persistence.save([])
      #expect(persistence.load() == .loaded([]))
      #expect(listing(of: directory.appending(components: "nested", "dir")) == ["trips.json"])
    }
  }

  @Test func writesAVersionedPrettySortedDocument() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try persistence.save([.seattle])
      let data = try #require(contents(of: persistence.url))
      let text = try #require(String(data: data, encoding: .utf8))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(Set(object.keys) == ["schemaVersion", "trips"])
      #expect(object["schemaVersion"] as? Int == 1)
      #expect(text.contains("\n  \"schemaVersion\" : 1,\n  \"trips\" : ["))
      #expect(text.contains("\"start\" : \"2026-06-12T12:00:00Z\""))
      let keys = ["city", "country", "id", "imageName", "isFavorite", "nights", "price", "start"]
      let positions = keys.map { text.range(of: "\"\($0)\"")!.lowerBound }
      #expect(positions == positions.sorted())
    }
  }

  @Test func fileIsStandardJSONThatFoundationReads() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try persistence.save(Trip.samples)
      struct Document: Decodable {
        let schemaVersion: Int
        let trips: [Trip]
      }
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      let document = try decoder.decode(Document.self, from: try #require(contents(of: persistence.url)))
      #expect(document.schemaVersion == 1)
      #expect(document.trips == Trip.samples)
    }
  }

  @Test func readsDocumentsWrittenByFoundationAndByHand() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      struct Document: Encodable {
        let schemaVersion = 1
        let trips: [Trip]
      }
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = .iso8601
      try encoder.encode(Document(trips: Trip.samples)).write(to: url)
      #expect(TripPersistence(url: url).load() == .loaded(Trip.samples))

      // Other key order, extra keys, an offset date, escapes, no whitespace.
      let handWritten = """
        {"trips":[{"start":"2026-06-12T14:00:00+02:00","price":1750,"note":"extra","nights":5,\
        "isFavorite":true,"imageName":"seattle","id":1,"country":"United States","city":"Seattle"}],\
        "schemaVersion":1}
        """
      try Data(handWritten.utf8).write(to: url)
      #expect(TripPersistence(url: url).load() == .loaded([.seattle]))
      let withoutExtraKey = handWritten.replacingOccurrences(of: #""note":"extra","#, with: "")
      try Data(withoutExtraKey.utf8).write(to: url)
      #expect(TripPersistence(url: url).load() == .loaded([.seattle]))

      // Every escape JSON has, a surrogate pair among them, in either case of hexadecimal digit: read
      // by the strict parser (the document with a key it does not know) and by the fast reader.
      var seattle = Trip.seattle
      seattle.city = "Sea/\"t\\\u{8}\u{C}\n\r\t 🇺🇸"
      for document in [handWritten, withoutExtraKey] {
        let escaped = document.replacingOccurrences(
          of: #""city":"Seattle""#, with: #""city":"S\u0065a\/\"t\\\b\f\n\r\t \ud83c\uDDFA\uD83C\udDf8""#)
        try Data(escaped.utf8).write(to: url)
        #expect(TripPersistence(url: url).load() == .loaded([seattle]))
      }
    }
  }

  @Test func keepsEveryCharacterAndMillisecond() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let unusual = [
        Trip(
          id: -3, city: "Qu\"ote\\Back/slash\nNew\tTab\u{01}\u{7F}", country: "Ísland 🇮🇸 東京",
          start: Date(timeIntervalSinceReferenceDate: 800_000_000.125), nights: 0, price: Int.max,
          imageName: "", isFavorite: false),
        Trip(
          id: Int.min, city: "\u{2028}\u{0}", country: "",
          start: Date(timeIntervalSinceReferenceDate: -5_000_000_000), nights: -1, price: Int.min,
          imageName: "e\u{301}", isFavorite: true),
      ]
      try persistence.save(unusual)
      #expect(persistence.load() == .loaded(unusual))
    }
  }

  @Test func datesAreStoredToTheMillisecond() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      var trip = Trip.seattle
      trip.start = Date(timeIntervalSinceReferenceDate: 802_958_400.123_456)
      try persistence.save([trip])
      guard case .loaded(let loaded) = persistence.load() else {
        Issue.record("expected the trip back")
        return
      }
      #expect(abs(loaded[0].start.timeIntervalSince(trip.start)) < 0.000_5)
      let text = String(decoding: try #require(contents(of: persistence.url)), as: UTF8.self)
      #expect(text.contains("\"2026-06-12T12:00:00.123Z\""))
    }
  }

  @Test func refusesDatesItCannotWriteAndKeepsTheOldFile() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try persistence.save(Trip.samples)
      let before = contents(of: persistence.url)
      var farFuture = Trip.seattle
      farFuture.start = Date(timeIntervalSinceReferenceDate: 1e13)
      #expect {
        try persistence.save([farFuture])
      } throws: { error in
        guard let error = error as? TripPersistence.SaveError, case .encodingFailed = error.kind else {
          return false
        }
        return error.description.contains(persistence.url.path(percentEncoded: false))
          && error.description.contains("left unchanged")
      }
      #expect(contents(of: persistence.url) == before)
    }
  }

  @Test func savingThroughASymbolicLinkReplacesItsTarget() throws {
    try withTemporaryDirectory { directory in
      let target = directory.appending(components: "real", "trips.json")
      let link = directory.appending(component: "trips.json")
      try TripPersistence(url: target).save([.seattle])
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
      try TripPersistence(url: link).save(Trip.samples)
      let linkDestination = try FileManager.default.destinationOfSymbolicLink(
        atPath: link.path(percentEncoded: false))
      #expect(linkDestination == target.path(percentEncoded: false))
      #expect(TripPersistence(url: target).load() == .loaded(Trip.samples))
    }
  }

  @Test func savingThroughALinkToAMissingFileCreatesTheTargetAndKeepsTheLink() throws {
    try withTemporaryDirectory { directory in
      let target = directory.appending(components: "real", "trips.json")
      let link = directory.appending(component: "trips.json")
      try FileManager.default.createSymbolicLink(
        atPath: link.path(percentEncoded: false), withDestinationPath: "real/trips.json")
      let persistence = TripPersistence(url: link)
      #expect(persistence.load() == .noFile)
      try persistence.save([.seattle])
      let destination = try FileManager.default.destinationOfSymbolicLink(
        atPath: link.path(percentEncoded: false))
      #expect(destination == "real/trips.json", "the link is still a link")
      #expect(TripPersistence(url: target).load() == .loaded([.seattle]))
      try persistence.save(Trip.samples)
      #expect(TripPersistence(url: target).load() == .loaded(Trip.samples))
      #expect(listing(of: directory) == ["real", "trips.json"])
    }
  }

  @MainActor
  @Test func storeLoadsSamplesThenWhatItSaved() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let first = TripStore(persistence: persistence)
      #expect(first.trips == Trip.samples)
      #expect(first.loadProblem == nil)
      first.delete([.vancouver])
      first.toggleFavorite(.seattle)
      try first.save()

      let second = TripStore(persistence: TripPersistence(url: persistence.url))
      #expect(second.loadProblem == nil)
      #expect(second.trips == first.trips)
    }
  }
}
