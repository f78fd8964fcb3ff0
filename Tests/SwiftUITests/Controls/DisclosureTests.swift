import SwiftUI
import SwiftUITesting
import Testing

private struct Folder: Identifiable {
  let name: String
  var children: [Folder]? = nil
  var id: String { name }
}

private let tree = [
  Folder(name: "Documents", children: [Folder(name: "Taxes", children: [Folder(name: "2026.pdf")])]),
  Folder(name: "notes.txt"),
]

private struct Preferences: View {
  @State private var showsAdvanced = false
  var body: some View {
    VStack {
      DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
        Text("Debug menu")
      }
      DisclosureGroup("About") {
        Text("Version 2")
      }
      Text(showsAdvanced ? "advanced shown" : "advanced hidden")
    }
  }
}

@MainActor
@Suite("Disclosure groups and outlines")
struct DisclosureTests {
  @Test("A disclosure group's triangle shows its content while expanded, through its binding")
  func binding() {
    let app = HeadlessApp { Preferences() }
    let advanced = app.disclosureTriangles["Advanced"]
    #expect(advanced.value == "0")
    #expect(!app.staticTexts["Debug menu"].exists)
    advanced.tap()
    #expect(advanced.value == "1")
    #expect(app.staticTexts["Debug menu"].exists)
    #expect(app.staticTexts["advanced shown"].exists)
    #expect(app.staticTexts["Debug menu"].frame.minX > advanced.frame.minX, "the content is indented")
    advanced.tap()
    #expect(!app.staticTexts["Debug menu"].exists)
  }

  @Test("Without a binding a disclosure group keeps its own state, collapsed at first")
  func ownState() {
    let app = HeadlessApp { Preferences() }
    #expect(!app.staticTexts["Version 2"].exists)
    app.disclosureTriangles["About"].tap()
    #expect(app.staticTexts["Version 2"].exists)
    #expect(app.disclosureTriangles["About"].elementType == .disclosureTriangle)
  }

  @Test("A hierarchical list is an outline: each parent's row opens its children")
  func outlineList() {
    let app = HeadlessApp { List(tree, children: \.children) { Text($0.name) } }
    #expect(app.disclosureTriangles.count == 1)
    #expect(app.staticTexts["notes.txt"].exists)
    #expect(!app.staticTexts["Taxes"].exists)
    app.disclosureTriangles["Documents"].tap()
    #expect(app.disclosureTriangles["Taxes"].exists)
    app.disclosureTriangles["Taxes"].tap()
    #expect(app.staticTexts["2026.pdf"].exists)
  }

  @Test("An outline group outside a list nests the same way")
  func outlineGroup() {
    let app = HeadlessApp {
      VStack { OutlineGroup(tree, children: \.children) { Text($0.name) } }
    }
    app.disclosureTriangles["Documents"].tap()
    #expect(app.disclosureTriangles["Taxes"].value == "0")
  }
}
