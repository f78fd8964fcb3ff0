import SwiftUI
import SwiftUITesting
import Testing

@testable import TripViews

@MainActor
@Suite("The trip list, as a person uses it")
struct TripListTests {
  @Test("Tapping a trip shows it; going back shows the list")
  func showsATrip() {
    let app = HeadlessApp(device: .iPhone17) { TripList() }
    app.buttons["Seattle"].tap()
    #expect(app.staticTexts["Seattle, 5 nights"].exists)
    app.swipeBack()
    #expect(app.navigationBars["Trips"].exists)
  }

  @Test("A new trip is added from the sheet, which Save closes")
  func addsATrip() {
    let app = HeadlessApp(preview: "Trips")
    app.buttons["Add"].tap()
    #expect(!app.buttons["Save"].isEnabled)
    app.textFields["City"].typeText("Kyoto")
    app.steppers.firstMatch.increment()
    app.buttons["Save"].tap()
    #expect(!app.sheets.firstMatch.exists)
    #expect(app.buttons["Kyoto"].exists)
  }
}
