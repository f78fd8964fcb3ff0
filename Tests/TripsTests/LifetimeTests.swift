import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

@MainActor
@Suite("The Trips app lets go of its store")
struct LifetimeTests {
  @Test(
    "After browsing and editing, the store and the navigation go with the app, even with a sheet up",
    arguments: [Device.iPhone17, .iPadAir11], [false, true])
  func storeIsReleased(device: Device, leavesEditorOpen: Bool) {
    weak var releasedStore: TripStore?
    weak var releasedNavigation: TripsNavigation?
    do {
      let store = TripStore()
      let navigation = TripsNavigation()
      releasedStore = store
      releasedNavigation = navigation
      let app = launchTrips(on: device, store: store, navigation: navigation)
      app.showTrips()
      app.cells["Seattle"].tap()
      app.buttons["Edit"].tap()
      app.buttons["Cancel"].tap()
      app.showOverview()
      app.buttons.matching("Favorite").firstMatch.tap()
      if leavesEditorOpen {
        app.showTrips()
        app.buttons["Edit"].tap()
        #expect(app.sheets.count == 1)
      }
    }
    #expect(releasedStore == nil)
    #expect(releasedNavigation == nil)
  }
}
