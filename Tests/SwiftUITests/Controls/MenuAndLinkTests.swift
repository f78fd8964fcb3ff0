import SwiftUI
import SwiftUITesting
import Testing

private struct Library: View {
  @State private var log: [String] = []
  var body: some View {
    NavigationStack {
      List {
        LabeledContent("Version", value: "2.1")
        LabeledContent("Books") { Text("\(log.count)") }
        Menu("Sort") {
          Button("By Title") { log.append("title") }
          Menu("By Date") {
            Button("Newest First") { log.append("newest") }
            Button("Oldest First") { log.append("oldest") }
          }
          Divider()
          Button("Delete All", role: .destructive) { log.append("delete") }
        }
        Menu("Add") {
          Button("Add Many") { log.append("many") }
        } primaryAction: {
          log.append("one")
        }
        Link("Help", destination: URL(string: "https://example.com/help")!)
        Text(log.joined(separator: ","))
      }
      .navigationTitle("Library")
    }
  }
}

private struct Handled: View {
  @State private var opened = ""
  var body: some View {
    VStack {
      Link(destination: URL(string: "trips://seattle")!) { Label("Seattle", systemImage: "map") }
      Text("Opened \(opened)")
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened = url.host() ?? ""
        return .handled
      })
  }
}

@MainActor
@Suite("Menus, links and labeled content")
struct MenuAndLinkTests {
  @Test("A menu is a button; a tap opens its items, and choosing one runs it and closes the menu")
  func menu() {
    let app = HeadlessApp { Library() }
    app.buttons["Sort"].tap()
    #expect(app.menus.count == 1)
    #expect(app.menuItems.count == 3, "Divider is not an item")
    #expect(app.menuItems["Delete All"].buttonRole == .destructive)
    app.menuItems["By Title"].tap()
    #expect(app.menus.count == 0)
    #expect(app.staticTexts["title"].exists)
  }

  @Test("A context menu is among the menus too; an open menu is one of the other elements")
  func contextMenuAndOtherElements() {
    let app = HeadlessApp {
      Text("Seattle").contextMenu { Button("Share") {} }
    }
    let others = app.otherElements.count
    app.staticTexts["Seattle"].press(forDuration: 1)
    #expect(app.menus.count == 1)
    #expect(app.menuItems["Share"].exists)
    #expect(app.menus.firstMatch.elementType == .other)
    #expect(app.otherElements.count > others)
  }

  @Test("A toggle in a menu is an item, checked while on, that flips it")
  func toggleInMenu() {
    @MainActor struct Filter: View {
      @State private var showsDone = false
      var body: some View {
        Menu("Filter") { Toggle("Show Completed", isOn: $showsDone) }
        Text(showsDone ? "all" : "open only")
      }
    }
    let app = HeadlessApp { Filter() }
    app.buttons["Filter"].tap()
    #expect(!app.menuItems["Show Completed"].isSelected)
    app.menuItems["Show Completed"].tap()
    #expect(app.staticTexts["all"].exists)
    app.buttons["Filter"].tap()
    #expect(app.menuItems["Show Completed"].isSelected)
  }

  @Test("A nested menu shows its own items in place of the menu's")
  func nested() {
    let app = HeadlessApp { Library() }
    app.buttons["Sort"].tap()
    app.menuItems["By Date"].tap()
    #expect(app.menus.count == 1, "choosing a nested menu keeps the menu open")
    #expect(app.menuItems["Newest First"].exists)
    #expect(!app.menuItems["By Title"].exists)
    app.menuItems["Oldest First"].tap()
    #expect(app.menus.count == 0)
    #expect(app.staticTexts["oldest"].exists)
    app.buttons["Sort"].tap()
    #expect(app.menuItems["By Title"].exists, "the menu opens at its top again")
  }

  @Test("A menu with a primary action runs it on a tap and opens on a long press")
  func primaryAction() {
    let app = HeadlessApp { Library() }
    app.buttons["Add"].tap()
    #expect(app.menus.count == 0)
    #expect(app.staticTexts["one"].exists)
    app.buttons["Add"].press(forDuration: 1)
    app.menuItems["Add Many"].tap()
    #expect(app.staticTexts["one,many"].exists)
  }

  @Test("A link opens its URL through the system by default")
  func link() {
    let app = HeadlessApp { Library() }
    let help = app.links["Help"]
    #expect(help.elementType == .link)
    #expect(app.openedURLs.isEmpty)
    help.tap()
    #expect(app.openedURLs == [URL(string: "https://example.com/help")!])
  }

  @Test("A link goes through the environment's openURL action")
  func openURLAction() {
    let app = HeadlessApp { Handled() }
    app.links["Seattle"].tap()
    #expect(app.staticTexts["Opened seattle"].exists)
    #expect(app.openedURLs.isEmpty, "a handled URL does not reach the system")
  }

  @Test("Labeled content shows its label and its value, in the secondary colour")
  func labeledContent() {
    let app = HeadlessApp { Library() }
    #expect(app.staticTexts["Version"].exists)
    let value = app.staticTexts["2.1"]
    #expect(value.foregroundColor == .secondary)
    #expect(value.frame.minX > app.staticTexts["Version"].frame.maxX)
    #expect(app.staticTexts["0"].exists)
  }
}
