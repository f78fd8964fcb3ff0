import Routing
import SwiftUI
import SwiftUITesting
import Testing

/// A destination enum of the seed's shape: newTrip and editTrip are two ways into one editor.
enum TestSheet: SheetDestination {
  case newTrip
  case editTrip(Int)
  case sharePhoto(Int)
  case report(itemID: String)

  var id: String {
    switch self {
    case .sharePhoto: "share"
    case .report: "report"
    case .newTrip, .editTrip: "trip-editor"
    }
  }

  var content: some View {
    switch self {
    case .newTrip: EditorStandIn(title: "New trip")
    case .editTrip(let id): EditorStandIn(title: "Edit trip \(id)")
    case .sharePhoto(let id): NavigationSheet { Text("Share photo \(id)").navigationTitle("Share") }
    case .report(let itemID): ReportStandIn(itemID: itemID)
    }
  }
}

typealias TestRouter = Router<Int, TestSheet>

struct EditorStandIn: View {
  let title: String
  @Environment(TestRouter.self) private var router
  var body: some View {
    VStack {
      Text(title)
      Button("Switch to editing 7") { router.presentedSheet = .editTrip(7) }
      Button("Share instead") { router.presentedSheet = .sharePhoto(3) }
    }
  }
}

struct ReportStandIn: View {
  let itemID: String
  @Environment(TestRouter.self) private var router
  var body: some View {
    VStack {
      Text("Report \(itemID)")
      Text("Router path has \(router.path.count) screens")
    }
  }
}

struct CommentRow: View {
  @Environment(TestRouter.self) private var router
  let comment: String
  var body: some View {
    Text(comment)
      .contextMenu {
        Button("Report", systemImage: "flag") {
          router.presentedSheet = .report(itemID: comment)
        }
      }
  }
}

struct Comments: View {
  var body: some View {
    List {
      Section("Comments") {
        CommentRow(comment: "Great trip")
        CommentRow(comment: "Too hot")
      }
    }
    .navigationTitle("Trips")
  }
}

struct RoutedRoot: View {
  @State private var router = TestRouter()
  var body: some View {
    NavigationStack(path: $router.path) {
      VStack {
        Comments()
        Button("New trip") { router.presentedSheet = .newTrip }
        Button("Edit trip 2") { router.presentedSheet = .editTrip(2) }
      }
    }
    .withSheetDestinations(sheet: $router.presentedSheet)
    .environment(router)
  }
}

@MainActor
@Suite("Sheet routing (R1-R5, R9)")
struct RouterTests {
  @Test("R1: newTrip and editTrip share one id; share and report have their own")
  func ids() {
    #expect(TestSheet.newTrip.id == "trip-editor")
    #expect(TestSheet.editTrip(2).id == "trip-editor")
    #expect(TestSheet.sharePhoto(1).id == "share")
    #expect(TestSheet.report(itemID: "x").id == "report")
  }

  @Test("R2: withSheetDestinations maps each case to its view through one sheet")
  func mapping() {
    let app = HeadlessApp { RoutedRoot() }
    app.buttons["New trip"].tap()
    #expect(app.sheets.firstMatch.staticTexts["New trip"].exists)
    app.buttons["Share instead"].tap()
    #expect(app.sheets.count == 1)
    #expect(app.sheets.firstMatch.navigationBars["Share"].exists)
  }

  @Test("R3, R4: a deeply nested row reports through the router; the sheet reads the router too")
  func reportFromContextMenu() {
    let app = HeadlessApp { RoutedRoot() }
    app.staticTexts["Too hot"].press(forDuration: 1)
    app.buttons["Report"].tap()
    let sheet = app.sheets.firstMatch
    #expect(sheet.staticTexts["Report Too hot"].exists)
    #expect(sheet.staticTexts["Router path has 0 screens"].exists)
  }

  @Test("R5: NavigationSheet wraps its content in a stack with Close")
  func navigationSheet() {
    let app = HeadlessApp { RoutedRoot() }
    app.buttons["New trip"].tap()
    app.buttons["Share instead"].tap()
    let close = app.navigationBars["Share"].buttons["Close"]
    #expect(close.barPlacement == .leading)
    #expect(close.systemImage == "xmark")
    close.tap()
    #expect(app.sheets.count == 0)
  }

  @Test("R9: one id reused by destinations that follow each other is pointed out in the diagnostics")
  func reusedID() {
    let app = HeadlessApp { RoutedRoot() }
    app.buttons["New trip"].tap()
    app.buttons["Switch to editing 7"].tap()
    #expect(app.diagnostics.contains { $0.contains("both have the id “trip-editor”") })
    #expect(app.staticTexts["Edit trip 7"].exists)
  }

  @Test("R9: the router's note leaves SwiftUI's log empty")
  func reusedIDLogsNothing() {
    let app = HeadlessApp { RoutedRoot() }
    app.buttons["New trip"].tap()
    app.buttons["Switch to editing 7"].tap()
    #expect(app.diagnostics.count == 1)
    #expect(app.log.isEmpty)
  }
}
