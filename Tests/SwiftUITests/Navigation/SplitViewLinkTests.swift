import SwiftUI
import SwiftUITesting
import Testing

private let noDestination =
  "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.\n\nNote: Links search for destinations in any surrounding NavigationStack, then within the same column of a NavigationSplitView."

private struct Detail: View {
  let city: String
  var body: some View {
    VStack(spacing: 20) {
      Text("Detail of \(city)")
      NavigationLink("Next: Vancouver", value: "Vancouver")
    }
    .navigationTitle(city)
  }
}

/// S1a: sidebar value links; the destination only in the detail column's stack.
private struct DestinationInDetail: View {
  let cities = ["Seattle", "Vancouver", "Atacama"]
  var body: some View {
    NavigationSplitView {
      List(cities, id: \.self) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Trips")
    } detail: {
      NavigationStack {
        ContentUnavailableView("Choose a trip", systemImage: "airplane")
          .navigationDestination(for: String.self) { city in
            Detail(city: city)
          }
      }
    }
  }
}

/// S1b: the destination moved onto the sidebar's list.
private struct DestinationInSidebar: View {
  let cities = ["Seattle", "Vancouver", "Atacama"]
  var body: some View {
    NavigationSplitView {
      List(cities, id: \.self) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Trips")
      .navigationDestination(for: String.self) { city in
        Detail(city: city)
      }
    } detail: {
      NavigationStack {
        ContentUnavailableView("Choose a trip", systemImage: "airplane")
      }
    }
  }
}

/// S1c and S2: a selection in the sidebar, a stack with the destination in the detail; optionally,
/// buttons in the sidebar's toolbar that change the selection by code.
private struct SelectionAndStack: View {
  let cities = ["Seattle", "Vancouver", "Atacama"]
  var choosesByCode = false
  @State private var selection: String?
  @State private var path: [String] = []

  var body: some View {
    NavigationSplitView {
      List(cities, id: \.self, selection: $selection) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Trips")
      .toolbar {
        if choosesByCode {
          Button("Show Atacama") { selection = "Atacama" }
          Button("Clear choice") { selection = nil }
        }
      }
    } detail: {
      NavigationStack(path: $path) {
        Group {
          if let selection {
            Detail(city: selection)
          } else {
            ContentUnavailableView("Choose a trip", systemImage: "airplane")
          }
        }
        .navigationDestination(for: String.self) { city in
          Detail(city: city)
        }
      }
    }
    .onChange(of: path) { print("path:", path) }
    .onChange(of: selection) { print("selection:", selection ?? "nil") }
  }
}

@MainActor
@Suite("Links in split views (S1a, S1b, S1c, S2)")
struct SplitViewLinkTests {
  @Test(
    "S1a: a sidebar link cannot see a destination in the detail column",
    arguments: [Device.iPadAir11, .iPhone17])
  func destinationInDetail(device: Device) {
    let app = HeadlessApp(device: device) { DestinationInDetail() }
    app.buttons["Seattle"].tap()
    #expect(!app.staticTexts["Detail of Seattle"].exists)
    #expect(app.log == [noDestination])
    #expect(app.navigationBars["Trips"].exists)
  }

  @Test("S1b: with the destination on the sidebar's list, rows open but Next cannot see it")
  func destinationInSidebar() {
    let app = HeadlessApp(device: .iPadAir11) { DestinationInSidebar() }
    app.buttons["Seattle"].tap()
    #expect(app.staticTexts["Detail of Seattle"].exists)
    #expect(app.columns["sidebar"].exists)
    #expect(app.log.isEmpty)
    app.buttons["Next: Vancouver"].tap()
    #expect(!app.staticTexts["Detail of Vancouver"].exists)
    #expect(app.log == [noDestination])
  }

  @Test("S1b on a collapsed iPhone: the sidebar's destination pushes")
  func destinationInSidebarCollapsed() {
    let app = HeadlessApp(device: .iPhone17) { DestinationInSidebar() }
    app.buttons["Seattle"].tap()
    #expect(app.staticTexts["Detail of Seattle"].exists)
    #expect(app.navigationBars["Seattle"].buttons["Trips"].exists)
  }

  @Test("S1c: a selection drives the detail; Next pushes beside the list; nothing is logged")
  func selectionWorks() {
    let app = HeadlessApp(device: .iPadAir11) { SelectionAndStack() }
    #expect(app.staticTexts["Choose a trip"].exists)
    app.buttons["Seattle"].tap()
    #expect(app.cells["Seattle"].isSelected)
    #expect(app.columns["detail"].staticTexts["Detail of Seattle"].exists)
    app.buttons["Next: Vancouver"].tap()
    #expect(app.columns["detail"].staticTexts["Detail of Vancouver"].exists)
    #expect(app.columns["sidebar"].cells["Atacama"].exists)
    #expect(app.navigationBars["Vancouver"].buttons["Seattle"].exists)
    #expect(app.log.isEmpty)
  }

  @Test("S2: choosing another trip empties the detail's path by itself, before the selection's onChange")
  func selectionResetsPath() {
    let app = HeadlessApp(device: .iPadAir11) { SelectionAndStack() }
    app.buttons["Seattle"].tap()
    app.buttons["Next: Vancouver"].tap()
    #expect(app.console.last == "path: [\"Vancouver\"]")
    app.clearConsoleAndLog()
    app.buttons["Atacama"].tap()
    #expect(app.console == ["path: []", "selection: Atacama"])
    #expect(app.staticTexts["Detail of Atacama"].exists)
    #expect(!app.staticTexts["Detail of Vancouver"].exists)
    #expect(app.navigationBars["Atacama"].buttons.matching("Seattle").count == 0)
  }

  @Test("A selection the app changes or clears itself takes the detail's stack back to its root")
  func selectionChangedByCodeResetsPath() {
    let app = HeadlessApp(device: .iPadAir11) { SelectionAndStack(choosesByCode: true) }
    app.buttons["Seattle"].tap()
    app.buttons["Next: Vancouver"].tap()
    #expect(app.columns["detail"].staticTexts["Detail of Vancouver"].exists)
    app.buttons["Show Atacama"].tap()
    #expect(app.cells["Atacama"].isSelected)
    #expect(app.columns["detail"].staticTexts["Detail of Atacama"].exists)
    #expect(!app.staticTexts["Detail of Vancouver"].exists)
    app.buttons["Next: Vancouver"].tap()
    #expect(app.columns["detail"].staticTexts["Detail of Vancouver"].exists)
    app.buttons["Clear choice"].tap()
    #expect(app.staticTexts["Choose a trip"].exists)
    #expect(!app.staticTexts["Detail of Vancouver"].exists)
  }
}

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
  @Test("The snapshot draws a split view's columns side by side ")
  func columnsSideBySide() {
    let app = HeadlessApp(device: .iPadAir11) { SelectionAndStack() }
    app.buttons["Seattle"].tap()
    let lines = app.snapshot().split(separator: "\n")
    #expect(lines.contains { $0.contains("column \"sidebar\"") && $0.contains("│ column \"detail\"") })
    let shared = lines.filter { $0.contains("│") }
    #expect(shared.contains { $0.contains("cell \"Seattle\" [selected]") })
    #expect(shared.contains { $0.contains("Detail of Seattle") })
  }
}
