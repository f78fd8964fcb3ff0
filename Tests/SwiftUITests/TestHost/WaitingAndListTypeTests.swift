import SwiftUI
import SwiftUITesting
import Testing

private struct Loader: View {
  @State private var status = "Loading"
  @State private var ready = false

  var body: some View {
    List {
      Text(status).accessibilityIdentifier("status")
      Toggle("Ready", isOn: $ready)
    }
    .task {
      try? await Task.sleep(for: .milliseconds(20))
      status = "Loaded"
      ready = true
    }
  }
}

@MainActor
@Suite("Waiting for a value, and lists as iOS reports them")
struct WaitingAndListTypeTests {
  @Test("wait(for:toEqual:timeout:) returns once the app's task changed the value")
  func waitForAValue() async {
    let app = HeadlessApp { Loader() }
    #expect(app.staticTexts["status"].label == "Loading")
    #expect(await app.staticTexts["status"].wait(for: \.label, toEqual: "Loaded", timeout: 60))
    #expect(await app.switches["Ready"].wait(for: \.value, toEqual: "1", timeout: 60))
  }

  @Test("wait(for:toEqual:timeout:) gives up after the timeout when the value never comes")
  func waitTimesOut() async {
    let app = HeadlessApp { Loader() }
    #expect(await app.staticTexts["status"].wait(for: \.label, toEqual: "Failed", timeout: 0.05) == false)
  }

  @Test("A SwiftUI list is a collection view, as on iOS 16 and later; tables finds none")
  func listsAreCollectionViews() {
    let app = HeadlessApp { Loader() }
    #expect(app.collectionViews.count == 1)
    #expect(app.collectionViews.firstMatch.elementType == .collectionView)
    #expect(app.collectionViews.firstMatch.cells.count == 2)
    #expect(app.tables.count == 0)
  }
}
