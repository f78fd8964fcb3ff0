import Observation
import SwiftUI
import SwiftUITesting
import Testing

/// A list in a stack in a tab view, its search field bound to a model, and a sheet over it all whose
/// content can change what the screen under it shows in each way that screen reads it.
@Observable
private final class Shelf {
  var query = ""
  var tab = 0
  var isLit = false
  var note = "No note"
}

/// Reads the shelf's note in its body: a view inside the tab, which a change to the note resolves
/// again while the app's root keeps its elements.
private struct ShelfNote: View {
  let shelf: Shelf
  var body: some View { Text(shelf.note) }
}

private struct ShelfApp: View {
  @State private var shelf = Shelf()
  @State private var isEditing = false
  @State private var editions = 0

  var body: some View {
    @Bindable var shelf = shelf
    TabView(selection: $shelf.tab) {
      Tab("Books", systemImage: "book", value: 0) {
        NavigationStack {
          ScrollViewReader { proxy in
            VStack {
              ShelfNote(shelf: shelf)
              List(0..<60, id: \.self) { number in
                Text("Book \(number)")
              }
            }
            .searchable(text: $shelf.query)
            .navigationTitle("Books")
            .toolbar {
              Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) {
              ShelfEditor(shelf: shelf, editions: $editions) { proxy.scrollTo(40, anchor: .top) }
            }
          }
        }
      }
      Tab("Editions \(editions)", systemImage: "square.stack", value: 1) {
        Text("Editions")
      }
    }
  }
}

/// A control whose value layout reads, under a sheet that changes it.
private struct LampApp: View {
  @State private var shelf = Shelf()
  @State private var isEditing = false

  var body: some View {
    @Bindable var shelf = shelf
    VStack {
      Toggle("Lit", isOn: $shelf.isLit)
      Button("Edit") { isEditing = true }
    }
    .sheet(isPresented: $isEditing) {
      ShelfEditor(shelf: shelf, editions: .constant(0)) {}
    }
  }
}

private struct ShelfEditor: View {
  let shelf: Shelf
  @Binding var editions: Int
  let scrollDown: () -> Void
  @State private var copies = 1

  var body: some View {
    Form {
      Stepper("Copies: \(copies)", value: $copies, in: 1...9)
      Button("Search for Book 7") { shelf.query = "Book 7" }
      Button("Show editions") { shelf.tab = 1 }
      Button("Add an edition") { editions += 1 }
      Button("Light") { shelf.isLit = true }
      Button("Scroll the shelf") { scrollDown() }
      Button("Sign") { shelf.note = "Signed" }
    }
  }
}

/// A popover whose content counts, from a button under a banner: the popover points at the button.
private struct CountingPopover: View {
  @State private var isShowing = false
  var body: some View {
    VStack {
      Color.orange.frame(height: 200)
      Button("Count") { isShowing = true }
        .popover(isPresented: $isShowing) {
          Counter()
        }
    }
  }
}

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("Tapped \(count)") { count += 1 }
  }
}

/// A sheet that asks with an alert of its own: two levels over the screen.
private struct AskingSheet: View {
  @State private var isEditing = false
  var body: some View {
    VStack {
      Text("Under both")
      Button("Edit") { isEditing = true }
    }
    .sheet(isPresented: $isEditing) {
      Asker()
    }
  }
}

private struct Asker: View {
  @State private var isAsking = false
  @State private var answers = 0
  var body: some View {
    VStack {
      Text("Answers \(answers)")
      Button("Ask") { isAsking = true }
    }
    .alert("Sure?", isPresented: $isAsking) {
      Button("Yes") { answers += 1 }
    }
  }
}

@MainActor
@Suite("The screen under a presentation is shown as it was while nothing it shows changed")
struct KeptSceneTests {
  private func openEditor(on device: Device = .iPhone17) -> HeadlessApp {
    let app = HeadlessApp(device: device) { ShelfApp() }
    app.buttons["Edit"].tap()
    #expect(app.sheets.count == 1)
    return app
  }

  @Test("What lies under a sheet is covered however a test reaches it: by a query, a child or a descendant")
  func everythingUnderASheetIsCovered() {
    let app = openEditor()
    #expect(!app.tabBars.buttons["Books"].isHittable)
    #expect(!app.tabBars.children(matching: .button).element(boundBy: 0).isHittable)
    #expect(!app.tabBars.element.descendants(matching: .button)["Books"].isHittable)
    #expect(app.sheets.element.buttons["Sign"].isHittable)
    app.sheets.element.swipeDown()
    #expect(app.tabBars.children(matching: .button).element(boundBy: 0).isHittable)
    #expect(app.tabBars.element.descendants(matching: .button)["Books"].isHittable)
  }

  @Test("Stepping a value in a sheet lays the sheet out alone; the screen under it stays as it was")
  func steppingInASheetReplaysTheScreenUnder() {
    let app = openEditor()
    let under = app.staticTexts["Book 3"].frame
    app.metrics.reset()
    app.sheets.element.steppers.element.buttons["Increment"].tap()
    #expect(app.sheets.element.staticTexts["Copies: 2"].exists)
    #expect(app.metrics.scenesReplayed == 1)
    // Still there, at the same place, and covered.
    #expect(app.staticTexts["Book 3"].frame == under)
    #expect(!app.staticTexts["Book 3"].isHittable)
    app.sheets.element.swipeDown()
    #expect(app.sheets.count == 0)
    #expect(app.staticTexts["Book 3"].isHittable)
    app.buttons["Edit"].tap()
    #expect(app.sheets.element.staticTexts["Copies: 1"].exists)
  }

  @Test("A sheet's button that changes the presenter's state updates the screen under it")
  func presenterStateFollows() {
    let app = openEditor()
    app.metrics.reset()
    app.sheets.element.buttons["Add an edition"].tap()
    #expect(app.tabBars.buttons["Editions 1"].exists)
    #expect(app.metrics.scenesReplayed == 0)
  }

  @Test("A view under a sheet that reads what the sheet changes shows the change")
  func viewUnderTheSheetFollows() {
    let app = openEditor()
    app.metrics.reset()
    app.sheets.element.buttons["Sign"].tap()
    #expect(app.staticTexts["Signed"].exists)
    #expect(app.metrics.scenesReplayed == 0)
  }

  @Test("What the screen under a sheet reads only as it is laid out follows a change made in the sheet")
  func layoutReadsFollow() {
    let app = openEditor()
    app.sheets.element.buttons["Search for Book 7"].tap()
    #expect(app.searchFields.element.value == "Book 7")
    app.sheets.element.buttons["Show editions"].tap()
    #expect(app.tabBars.buttons["Editions 0"].isSelected)
    #expect(app.staticTexts["Editions"].exists)
  }

  @Test("A control under a sheet, whose value layout reads, follows a change made in the sheet")
  func controlUnderTheSheetFollows() {
    let app = HeadlessApp { LampApp() }
    app.buttons["Edit"].tap()
    #expect(app.switches["Lit"].value == "0")
    app.metrics.reset()
    app.sheets.element.steppers.element.buttons["Increment"].tap()
    // The toggle's binding, read as its cell is laid out, is recorded: it has not changed.
    #expect(app.metrics.scenesReplayed == 1)
    app.sheets.element.buttons["Light"].tap()
    #expect(app.switches["Lit"].value == "1")
    #expect(app.metrics.scenesReplayed == 1)
  }

  @Test("Scrolling the screen under a sheet from the sheet shows it scrolled")
  func scrollingFromTheSheet() {
    let app = openEditor()
    #expect(!app.staticTexts["Book 40"].exists)
    app.sheets.element.buttons["Scroll the shelf"].tap()
    #expect(app.staticTexts["Book 40"].exists)
  }

  @Test("Turning the device while a sheet shows lays the screen under it out again")
  func turningLaysOutAgain() {
    let app = openEditor(on: .iPadAir11)
    let upright = app.tabBars.element.frame
    app.metrics.reset()
    app.orientation = .landscape
    #expect(app.tabBars.element.frame.width > upright.width)
    #expect(app.metrics.scenesReplayed == 0)
  }

  @Test(
    "A popover's content changing shows the screen under it as it was, and the popover still points at its button"
  )
  func popoverStaysAnchored() {
    let app = HeadlessApp(device: .iPadAir11) { CountingPopover() }
    let button = app.buttons["Count"]
    button.tap()
    app.metrics.reset()
    app.popovers.firstMatch.buttons["Tapped 0"].tap()
    let popover = app.popovers.firstMatch
    #expect(popover.buttons["Tapped 1"].exists)
    #expect(app.metrics.scenesReplayed == 1)
    let gapBelow = popover.frame.minY - button.frame.maxY
    let gapAbove = button.frame.minY - popover.frame.maxY
    #expect((0...16).contains(gapBelow) || (0...16).contains(gapAbove))
  }

  @Test(
    "An alert over a sheet covers the sheet and the screen under it, and the sheet takes taps again once it goes"
  )
  func alertOverASheet() {
    let app = HeadlessApp { AskingSheet() }
    app.buttons["Edit"].tap()
    app.metrics.reset()
    app.sheets.element.buttons["Ask"].tap()
    #expect(app.alerts["Sure?"].exists)
    #expect(app.metrics.scenesReplayed == 1)
    #expect(!app.sheets.element.buttons["Ask"].isHittable)
    #expect(!app.staticTexts["Under both"].isHittable)
    app.alerts.buttons["Yes"].tap()
    #expect(app.alerts.count == 0)
    #expect(app.sheets.element.staticTexts["Answers 1"].exists)
    #expect(app.sheets.element.buttons["Ask"].isHittable)
    #expect(!app.staticTexts["Under both"].isHittable)
    #expect(app.metrics.scenesReplayed == 2)
  }
}
