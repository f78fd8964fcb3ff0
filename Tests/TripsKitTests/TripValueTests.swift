import Foundation
import Testing
import TripsKit

/// A trip holds its properties in storage its copies share until one changes: these check that it
/// still behaves as the plain struct of eight properties it replaced.
@Suite("A trip is a value")
struct TripValueTests {
  @Test func changingACopyLeavesTheOriginalAsItWas() {
    let original = Trip.seattle
    var copy = original
    copy.nights += 1
    copy.city = "Tacoma"
    copy.isFavorite.toggle()
    #expect(original == Trip.seattle)
    #expect(original.nights == Trip.seattle.nights)
    #expect(original.city == "Seattle")
    #expect(copy.city == "Tacoma")
    #expect(copy.nights == original.nights + 1)
    #expect(copy.isFavorite != original.isFavorite)
  }

  @Test func changingATripInAnArrayChangesThatTripAlone() {
    var trips = [Trip.seattle, Trip.vancouver]
    let before = trips
    trips[0].isFavorite.toggle()
    #expect(trips[0].isFavorite != before[0].isFavorite)
    #expect(before[0] == Trip.seattle)
    #expect(trips[1] == before[1])
  }

  @Test func tripsWithTheSamePropertiesAreEqualAndHashAlike() {
    let rebuilt = Trip(
      id: Trip.seattle.id, city: Trip.seattle.city, country: Trip.seattle.country, start: Trip.seattle.start,
      nights: Trip.seattle.nights, price: Trip.seattle.price, imageName: Trip.seattle.imageName,
      isFavorite: Trip.seattle.isFavorite)
    #expect(rebuilt == Trip.seattle)
    #expect(rebuilt.hashValue == Trip.seattle.hashValue)
    #expect(Set([rebuilt, Trip.seattle]).count == 1)
    var other = rebuilt
    other.price += 1
    #expect(other != Trip.seattle)
  }

  @Test func encodesEveryPropertyUnderItsOwnName() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.dateEncodingStrategy = .secondsSince1970
    let trip = Trip(
      id: 7, city: "Lima", country: "Peru", start: Date(timeIntervalSince1970: 86_400), nights: 3,
      price: 900, imageName: "lima", isFavorite: true)
    let json = String(decoding: try encoder.encode(trip), as: UTF8.self)
    #expect(
      json
        == #"{"city":"Lima","country":"Peru","id":7,"imageName":"lima","isFavorite":true,"nights":3,"price":900,"start":86400}"#
    )
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    #expect(try decoder.decode(Trip.self, from: Data(json.utf8)) == trip)
  }

  @Test func decodingATripWithoutAPropertyFails() {
    let json = #"{"city":"Lima","country":"Peru","id":7,"imageName":"lima","nights":3,"price":900,"start":0}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Trip.self, from: Data(json.utf8))
    }
  }

  @Test func printsAsAStructOfItsProperties() {
    let trip = Trip(
      id: 7, city: "Lima", country: "Peru", start: Date(timeIntervalSince1970: 0), nights: 3, price: 900,
      imageName: "lima")
    let printed = String(describing: trip)
    #expect(printed.hasPrefix(#"Trip(id: 7, city: "Lima", country: "Peru", start: "#))
    #expect(printed.hasSuffix(#"nights: 3, price: 900, imageName: "lima", isFavorite: false)"#))
  }

  /// What keeps removing one of 100,000 trips cheap: the store's array moves a reference a trip
  /// after the one removed, not the trip's 88 bytes.
  @Test func aTripInAnArrayTakesTheRoomOfOneReference() {
    #expect(MemoryLayout<Trip>.stride == MemoryLayout<AnyObject>.stride)
  }
}
