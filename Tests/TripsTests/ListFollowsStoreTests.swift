import Foundation
import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

/// The Trips list keeps its months and changes only the trips a change touched; what a person sees
/// must be what grouping the trips afresh would show.
@MainActor
@Suite("The Trips list follows every change to the trips")
struct ListFollowsStoreTests {
  /// The month headers and the cells, top to bottom, as one list of labels.
  private func listing(_ app: HeadlessApp) -> [String] {
    let headers = app.staticTexts.allElementsBoundByIndex.filter {
      $0.label.hasSuffix("2026") || $0.label.hasSuffix("2027")
    }
    let cells = app.cells.allElementsBoundByIndex
    return (headers + cells).sorted { $0.frame.minY < $1.frame.minY }.map { element in
      element.elementType == .cell ? "  " + element.label : element.label
    }
  }

  /// What the list shows for the same trips in a store made afresh.
  private func listingAfresh(of store: TripStore, search: String = "") -> [String] {
    let app = launchTrips(on: .iPadAir11, store: TripStore(trips: store.trips))
    app.showTrips()
    if !search.isEmpty { app.searchFields["Search"].typeText(search) }
    return listing(app)
  }

  private func seattle(in store: TripStore) -> Trip { store.trip(id: Trip.seattle.id)! }

  /// The year and month a trip starts in, in UTC.
  private func month(of trip: Trip) -> [Int?] {
    let parts = Calendar(identifier: .gregorian).dateComponents(
      in: TimeZone(identifier: "UTC")!, from: trip.start)
    return [parts.year, parts.month]
  }

  @Test("A renamed or favourited trip changes in its place")
  func renameInPlace() {
    let store = TripStore()
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    var renamed = seattle(in: store)
    renamed.city = "Tacoma"
    store.update(renamed)
    #expect(app.cells["Tacoma"].exists)
    #expect(!app.cells["Seattle"].exists)
    store.toggleFavorite(renamed)
    #expect(listing(app) == listingAfresh(of: store))
  }

  @Test("A trip moved to another month moves under that month's header")
  func moveToAnotherMonth() {
    let store = TripStore()
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    var moved = seattle(in: store)
    moved.start = Date(timeIntervalSince1970: 1_796_256_000)  // 3 December 2026, UTC
    store.update(moved)
    let shown = listing(app)
    #expect(shown.dropLast().last == "December 2026")
    #expect(shown.last?.hasPrefix("  Seattle") == true)
    #expect(shown == listingAfresh(of: store))
  }

  @Test("Deleting one trip of a month keeps the month; deleting its last trip removes the header")
  func deleteKeepsOrRemovesMonths() {
    let store = TripStore()
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    let monthOfKyoto = listing(app).last { $0.hasPrefix("September") }!
    store.delete(ids: [Trip.vancouver.id])
    #expect(listing(app) == listingAfresh(of: store))
    let kyoto = store.trips.first { $0.city == "Kyoto" }!
    let alone = store.trips.allSatisfy { $0.id == kyoto.id || month(of: $0) != month(of: kyoto) }
    store.delete(ids: [kyoto.id])
    #expect(listing(app) == listingAfresh(of: store))
    #expect(listing(app).contains(monthOfKyoto) == !alone)
  }

  @Test(
    "A search finds its text anywhere in a city or a country, and never across the two",
    arguments: [
      ("nana", true), ("ana", true), ("b", true), ("hana", true), ("aghan", false), ("bananas", false),
      ("nag", false), ("NANA", true),
    ])
  func searchWithin(query: String, finds: Bool) {
    let store = TripStore(trips: [
      Trip(
        id: 1, city: "Banana", country: "Ghana", start: Date(timeIntervalSince1970: 1_780_000_000), nights: 2,
        price: 500, imageName: "airplane"),
      Trip(
        id: 2, city: "Oslo", country: "Norway", start: Date(timeIntervalSince1970: 1_781_000_000), nights: 2,
        price: 500, imageName: "airplane"),
    ])
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    app.searchFields["Search"].typeText(query)
    #expect(app.cells["Banana"].exists == finds)
    #expect(!app.cells["Oslo"].exists)
  }

  @Test(
    "A search for an accented letter finds it typed composed, decomposed or in capitals; ASCII alone does not",
    arguments: [("vík", true), ("vi\u{301}k", true), ("VÍK", true), ("vik", false)])
  func searchAccented(query: String, finds: Bool) {
    let app = launchTrips(on: .iPadAir11, store: TripStore())
    app.showTrips()
    app.searchFields["Search"].typeText(query)
    #expect(app.cells["Reykjavík"].exists == finds)
    #expect(!app.cells["Kyoto"].exists)
  }

  @Test("While searching, an edit that makes a trip match shows it, and one that stops it matching hides it")
  func editWhileSearching() {
    let store = TripStore()
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    app.searchFields["Search"].typeText("chi")
    #expect(!app.cells["Seattle"].exists)
    var found = seattle(in: store)
    found.country = "Chile"
    store.update(found)
    #expect(app.cells["Seattle"].exists)
    #expect(listing(app) == listingAfresh(of: store, search: "chi"))
    found.country = "United States"
    store.update(found)
    #expect(!app.cells["Seattle"].exists)
    store.delete(ids: [Trip.vancouver.id])
    #expect(listing(app) == listingAfresh(of: store, search: "chi"))
  }

  /// 640 trips named "City n" in "Country", and among them three whose names hold a "k", the byte a
  /// search for "k" finds few trips by.
  private static func manyTrips() -> [Trip] {
    let start = Date(timeIntervalSinceReferenceDate: 820_000_000)
    let named = [2: ("Kyoto", "Japan"), 300: ("Reykjavik", "Iceland"), 600: ("Oslo", "Norway")]
    return (0..<640).map { index in
      let (city, country) = named[index] ?? ("City \(index)", "Country")
      return Trip(
        id: index + 1, city: city, country: country,
        start: start.addingTimeInterval(Double(index % 40) * 86_400 * 9 + Double(index)),
        nights: 2, price: 100, imageName: "airplane")
    }
  }

  /// The cities a search should show: every trip whose city or country holds the query, ignoring
  /// case, earliest start first (then in the store's order).
  private func citiesFound(in store: TripStore, by query: String) -> [String] {
    store.trips.enumerated()
      .filter {
        $0.element.city.localizedCaseInsensitiveContains(query)
          || $0.element.country.localizedCaseInsensitiveContains(query)
      }
      .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
      .map(\.element.city)
  }

  /// The cells' labels, top to bottom.
  private func cellLabels(_ app: HeadlessApp) -> [String] {
    app.cells.allElementsBoundByIndex.sorted { $0.frame.minY < $1.frame.minY }.map(\.label)
  }

  @Test("Among many trips, a search finds the same trips after edits and deletions as filtering them all")
  func searchAmongManyFollowsChanges() {
    let store = TripStore(trips: Self.manyTrips())
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    app.searchFields["Search"].typeText("k")
    func expectFound(_ query: String, _ comment: Comment) {
      let expected = citiesFound(in: store, by: query)
      let labels = cellLabels(app)
      #expect(labels.count == expected.count, comment)
      #expect(zip(labels, expected).allSatisfy { $0.contains($1) }, comment)
    }
    expectFound("k", "the first keystroke")
    // An edit that gives a trip a "k", one that takes it away, and deletions before and among the
    // matches, each while the query is shown.
    var renamed = store.trips[500]
    renamed.city = "Kalamata"
    store.update(renamed)
    expectFound("k", "a trip renamed to match")
    var kyoto = store.trips[2]
    kyoto.city = "Osaka"
    store.update(kyoto)
    expectFound("k", "a trip renamed not to match")
    store.delete(ids: [store.trips[0].id, store.trips[1].id, store.trips[299].id])
    expectFound("k", "trips deleted before a match")
    store.delete(ids: [Trip.ID(301)])
    expectFound("k", "a match deleted")
    // A query typed after the changes, with another rare byte.
    app.searchFields["Search"].typeText("a")
    expectFound("ka", "a second keystroke")
    kyoto.city = "Kyoto"
    store.update(kyoto)
    expectFound("ka", "a trip renamed back, which the query does not find")
  }

  @Test("Among many trips, an accented letter typed composed finds a city stored decomposed")
  func searchAmongManyForAnAccentedLetter() {
    var trips = Self.manyTrips()
    trips[150].city = "Zu\u{308}rich"
    trips[150].country = "Switzerland"
    let app = launchTrips(on: .iPadAir11, store: TripStore(trips: trips))
    app.showTrips()
    app.searchFields["Search"].typeText("\u{FC}")
    #expect(cellLabels(app).count == 1)
    #expect(cellLabels(app).first?.contains("Zu\u{308}rich") == true)
  }

  @Test("Among many trips, a search whose letters most trips hold finds what filtering them all does")
  func searchAmongManyForCommonLetters() {
    let store = TripStore(trips: Self.manyTrips())
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    store.delete(ids: [store.trips[0].id, store.trips[30].id])
    app.searchFields["Search"].typeText("ty 63")
    let expected = citiesFound(in: store, by: "ty 63")
    #expect(expected == ["City 63"] + (630..<640).map { "City \($0)" })
    #expect(cellLabels(app).count == expected.count)
    #expect(zip(cellLabels(app), expected).allSatisfy { $0.contains($1) })
  }
}
