import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

@MainActor
@Suite("Trips work counters (ratchet)")
struct TripsWorkCounterTests {
  @Test("Selecting a trip on iPad re-runs the bodies that show the selection, not the Overview's cards")
  func selectingATrip() {
    let app = launchTrips(on: .iPadAir11)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.cells["Vancouver"].tap()
    #expect(app.navigationBars["Vancouver"].exists)
    // The modifier that follows the app's changes (it reads the selection; the app's body does not
    // run), the detail column, the detail and its card with its button. The detail column is a
    // boundary: the list, the tab and the app's root keep their elements (8 contents before the
    // eighth session, 6 now).
    #expect(app.metrics.bodyEvaluations <= 5)
    #expect(app.metrics.contentResolutions <= 6)
  }

  @Test("Selecting a trip on iPad shows the list as it was laid out, with the highlight moved")
  func selectingATripShowsTheListsLastWalk() {
    let app = launchTrips(on: .iPadAir11)
    app.showTrips()
    app.cells["Seattle"].tap()
    app.metrics.reset()
    app.cells["Vancouver"].tap()
    #expect(app.navigationBars["Vancouver"].exists)
    #expect(app.columns["sidebar"].cells["Vancouver"].isSelected)
    #expect(!app.columns["sidebar"].cells["Seattle"].isSelected)
    // Only the selection changed in the list: its last walk is shown again, the two cells whose
    // highlight changed shown so, and no row is built (session 37; every row on screen before,
    // its cell replayed).
    #expect(app.metrics.rowsBuilt == 0)
    #expect(app.metrics.listWalks == 0)
  }
}
