import Foundation
import SwiftUI
import SwiftUITesting
import Trips
import TripsKit

/// A fresh temporary directory for one test.
func temporaryDirectory() -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-tests-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Launches the app on a device with the sample trips in memory.
@MainActor
func launchTrips(
  on device: Device = .iPhone17, orientation: Orientation = .portrait, store: TripStore = TripStore(),
  navigation: TripsNavigation = TripsNavigation(), restorationURL: URL? = nil
) -> HeadlessApp {
  HeadlessApp(device: device, orientation: orientation) {
    TripsApp(store: store, navigation: navigation, restorationURL: restorationURL)
  }
}

extension HeadlessApp {
  /// Taps the Trips tab.
  func showTrips() {
    tabBars.firstMatch.buttons["Trips"].tap()
  }

  /// Taps the Overview tab.
  func showOverview() {
    tabBars.firstMatch.buttons["Overview"].tap()
  }
}
