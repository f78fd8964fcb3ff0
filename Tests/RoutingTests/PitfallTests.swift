import Routing
import SwiftUI
import SwiftUITesting
import Testing

struct HeavyModel: Hashable {
  var name: String
  var notes: String
  var photos: [String]
  var ratings: [Int]
}

enum HeavySheet: SheetDestination {
  case edit(HeavyModel)
  var id: String { "edit" }
  var content: some View { Text("Heavy") }
}

struct HeavyRoot: View {
  @State private var router = Router<Int, HeavySheet>()
  var body: some View {
    Button("Open") {
      router.presentedSheet = .edit(HeavyModel(name: "a", notes: "b", photos: [], ratings: []))
    }
    .withSheetDestinations(sheet: $router.presentedSheet)
  }
}

struct TwoStyles: View {
  @State private var isAdding = false
  @State private var editing: TestSheet?
  var body: some View {
    Button("Add") { isAdding = true }
      .sheet(isPresented: $isAdding) { Text("Add") }
      .sheet(item: $editing) { $0.content }
  }
}

struct FixedFrameSheet: View {
  @State private var isShown = false
  var body: some View {
    Button("Open") { isShown = true }
      .sheet(isPresented: $isShown) {
        Text("Cramped").frame(width: 300, height: 200)
      }
  }
}

struct AlwaysAsks: View {
  @State private var isShown = false
  var body: some View {
    Button("Open") { isShown = true }
      .sheet(isPresented: $isShown) {
        Text("Nothing to lose")
          .dismissalConfirmationDialog("Discard?", shouldPresent: true) {
            Button("Discard", role: .destructive) {}
          }
      }
  }
}

@MainActor
@Suite("Pitfalls the runtime points out (R9)")
struct PitfallTests {
  @Test("Heavy state inside a destination")
  func heavyDestination() {
    let app = HeadlessApp { HeavyRoot() }
    app.buttons["Open"].tap()
    #expect(app.diagnostics.contains { $0.contains("carries") && $0.contains("Pass an identifier") })
  }

  @Test("Two presentation styles for one concern")
  func twoStyles() {
    let app = HeadlessApp { TwoStyles() }
    #expect(app.diagnostics.contains { $0.contains("both sheet(isPresented:) and sheet(item:)") })
  }

  @Test("Fixed frames instead of presentationSizing(.form)")
  func fixedFrames() {
    let app = HeadlessApp { FixedFrameSheet() }
    app.buttons["Open"].tap()
    #expect(app.diagnostics.contains { $0.contains("presentationSizing(.form)") })
    #expect(app.log.isEmpty)
  }

  @Test("A dismissal dialog whose condition is always true")
  func alwaysTrue() {
    let app = HeadlessApp { AlwaysAsks() }
    app.buttons["Open"].tap()
    #expect(app.diagnostics.contains { $0.contains("asks before anything has changed") })
  }

  @Test("The runtime's own advice is a note and never reaches SwiftUI's log")
  func adviceIsNotLogged() {
    let twoStyles = HeadlessApp { TwoStyles() }
    let alwaysAsks = HeadlessApp { AlwaysAsks() }
    alwaysAsks.buttons["Open"].tap()
    #expect(twoStyles.diagnostics.count == 1)
    #expect(alwaysAsks.diagnostics.count == 1)
    #expect(twoStyles.log.isEmpty)
    #expect(alwaysAsks.log.isEmpty)
  }

  @Test("Correct code logs nothing and gets no note")
  func quiet() {
    let app = HeadlessApp { RoutedRoot() }
    app.buttons["Edit trip 2"].tap()
    app.buttons["Share instead"].tap()
    app.buttons["Close"].tap()
    #expect(app.log.isEmpty)
    #expect(app.diagnostics.isEmpty)
  }
}
