import SwiftUI
import SwiftUITesting
import Testing

// Views written for iOS 13 and 14. Their bodies use the deprecated forms on purpose; a deprecated
// body keeps the compiler's deprecation warnings inside it.

private struct AccountForm: View {
  @available(*, deprecated)
  var body: some View {
    Form {
      Section(header: Text("Account"), footer: Text("Signed in since 2019")) {
        Text("Ada Lovelace")
      }
      Section(header: Text("Notifications")) {
        Text("Daily summary")
      }
      Section(footer: Text("Version 2.1")) {
        Text("About")
      }
    }
  }
}

private struct Volume: View {
  @State private var level = 3
  @State private var changes: [String] = []

  @available(*, deprecated)
  var body: some View {
    VStack {
      Button("Louder") { level += 1 }
      Text("Changes: \(changes.joined(separator: ", "))")
    }
    // The capture list holds the value of the update before the change, as in iOS 14.
    .onChange(of: level) { [level] newLevel in
      changes.append("\(level) to \(newLevel)")
    }
  }
}

@MainActor
@Suite("Sections with header and footer views, and iOS 14's onChange")
struct SectionHeadersAndOnChangeTests {
  @Test("Section(header:footer:) shows its header above its rows and its footer below")
  func headerAndFooter() {
    let app = HeadlessApp { AccountForm() }
    let header = app.staticTexts["Account"]
    let row = app.cells["Ada Lovelace"]
    let footer = app.staticTexts["Signed in since 2019"]
    #expect(header.exists && row.exists && footer.exists)
    #expect(header.frame.maxY <= row.frame.minY)
    #expect(row.frame.maxY <= footer.frame.minY)
  }

  @Test("Section(header:) and Section(footer:) show only what they were given")
  func headerOnlyAndFooterOnly() {
    let app = HeadlessApp { AccountForm() }
    #expect(app.staticTexts["Notifications"].frame.maxY <= app.cells["Daily summary"].frame.minY)
    #expect(app.staticTexts["Version 2.1"].frame.minY >= app.cells["About"].frame.maxY)
    #expect(app.cells.count == 3)
  }

  @Test("onChange(of:perform:) runs with the new value; a capture list holds the old one")
  func onChangeWithNewValue() {
    let app = HeadlessApp { Volume() }
    #expect(app.staticTexts["Changes: "].exists)
    app.buttons["Louder"].tap()
    #expect(app.staticTexts["Changes: 3 to 4"].exists)
    app.buttons["Louder"].tap()
    #expect(app.staticTexts["Changes: 3 to 4, 4 to 5"].exists)
  }
}
