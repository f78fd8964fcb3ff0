import Foundation
import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

@MainActor
@Suite("The Trips app (T1-T11)")
struct TripsAppTests {
  @Test("T1: the Trips tab lists trips by month, earliest first; a tap pushes the detail")
  func listByMonth() {
    let app = launchTrips()
    #expect(app.tabBars.firstMatch.buttons["Overview"].exists)
    app.showTrips()
    let headers = app.staticTexts.allElementsBoundByIndex.map(\.label).filter { $0.hasSuffix("2026") }
    #expect(headers.first == "June 2026")
    #expect(headers == headers.sorted { month($0) < month($1) })
    let rows = app.cells.allElementsBoundByIndex.map(\.label)
    let seattle = rows.firstIndex { $0.hasPrefix("Seattle") }
    let vancouver = rows.firstIndex { $0.hasPrefix("Vancouver") }
    #expect(seattle != nil && vancouver != nil && seattle! < vancouver!)
    app.cells["Seattle"].tap()
    #expect(app.navigationBars["Seattle"].exists)
    #expect(app.navigationBars["Seattle"].buttons["Trips"].exists)
  }

  private func month(_ title: String) -> Int {
    [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ].firstIndex { title.hasPrefix($0) } ?? 99
  }

  @Test("T2: on an iPad the list sits beside the detail, which first asks for a choice")
  func padSplit() {
    let app = launchTrips(on: .iPadAir11)
    app.showTrips()
    #expect(app.columns["detail"].staticTexts["Choose a trip"].exists)
    #expect(app.columns["detail"].staticTexts["Its details will appear here."].exists)
    app.cells["Seattle"].tap()
    #expect(app.columns["detail"].navigationBars["Seattle"].exists)
    #expect(app.columns["sidebar"].cells["Seattle"].isSelected)
  }

  @Test("T3: Next pushes inside the detail; choosing Atacama prints path: [] and shows it alone")
  func padNextThenAtacama() {
    let app = launchTrips(on: .iPadAir11)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Next: Vancouver"].tap()
    #expect(app.columns["detail"].navigationBars["Vancouver"].exists)
    #expect(app.columns["sidebar"].exists)
    app.cells["San Pedro de Atacama"].tap()
    #expect(app.console.last == "path: []")
    #expect(app.columns["detail"].navigationBars["San Pedro de Atacama"].exists)
    #expect(app.columns["detail"].navigationBars.firstMatch.buttons.matching("Seattle").count == 0)
  }

  @Test("T4: on an iPhone All trips returns to the list in one step, even two screens deep")
  func allTrips() {
    let app = launchTrips()
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Next: Vancouver"].tap()
    #expect(app.navigationBars["Vancouver"].exists)
    app.navigationBars["Vancouver"].buttons["All trips"].tap()
    #expect(app.navigationBars["Trips"].exists)
    #expect(app.cells["Seattle"].exists)
  }

  @Test("T5: Soonest selects the trip that starts soonest", arguments: [Device.iPhone17, .iPadAir11])
  func soonest(device: Device) {
    let app = launchTrips(on: device)
    app.showTrips()
    #expect(app.buttons["Soonest"].systemImage == "calendar")
    app.buttons["Soonest"].tap()
    #expect(app.navigationBars["Seattle"].exists)
  }

  @Test(
    "T6: swiping from the leading edge favourites, tinted with the highlight",
    arguments: [Device.iPhone17, .iPadAir11])
  func favoriteSwipe(device: Device) {
    let app = launchTrips(on: device)
    app.showTrips()
    app.cells["Vancouver"].swipeRight()
    let favorite = app.buttons["Favorite"]
    #expect(favorite.systemImage == "star")
    #expect(favorite.tint == .orange)
    favorite.tap()
    app.cells["Vancouver"].swipeRight()
    #expect(app.buttons["Unfavorite"].systemImage == "star.slash")
  }

  @Test(
    "T6: swipe-to-delete removes exactly the trips swiped, whatever their order",
    arguments: [Device.iPhone17, .iPadAir11])
  func deleteSwipe(device: Device) {
    let store = TripStore()
    let app = launchTrips(on: device, store: store)
    app.showTrips()
    let before = store.trips.count
    app.cells["Vancouver"].swipeLeft()
    app.buttons["Delete"].tap()
    app.cells["Seattle"].swipeLeft()
    app.buttons["Delete"].tap()
    #expect(store.trips.count == before - 2)
    #expect(store.trip(id: Trip.seattle.id) == nil)
    #expect(store.trip(id: Trip.vancouver.id) == nil)
    #expect(!app.cells["Seattle"].exists)
    #expect(app.cells["San Pedro de Atacama"].exists)
  }

  @Test("T7: the planner on a regular and a compact width")
  func planner() {
    let store = TripStore()
    let pad = launchTrips(on: .iPadAir11, store: store)
    pad.buttons["Plan a trip"].tap()
    #expect(pad.textFields["City"].frame.minY == pad.textFields["Country"].frame.minY)
    let phone = launchTrips()
    phone.buttons["Plan a trip"].tap()
    #expect(phone.textFields["Country"].frame.minY > phone.textFields["City"].frame.minY)
    #expect(phone.buttons["Close the planner"].exists)
  }

  @Test("T7: steppers, the live card, and Add to my trips")
  func planAndAdd() {
    let store = TripStore()
    let app = launchTrips(store: store)
    app.buttons["Plan a trip"].tap()
    #expect(!app.buttons["Add to my trips"].isEnabled)
    #expect(!app.steppers["1 night"].canDecrement)
    app.steppers["1 night"].increment()
    app.steppers["2 nights"].increment()
    #expect(app.steppers["3 nights"].exists)
    app.steppers["$0.00"].increment()
    #expect(app.steppers["$250.00"].exists)
    app.textFields["City"].typeText("Lima")
    app.textFields["Country"].typeText("Peru")
    #expect(app.staticTexts["Lima"].exists)
    let ids = Set(store.trips.map(\.id))
    app.buttons["Add to my trips"].tap()
    let added = store.trips.first { $0.city == "Lima" }
    #expect(added != nil && !ids.contains(added!.id))
    #expect(added?.nights == 3 && added?.price == 250)
    #expect(app.buttons["Plan a trip"].exists)
    app.buttons["Plan a trip"].tap()
    #expect(app.textFields["City"].value == "City")
  }

  @Test("T8: Edit opens the editor at half height, titled inline, with City, Country and nights")
  func editorSheet() {
    let app = launchTrips()
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Edit"].tap()
    let sheet = app.sheets.firstMatch
    #expect(sheet.detent == .medium)
    #expect(sheet.detents == [.medium, .large])
    let bar = sheet.navigationBars["Edit trip"]
    #expect(bar.titleDisplayMode == .inline)
    #expect(sheet.textFields["City"].value == "Seattle")
    #expect(sheet.textFields["Country"].exists)
    #expect(sheet.steppers["5 nights"].exists)
  }

  @Test("T9: + and Save: every view of Seattle says 6 nights")
  func saveEdits() {
    let app = launchTrips()
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Edit"].tap()
    app.steppers["5 nights"].increment()
    app.buttons["Save"].tap()
    #expect(app.sheets.count == 0)
    #expect(app.staticTexts["6 nights"].exists)
    app.navigationBars["Seattle"].buttons["Trips"].tap()
    #expect(app.cells["Seattle"].staticTexts["6 nights"].exists)
    app.showOverview()
    #expect(app.staticTexts["6 nights"].exists)
  }

  @Test("T9: Cancel closes the editor and the store never hears of the edits")
  func cancelEdits() {
    let store = TripStore()
    let app = launchTrips(store: store)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Edit"].tap()
    app.steppers["5 nights"].increment()
    app.textFields["City"].typeText("!!")
    app.buttons["Cancel"].tap()
    #expect(app.sheets.count == 0)
    #expect(store.trip(id: Trip.seattle.id) == Trip.seattle)
  }

  @Test("R7 in the editor: with edits a swipe asks; Throw Away keeps the store as it was")
  func editorGuard() {
    let store = TripStore()
    let app = launchTrips(store: store)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Edit"].tap()
    app.sheets.firstMatch.swipeDown()
    #expect(app.sheets.count == 0)
    app.buttons["Edit"].tap()
    app.steppers["5 nights"].increment()
    app.sheets.firstMatch.drag(toDetent: .medium)
    app.sheets.firstMatch.swipeDown()
    #expect(app.sheets.count == 1)
    app.dialogs["Throw away your edits?"].buttons["Throw Away"].tap()
    #expect(app.sheets.count == 0)
    #expect(store.trip(id: Trip.seattle.id)?.nights == 5)
  }

  @Test("T10: the trash asks; Cancel changes nothing; Delete leaves 'This trip is gone'")
  func deleteFromDetail() {
    let store = TripStore()
    let app = launchTrips(store: store)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Delete trip"].tap()
    let alert = app.alerts["Delete Seattle?"]
    #expect(alert.staticTexts["This cannot be undone."].exists)
    #expect(alert.buttons["Delete"].foregroundColor == .red)
    alert.buttons["Cancel"].tap()
    #expect(store.trip(id: Trip.seattle.id) != nil)
    app.buttons["Delete trip"].tap()
    app.alerts.firstMatch.buttons["Delete"].tap()
    #expect(store.trip(id: Trip.seattle.id) == nil)
    #expect(app.staticTexts["This trip is gone"].exists)
    #expect(app.images["airplane.departure"].exists)
    app.navigationBars.firstMatch.buttons["Trips"].tap()
    #expect(!app.cells["Seattle"].exists)
  }

  @Test("T11: a detail for a trip that no longer exists says so, on iPad too")
  func goneTrip() {
    let store = TripStore()
    let app = launchTrips(on: .iPadAir11, store: store)
    app.showTrips()
    app.cells["Vancouver"].tap()
    store.delete([Trip.vancouver])
    #expect(app.columns["detail"].staticTexts["This trip is gone"].exists)
  }

  @Test("Search filters the list as you type")
  func search() {
    let app = launchTrips()
    app.showTrips()
    app.searchFields["Search"].typeText("chi")
    #expect(app.cells["San Pedro de Atacama"].exists)
    #expect(!app.cells["Seattle"].exists)
  }

  @Test(
    "A search that finds nothing says No Results, on an iPhone and an iPad",
    arguments: [Device.iPhone17, .iPadAir11])
  func emptySearch(device: Device) {
    let app = launchTrips(on: device)
    app.showTrips()
    app.searchFields["Search"].typeText("zzz")
    #expect(!app.cells["Seattle"].exists)
    #expect(app.staticTexts["No Results for “zzz”"].exists)
    #expect(app.images["magnifyingglass"].exists)
    app.searchFields["Search"].replaceText("")
    #expect(!app.staticTexts["No Results for “zzz”"].exists)
    #expect(app.cells["Seattle"].exists)
  }

  @Test("The app logs no runtime warning in ordinary use", arguments: [Device.iPhone17, .iPadAir11])
  func quiet(device: Device) {
    let app = launchTrips(on: device)
    app.buttons["Plan a trip"].tap()
    app.showTrips()
    app.cells["Seattle"].tap()
    app.buttons["Next: Vancouver"].tap()
    app.buttons["Edit"].tap()
    app.buttons["Cancel"].tap()
    #expect(app.log.isEmpty)
  }
}

@MainActor
@Suite("The Trips tab tapped again")
struct TripsTabReselectionTests {
  @Test("As the lesson says, a tap on the Trips tab returns to the list, from a trip that is gone too")
  func tripsTabReturnsToList() {
    let store = TripStore()
    let app = launchTrips(store: store)
    app.tabBars.buttons["Trips"].tap()
    app.cells["Seattle"].tap()
    app.buttons["Next: Vancouver"].tap()
    #expect(app.navigationBars["Vancouver"].exists)
    app.tabBars.buttons["Trips"].tap()
    #expect(app.navigationBars["Trips"].exists)
    app.cells["Seattle"].tap()
    app.buttons["Delete trip"].tap()
    app.alerts.firstMatch.buttons["Delete"].tap()
    #expect(app.staticTexts["This trip is gone"].exists)
    app.tabBars.buttons["Trips"].tap()
    #expect(app.navigationBars["Trips"].exists)
    #expect(!app.cells["Seattle"].exists)
  }
}
