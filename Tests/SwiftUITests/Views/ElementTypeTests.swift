import SwiftUI
import SwiftUITesting
import Testing

private struct Settings: View {
  @State private var isOn = false
  @State private var name = ""
  var body: some View {
    NavigationStack {
      List {
        Toggle("Notifications", isOn: $isOn)
        TextField("Name", text: $name)
        ProgressView("Syncing")
        Button("Sign Out") {}
      }
      .navigationTitle("Settings")
    }
  }
}

@MainActor
@Suite("Element types, as XCUITest names them")
struct ElementTypeTests {
  @Test("Each element reports XCUITest's kind: a toggle is a switch, a list row a cell")
  func kinds() {
    let app = HeadlessApp { Settings() }
    #expect(app.switches["Notifications"].elementType == .switch)
    #expect(app.textFields["Name"].elementType == .textField)
    #expect(app.activityIndicators["Syncing"].elementType == .activityIndicator)
    #expect(app.buttons["Sign Out"].elementType == .button)
    #expect(app.navigationBars["Settings"].elementType == .navigationBar)
    #expect(app.cells.firstMatch.elementType == .cell)
    #expect(app.buttons["Nothing like this"].elementType == .any, "a missing element has no kind")
  }

  @Test("A query for cells containing a switch finds the toggle's row, by either of its names")
  func containing() {
    let app = HeadlessApp { Settings() }
    #expect(app.cells.containing(.switch, identifier: "Notifications").count == 1)
    #expect(app.cells.containing(.toggle, identifier: "Notifications").count == 1)
    #expect(app.cells.containing(.button, identifier: "Notifications").count == 0)
  }
}
