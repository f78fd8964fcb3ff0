import Foundation
import Testing
import TripsKit

@Suite("Sample trips")
struct TripSampleTests {
  @Test func samplesAreVariedAndUnique() {
    let samples = Trip.samples
    #expect(samples.count >= 6)
    #expect(Set(samples.map(\.id)).count == samples.count)
    #expect(samples.allSatisfy { utc.component(.year, from: $0.start) == 2026 })
    #expect(Set(samples.map { utc.component(.month, from: $0.start) }).count >= 3)
    #expect(samples.allSatisfy { $0.price > 0 && $0.price % 250 == 0 })
    #expect(samples.allSatisfy { $0.nights > 0 && !$0.imageName.isEmpty && !$0.country.isEmpty })
  }

  @Test func seattleStartsJune12ForFiveNights() throws {
    let seattle = try #require(Trip.samples.first { $0.city == "Seattle" })
    #expect(seattle == Trip.seattle)
    #expect(seattle.id == 1)
    #expect(seattle.country == "United States")
    #expect(
      utc.dateComponents([.year, .month, .day], from: seattle.start)
        == DateComponents(year: 2026, month: 6, day: 12))
    #expect(seattle.nights == 5)
  }

  @Test func vancouverIsTheNextTripAfterSeattle() throws {
    let vancouver = try #require(Trip.samples.first { $0.city == "Vancouver" })
    #expect(vancouver == Trip.vancouver)
    #expect(vancouver.id == 2)
    #expect(vancouver.country == "Canada")
    #expect(
      utc.dateComponents([.year, .month, .day], from: vancouver.start)
        == DateComponents(year: 2026, month: 6, day: 20))
    #expect(vancouver.nights == 4)
    let afterSeattle = Trip.samples.filter { $0.start > Trip.seattle.start }.min { $0.start < $1.start }
    #expect(afterSeattle == vancouver)
  }

  @Test func atacamaIsInALaterMonth() throws {
    let atacama = try #require(Trip.samples.first { $0.city == "San Pedro de Atacama" })
    #expect(atacama.country == "Chile")
    #expect(atacama.start.startOfMonth > Trip.seattle.start.startOfMonth)
    #expect(
      utc.dateComponents([.year, .month, .day], from: atacama.start)
        == DateComponents(year: 2026, month: 8, day: 3))
    #expect(atacama.nights == 6)
  }

  @Test func samplesAreDeterministicAtNoonUTC() {
    #expect(Trip.seattle.start == utcDate(2026, 6, 12))
    #expect(Trip.samples.allSatisfy { utc.component(.hour, from: $0.start) == 12 })
  }
}
