import SwiftUI
import SwiftUITesting
import Testing

private struct ColorDetail: View {
  let name: String

  @available(*, deprecated)
  var body: some View {
    VStack {
      Text("A \(name) square")
      NavigationLink("Shades of \(name)", destination: Text("Light \(name), dark \(name)"))
    }
    .navigationTitle(name)
  }
}

/// Apple's example for NavigationView: a list of links and a placeholder for the detail column.
private struct Colors: View {
  var style = "automatic"

  @available(*, deprecated)
  var body: some View {
    let view = NavigationView {
      List {
        NavigationLink("Purple", destination: ColorDetail(name: "Purple"))
        NavigationLink("Pink", destination: ColorDetail(name: "Pink"))
      }
      .navigationTitle("Colors")

      Text("Select a Color")
    }
    switch style {
    case "stack": return AnyView(view.navigationViewStyle(.stack))
    case "StackNavigationViewStyle": return AnyView(view.navigationViewStyle(StackNavigationViewStyle()))
    case "DoubleColumnNavigationViewStyle":
      return AnyView(view.navigationViewStyle(DoubleColumnNavigationViewStyle()))
    case "columns": return AnyView(view.navigationViewStyle(.columns))
    default: return AnyView(view)
    }
  }
}

private struct SingleViewNavigation: View {
  @available(*, deprecated)
  var body: some View {
    NavigationView {
      NavigationLink("Open", destination: Text("Opened"))
        .navigationTitle("Start")
    }
  }
}

private struct Mailboxes: View {
  @State private var selection: String?

  @available(*, deprecated)
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Inbox", destination: Text("The inbox"), tag: "inbox", selection: $selection)
        NavigationLink("Sent", destination: Text("The sent mail"), tag: "sent", selection: $selection)
      }
      .navigationTitle("Mail")
      .toolbar { Button("Show sent") { selection = "sent" } }

      Text("No mailbox")
    }
  }
}

private struct ThreeColumns: View {
  @available(*, deprecated)
  var body: some View {
    NavigationView {
      List {
        NavigationLink(
          "Europe", destination: List { NavigationLink("Rome", destination: Text("Rome, Italy")) })
      }
      .navigationTitle("Regions")
      Text("Pick a region")
      Text("Pick a city")
    }
  }
}

private struct HelpLink: View {
  @State private var showsHelp = false

  @available(*, deprecated)
  var body: some View {
    NavigationView {
      VStack {
        NavigationLink("Help", destination: Text("The help"), isActive: $showsHelp)
        Button("Help from code") { showsHelp = true }
        Text(showsHelp ? "help shown" : "help hidden")
      }
      .navigationTitle("Home")

      Text("Nothing chosen")
    }
  }
}

@MainActor
@Suite("NavigationView: a stack on an iPhone, columns on an iPad")
struct NavigationViewTests {
  @Test("On an iPhone it is a stack of its first view; a link pushes its destination, with a back button")
  func iPhoneStack() {
    let app = HeadlessApp(device: .iPhone17) { Colors() }
    #expect(app.navigationBars["Colors"].exists)
    #expect(!app.staticTexts["Select a Color"].exists)
    app.buttons["Purple"].tap()
    #expect(app.staticTexts["A Purple square"].exists)
    #expect(app.navigationBars["Purple"].buttons["Colors"].isBackButton)
    app.buttons["Shades of Purple"].tap()
    #expect(app.staticTexts["Light Purple, dark Purple"].exists)
    app.swipeBack()
    app.swipeBack()
    #expect(app.cells["Pink"].exists)
    #expect(app.columns.count == 0)
  }

  @Test("On an iPad it shows two columns: the list beside the placeholder, which a link replaces")
  func iPadColumns() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { Colors() }
    #expect(app.columns.count == 2)
    #expect(app.columns["sidebar"].cells["Purple"].exists)
    #expect(app.columns["detail"].staticTexts["Select a Color"].exists)
    app.buttons["Purple"].tap()
    #expect(app.columns["detail"].staticTexts["A Purple square"].exists)
    #expect(!app.staticTexts["Select a Color"].exists)
    #expect(app.columns["sidebar"].cells["Pink"].exists)
    // The detail column is a stack: a link inside it pushes there.
    app.columns["detail"].buttons["Shades of Purple"].tap()
    #expect(app.columns["detail"].staticTexts["Light Purple, dark Purple"].exists)
    #expect(app.columns["detail"].navigationBars.firstMatch.buttons["Purple"].isBackButton)
    app.buttons["Pink"].tap()
    #expect(app.columns["detail"].staticTexts["A Pink square"].exists)
  }

  @Test("On an iPad the stack style, written either way, shows one screen at a time")
  func iPadStackStyle() {
    for style in ["stack", "StackNavigationViewStyle"] {
      let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { Colors(style: style) }
      #expect(app.columns.count == 0)
      #expect(!app.staticTexts["Select a Color"].exists)
      app.buttons["Purple"].tap()
      #expect(app.staticTexts["A Purple square"].exists)
      #expect(!app.cells["Pink"].exists)
    }
  }

  @Test("On an iPad the double-column and columns styles show columns")
  func iPadColumnStyles() {
    for style in ["DoubleColumnNavigationViewStyle", "columns"] {
      let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { Colors(style: style) }
      #expect(app.columns.count == 2)
      #expect(app.staticTexts["Select a Color"].exists)
    }
  }

  @Test("A navigation view of one view is a stack on an iPad too")
  func singleView() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { SingleViewNavigation() }
    #expect(app.columns.count == 0)
    app.buttons["Open"].tap()
    #expect(app.staticTexts["Opened"].exists)
    #expect(app.navigationBars.firstMatch.buttons["Start"].isBackButton)
  }

  @Test("Narrowing an iPad's window collapses the columns into a stack, keeping what was shown")
  func collapseKeepsTheDetail() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { Colors() }
    app.buttons["Purple"].tap()
    app.windowSize = CGSize(width: 375, height: 800)
    #expect(app.columns.count == 0)
    #expect(app.staticTexts["A Purple square"].exists)
    app.swipeBack()
    #expect(app.cells["Pink"].exists)
  }

  @Test("tag:selection links in the sidebar: the chosen row shows selected, code changes the detail")
  func sidebarSelection() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { Mailboxes() }
    #expect(app.staticTexts["No mailbox"].exists)
    app.cells["Inbox"].tap()
    #expect(app.columns["detail"].staticTexts["The inbox"].exists)
    #expect(app.cells["Inbox"].isSelected)
    app.buttons["Show sent"].tap()
    #expect(app.columns["detail"].staticTexts["The sent mail"].exists)
    #expect(app.cells["Sent"].isSelected)
    #expect(!app.cells["Inbox"].isSelected)
  }

  @Test("Three views make three columns; each link shows its destination in the next column")
  func threeColumns() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { ThreeColumns() }
    #expect(app.columns.count == 3)
    #expect(app.staticTexts["Pick a region"].exists)
    #expect(app.staticTexts["Pick a city"].exists)
    app.buttons["Europe"].tap()
    #expect(app.columns["content"].buttons["Rome"].exists)
    app.buttons["Rome"].tap()
    #expect(app.columns["detail"].staticTexts["Rome, Italy"].exists)
  }

  @Test("isActive set by code pushes on an iPhone; going back sets it to false")
  func isActiveOnIPhone() {
    let app = HeadlessApp(device: .iPhone17) { HelpLink() }
    app.buttons["Help from code"].tap()
    #expect(app.staticTexts["The help"].exists)
    #expect(app.navigationBars.firstMatch.buttons["Home"].isBackButton)
    app.swipeBack()
    #expect(app.staticTexts["help hidden"].exists)
  }

  @Test("isActive set by code shows the destination in the detail column on an iPad")
  func isActiveOnIPad() {
    let app = HeadlessApp(device: .iPadAir11, orientation: .landscape) { HelpLink() }
    #expect(app.staticTexts["Nothing chosen"].exists)
    app.buttons["Help from code"].tap()
    #expect(app.columns["detail"].staticTexts["The help"].exists)
    #expect(app.columns["sidebar"].staticTexts["help shown"].exists)
  }
}
