import SwiftUI
import SwiftUITesting
import Testing

private struct Settings: View {
  @State private var pushes = false
  var body: some View {
    VStack {
      GroupBox("Notifications") {
        Toggle("Push notifications", isOn: $pushes)
      }
      GroupBox(label: Label("Account", systemImage: "person")) {
        Text("Signed in")
      }
      GroupBox {
        Text("No label")
      }
    }
  }
}

@MainActor
@Suite("GroupBox")
struct GroupBoxTests {
  @Test("A group box shows its label above what it holds, which still acts")
  func labelAboveContent() {
    let app = HeadlessApp { Settings() }
    let title = app.staticTexts["Notifications"]
    let toggle = app.switches["Push notifications"]
    #expect(title.exists)
    #expect(title.frame.maxY <= toggle.frame.minY)
    toggle.tap()
    #expect(toggle.value == "1")
  }

  @Test("The iOS 14 label view and the unlabelled box show their content")
  func otherForms() {
    let app = HeadlessApp { Settings() }
    #expect(app.staticTexts["Account"].exists)
    #expect(app.staticTexts["Account"].frame.maxY <= app.staticTexts["Signed in"].frame.minY)
    #expect(app.staticTexts["No label"].exists)
  }
}
