import Foundation
import Testing
import TripsKit

@Suite("Date.startOfMonth")
struct StartOfMonthTests {
  @Test(arguments: [
    (utcDate(2026, 6, 12), utcDate(2026, 6, 1, hour: 0)),
    (utcDate(2026, 6, 1, hour: 0), utcDate(2026, 6, 1, hour: 0)),
    (utcDate(2026, 6, 30, hour: 23).addingTimeInterval(3599), utcDate(2026, 6, 1, hour: 0)),
    (utcDate(2026, 12, 31, hour: 23), utcDate(2026, 12, 1, hour: 0)),
    (utcDate(2028, 2, 29), utcDate(2028, 2, 1, hour: 0)),
  ])
  func firstDayOfTheMonthAtMidnightUTC(date: Date, expected: Date) {
    #expect(date.startOfMonth == expected)
    #expect(date.startOfMonth.startOfMonth == expected)
  }

  @Test func groupsSamplesIntoMonths() throws {
    let months = Dictionary(grouping: Trip.samples, by: \.start.startOfMonth)
    let distinctMonths = Set(Trip.samples.map { utc.component(.month, from: $0.start) })
    #expect(months.count == distinctMonths.count)
    #expect(months.values.reduce(0) { $0 + $1.count } == Trip.samples.count)
    for (month, trips) in months {
      #expect(
        utc.dateComponents([.day, .hour, .minute, .second], from: month)
          == DateComponents(day: 1, hour: 0, minute: 0, second: 0))
      #expect(trips.allSatisfy { utc.isDate($0.start, equalTo: month, toGranularity: .month) })
    }
    let june = try #require(months[utcDate(2026, 6, 1, hour: 0)])
    #expect(Set(june.map(\.id)) == [Trip.seattle.id, Trip.vancouver.id])
  }
}
