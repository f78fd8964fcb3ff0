import Foundation
import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

@MainActor
@Suite("Deep links, restoration and saving (T11, T12)")
struct LinkAndRestorationTests {
  nonisolated static let places: [TripsLink] = [
    .overview, .planner, .trips, .trip(1, pushed: []), .trip(1, pushed: [2]), .trip(1, pushed: [2, 3]),
    .edit(2),
    .newTrip, .search("chile"),
  ]

  @Test("Every place has a URL, and URL to link to URL is a round trip", arguments: places)
  func urlRoundTrip(link: TripsLink) throws {
    let parsed = try TripsLink.parse(link.url).get()
    #expect(parsed == link)
    #expect(parsed.url == link.url)
  }

  @Test("Opening each URL puts the app there, and the app reports the same URL back", arguments: places)
  func stateRoundTrip(link: TripsLink) {
    let store = TripStore()
    let navigation = TripsNavigation()
    let app = launchTrips(store: store, navigation: navigation)
    app.open(link.url)
    #expect(navigation.currentLink == link)
    #expect(navigation.currentLink.url == link.url)
    #expect(app.alerts.count == 0)
  }

  @Test("trips://trip/3 opens the trip on iPhone and iPad", arguments: [Device.iPhone17, .iPadAir11])
  func openTrip(device: Device) {
    let app = launchTrips(on: device)
    app.open(URL(string: "trips://trip/5")!)
    #expect(app.navigationBars["San Pedro de Atacama"].exists)
  }

  @Test("trips://trip/2/edit opens the editor over the trip")
  func openEditor() {
    let app = launchTrips()
    app.open(URL(string: "trips://trip/2/edit")!)
    #expect(app.sheets.firstMatch.navigationBars["Edit trip"].exists)
    #expect(app.sheets.firstMatch.textFields["City"].value == "Vancouver")
  }

  @Test(
    "A malformed link or an unknown trip changes nothing and says why",
    arguments: [
      "trips://trip/999", "trips://trip/abc", "https://example.com/trip/1", "trips://nowhere",
      "trips://trip/1/next/xyz", "trips://trip/99999999999999999999999", "trips://trip/1/edit/now",
      "trips://search?q=" + String(repeating: "a", count: 500),
    ])
  func badLinks(text: String) throws {
    let navigation = TripsNavigation()
    let app = launchTrips(navigation: navigation)
    app.open(URL(string: "trips://trip/1")!)
    let before = navigation.currentLink
    app.open(try #require(URL(string: text)))
    #expect(navigation.currentLink == before)
    let alert = app.alerts["Cannot open link"]
    #expect(alert.exists)
    #expect(
      alert.staticTexts.allElementsBoundByIndex.contains { $0.label.hasPrefix("Cannot open this link.") })
    alert.buttons["OK"].tap()
    #expect(app.alerts.count == 0)
  }

  @Test("Random bytes as links never change the state")
  func randomLinks() {
    let navigation = TripsNavigation()
    let app = launchTrips(navigation: navigation)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        UInt8.random(in: 33...126, using: &generator)
      }
      let text = "trips://" + String(decoding: bytes, as: UTF8.self)
      guard let url = URL(string: text) else { continue }
      if case .success = TripsLink.parse(url) { continue }
      app.open(url)
      #expect(navigation.currentLink == .overview)
      if app.alerts.count > 0 { app.alerts.firstMatch.buttons["OK"].tap() }
    }
  }

  @Test("A link over an editor with unsaved edits asks before replacing it")
  func linkOverUnsavedEditor() {
    let store = TripStore()
    let navigation = TripsNavigation()
    let app = launchTrips(store: store, navigation: navigation)
    app.open(URL(string: "trips://trip/1/edit")!)
    app.steppers["5 nights"].increment()
    app.open(URL(string: "trips://trip/2")!)
    let alert = app.alerts["Open the link?"]
    #expect(alert.exists)
    alert.buttons["Keep Editing"].tap()
    #expect(app.sheets.firstMatch.steppers["6 nights"].exists)
    app.open(URL(string: "trips://trip/2")!)
    app.alerts.firstMatch.buttons["Discard Edits and Open"].tap()
    #expect(app.sheets.count == 0)
    #expect(app.navigationBars["Vancouver"].exists)
    #expect(store.trip(id: 1)?.nights == 5)
  }

  @Test("A link over an editor without edits simply replaces it")
  func linkOverCleanEditor() {
    let app = launchTrips()
    app.open(URL(string: "trips://trip/1/edit")!)
    app.open(URL(string: "trips://planner")!)
    #expect(app.sheets.count == 0)
    #expect(app.buttons["Close the planner"].exists)
  }

  @Test(
    "T12: quitting and relaunching shows the same trips, edits and favourites",
    arguments: [Device.iPhone17, .iPadAir11])
  func persistence(device: Device) {
    let directory = temporaryDirectory()
    let dataURL = directory.appendingPathComponent("trips.json")
    do {
      let app = launchTrips(on: device, store: TripStore(persistence: TripPersistence(url: dataURL)))
      app.showTrips()
      app.cells["Seattle"].tap()
      app.buttons["Edit"].tap()
      app.steppers["5 nights"].increment()
      app.buttons["Save"].tap()
      if device == .iPhone17 { app.navigationBars["Seattle"].buttons["Trips"].tap() }
      app.cells["Vancouver"].swipeRight()
      app.buttons["Favorite"].tap()
    }
    let relaunched = TripStore(persistence: TripPersistence(url: dataURL))
    #expect(relaunched.trip(id: 1)?.nights == 6)
    #expect(relaunched.trip(id: 2)?.isFavorite == true)
    let app = launchTrips(on: device, store: relaunched)
    app.showTrips()
    #expect(app.cells["Seattle"].staticTexts["6 nights"].exists)
  }

  @Test("An unreadable data file is never overwritten; the app says where it is and what is wrong")
  func corruptFile() throws {
    let directory = temporaryDirectory()
    let dataURL = directory.appendingPathComponent("trips.json")
    try Data("{\"schemaVersion\": 1, \"trips\": [".utf8).write(to: dataURL)
    let before = try Data(contentsOf: dataURL)
    let app = launchTrips(store: TripStore(persistence: TripPersistence(url: dataURL)))
    let alert = app.alerts["Your trips could not be loaded"]
    #expect(alert.exists)
    #expect(alert.staticTexts.allElementsBoundByIndex.contains { $0.label.contains(dataURL.path) })
    alert.buttons["OK"].tap()
    app.buttons["Plan a trip"].tap()
    app.textFields["City"].typeText("Lima")
    app.buttons["Add to my trips"].tap()
    #expect(try Data(contentsOf: dataURL) == before)
  }

  @Test("The tab, selection, path and open editor are restored on the next launch; stale ids are dropped")
  func restoration() {
    let directory = temporaryDirectory()
    let stateURL = directory.appendingPathComponent("scene-state.json")
    do {
      let app = launchTrips(restorationURL: stateURL)
      app.open(URL(string: "trips://trip/1/next/2")!)
      #expect(app.navigationBars["Vancouver"].exists)
    }
    let app = launchTrips(restorationURL: stateURL)
    #expect(app.navigationBars["Vancouver"].exists)
    app.swipeBack()
    #expect(app.navigationBars["Seattle"].exists)

    RestorationState(tab: .trips, selection: 404, path: [405], editing: 406).save(to: stateURL)
    let stale = launchTrips(restorationURL: stateURL)
    #expect(stale.navigationBars["Trips"].exists)
    #expect(stale.sheets.count == 0)

    try? Data("not json".utf8).write(to: stateURL)
    let garbage = launchTrips(restorationURL: stateURL)
    #expect(garbage.buttons["Plan a trip"].exists)
  }

  @Test("A place a link chose at launch wins over the saved one, and is saved for the next launch")
  func linkAtLaunchIsRemembered() {
    let directory = temporaryDirectory()
    let stateURL = directory.appendingPathComponent("scene-state.json")
    RestorationState(tab: .trips, selection: 1, path: [], editing: nil).save(to: stateURL)
    let store = TripStore()
    let navigation = TripsNavigation()
    navigation.open(URL(string: "trips://trip/4")!, in: store)
    do {
      let app = HeadlessApp(device: .iPhone17) {
        TripsApp(store: store, navigation: navigation, restorationURL: stateURL, restoring: false)
      }
      #expect(app.navigationBars["Reykjavík"].exists, "the link, not the saved Seattle")
    }
    let next = launchTrips(restorationURL: stateURL)
    #expect(next.navigationBars["Reykjavík"].exists, "saved without a step by hand")
  }

  @Test("T11: a restored or deep-linked trip that is gone shows 'This trip is gone'")
  func restoredGoneTrip() {
    let store = TripStore()
    let navigation = TripsNavigation()
    let app = launchTrips(store: store, navigation: navigation)
    app.open(URL(string: "trips://trip/1/next/2")!)
    store.delete(ids: [2])
    #expect(app.staticTexts["This trip is gone"].exists)
  }
}
