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
    // The app (it reads the selection), the list, the detail and its card with its button.
    #expect(app.metrics.bodyEvaluations <= 5)
    #expect(app.metrics.contentResolutions <= 6)
  }
}
