import SwiftUI
import SwiftUITesting
import Testing

@MainActor
@Suite("The Trips app's previews")
struct TripsPreviewsTests {
  @Test("Every preview of the app and the router opens without a warning")
  func everyPreviewOpens() {
    let names = HeadlessApp.previewNames
    for name in [
      "Overview", "Trips", "A trip", "Editing a trip", "Planner", "A navigation sheet", "Unsaved edits",
    ] {
      #expect(names.contains(name), "\(name) is a preview")
    }
    for name in names {
      let app = HeadlessApp(preview: name)
      #expect(app.log.isEmpty, "\(name) logs nothing")
      #expect(app.descendants.count > 1, "\(name) shows something")
    }
  }

  @Test("A preview that opens the app at a link shows that place")
  func linkedPreviews() {
    #expect(HeadlessApp(preview: "Editing a trip").sheets.firstMatch.navigationBars["Edit trip"].exists)
    #expect(HeadlessApp(preview: "A trip").navigationBars["Seattle"].exists)
    #expect(HeadlessApp(preview: "Trips, sideways").orientation == .landscape)
  }

  @Test("The unsaved-edits preview asks before it throws edits away")
  func unsavedEdits() {
    let app = HeadlessApp(preview: "Unsaved edits")
    app.textFields["City"].typeText("!")
    app.buttons["Close"].tap()
    #expect(app.dialogs["Throw away your edits?"].exists)
  }
}
