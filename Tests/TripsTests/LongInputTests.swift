import Foundation
import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

@MainActor
@Suite("Long text, many trips and large restoration files")
struct LongInputTests {
  @Test("A 100,000-character city opens in the editor, takes typing and is saved")
  func longCity() throws {
    let city = String(repeating: "abcdefghi ", count: 10_000)
    var trip = Trip.samples[0]
    trip.city = city
    let store = TripStore(trips: [trip] + Trip.samples.dropFirst())
    let app = launchTrips(store: store)
    app.open(URL(string: "trips://trip/\(trip.id)/edit")!)
    let field = app.sheets.firstMatch.textFields["City"]
    #expect(field.value == city)
    field.typeText("x")
    #expect(field.value == city + "x")
    app.sheets.firstMatch.buttons["Save"].tap()
    #expect(app.sheets.count == 0)
    #expect(store.trip(id: trip.id)?.city == city + "x")
  }

  /// Trips over a few months, out of order, with ties and trips on a month's first and last instants.
  static let scattered: [Trip] = {
    let calendar = {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      return calendar
    }()
    func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0, _ second: Int = 0)
      -> Date
    {
      calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }
    let starts: [(String, String, Date)] = [
      ("Oslo", "Norway", date(2026, 9, 14, 12)), ("Lima", "Peru", date(2026, 7, 1, 0)),
      ("Rome", "Italy", date(2026, 6, 30, 23, 59, 59)), ("Cusco", "Peru", date(2026, 7, 1, 0)),
      ("Quito", "Ecuador", date(2027, 1, 3, 9)), ("Bergen", "Norway", date(2026, 9, 2, 12)),
      ("Turin", "Italy", date(2026, 6, 1, 0)), ("Arequipa", "Peru", date(2026, 12, 31, 23, 59, 59)),
      ("Milan", "Italy", date(2026, 9, 14, 12)),
    ]
    return starts.enumerated().map { index, start in
      Trip(
        id: index + 1, city: start.0, country: start.1, start: start.2, nights: 2, price: 100,
        imageName: "airplane")
    }
  }()

  /// The sections as the list made them before it grouped in one pass: every month in which a trip
  /// starts, and for each the trips filtered out of all of them and sorted by start.
  func sectionsAsBefore(_ trips: [Trip], query: String) -> [String] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    let shown =
      trimmed.isEmpty
      ? trips
      : trips.filter {
        $0.city.localizedCaseInsensitiveContains(trimmed)
          || $0.country.localizedCaseInsensitiveContains(trimmed)
      }
    let title = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).month(.wide).year()
    return Set(shown.map(\.start.startOfMonth)).sorted().flatMap { month in
      [month.formatted(title)]
        + shown.filter { $0.start.startOfMonth == month }.sorted { $0.start < $1.start }.map(\.city)
    }
  }

  @Test(
    "The list's months and their trips are those of filtering each month's trips and sorting them",
    arguments: ["", "  peru ", "IT", "o", String(repeating: "too long to be found ", count: 50)])
  func sectionsAreUnchanged(query: String) {
    let navigation = TripsNavigation()
    navigation.tab = .trips
    navigation.searchText = query
    let app = launchTrips(on: .iPadAir11, store: TripStore(trips: Self.scattered), navigation: navigation)
    let list = app.columns["sidebar"]
    let cities = Set(Self.scattered.map(\.city))
    let shown = list.descendants.allElementsBoundByIndex.compactMap { element -> String? in
      if element.elementType == .cell { return cities.first { element.label.contains($0) } }
      if element.elementType == .staticText,
        element.label.hasSuffix(" 2026") || element.label.hasSuffix(" 2027")
      {
        return element.label
      }
      return nil
    }
    #expect(shown == sectionsAsBefore(Self.scattered, query: query))
  }

  /// A restoration file with a chosen trip and these pushed on it.
  func restorationFile(pushed: [Trip.ID]) throws -> URL {
    let url = temporaryDirectory().appendingPathComponent("scene-state.json")
    RestorationState(tab: .trips, selection: 1, path: pushed, editing: nil).save(to: url)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    #expect(size < 64 * 1024, "a file the app reads")
    return url
  }

  @Test(
    "A restoration file of 31,000 pushed trips keeps the first 50, and the app shows the top one",
    arguments: [Device.iPhone17, .iPadAir11])
  func largeRestoration(device: Device) throws {
    let pushed = (0..<31_000).map { [2, 3, 4][$0 % 3] }
    let url = try restorationFile(pushed: pushed)
    let navigation = TripsNavigation()
    let app = launchTrips(on: device, navigation: navigation, restorationURL: url)
    let kept = Array(pushed.prefix(TripsLink.maximumPushed))
    #expect(navigation.currentLink == .trip(1, pushed: kept))
    let bars = device == .iPadAir11 ? app.columns["detail"].navigationBars : app.navigationBars
    let city = { (id: Trip.ID) in TripStore().trip(id: id)?.city ?? "" }
    #expect(bars[city(kept[49])].exists, "the top of the kept path")
    #expect(app.alerts.count == 0)
    app.swipeBack()
    #expect(bars[city(kept[48])].exists)
    #expect(navigation.currentLink == .trip(1, pushed: Array(kept.dropLast())))
  }

  @Test("Restoration drops trips that are gone before it keeps the first 50")
  func staleAndDeepRestoration() throws {
    let pushed = (0..<120).map { $0 % 3 == 0 ? 404 : [2, 3][$0 % 2] }
    let navigation = TripsNavigation()
    _ = launchTrips(navigation: navigation, restorationURL: try restorationFile(pushed: pushed))
    let kept = Array(pushed.filter { $0 != 404 }.prefix(TripsLink.maximumPushed))
    #expect(kept.count == TripsLink.maximumPushed)
    #expect(navigation.currentLink == .trip(1, pushed: kept))
  }
}
