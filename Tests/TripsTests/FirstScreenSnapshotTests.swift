import SwiftUITesting
import Testing

/// The app's first screen compared with the snapshots recorded beside this file, in
/// `__Snapshots__/FirstScreenSnapshotTests/`: its outline as text and its picture as SVG. After an
/// intended change, record them again with `SNAPSHOT_RECORD=1 swift test --filter FirstScreenSnapshotTests`.
@MainActor
@Suite("The Trips app's first screen, as recorded")
struct FirstScreenSnapshotTests {
  @Test("On an iPhone the app opens on the Overview as recorded: the planner's button, the cards, the tabs")
  func firstScreenOnIPhone() {
    let app = launchTrips(on: .iPhone17)
    app.assertSnapshot(as: .text)
    app.assertSnapshot(as: .svg)
  }

  @Test("On an iPad the app opens on the Overview as recorded, its tabs at the top")
  func firstScreenOnIPad() {
    let app = launchTrips(on: .iPadAir11)
    app.assertSnapshot(as: .text)
    app.assertSnapshot(as: .svg)
  }
}
