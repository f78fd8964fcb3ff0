import SwiftUI
import SwiftUITesting
import Testing

// Whether a sheet or an alert shows, and what it shows, is resolved apart from the content it is
// presented over: setting its binding resolves the presentation alone, while the screen under it
// keeps what it made. These tests present and dismiss from a root, from inside a custom modifier and
// from a screen a stack pushed over, and check what the person sees and how much was resolved.

/// A screen with a body of its own beside the sheet, so that resolving it again would count.
private struct Backdrop: View {
  var body: some View {
    VStack {
      Text("Backdrop")
      Text("Under the sheet")
    }
  }
}

private struct Editor: View {
  @State private var edits = 0
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("Edits \(edits)")
      Button("Edit") { edits += 1 }
      Button("Done") { dismiss() }
    }
  }
}

private struct SheetAtRoot: View {
  @State private var isEditing = false
  @State private var dismissals = 0
  var body: some View {
    VStack {
      Backdrop()
      Text("Dismissed \(dismissals)")
      Button("Open") { isEditing = true }
    }
    .sheet(isPresented: $isEditing, onDismiss: { dismissals += 1 }) {
      Editor()
    }
  }
}

/// A sheet whose content reads what nothing can watch (a text field's text, read at layout), so that
/// it is resolved again at every update.
private struct NamingSheet: View {
  @State private var isNaming = false
  var body: some View {
    VStack {
      Backdrop()
      Button("Name") { isNaming = true }
    }
    .sheet(isPresented: $isNaming) {
      Namer()
    }
  }
}

private struct Namer: View {
  @State private var name = ""
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text("Hello \(name)")
    }
  }
}

/// The view that presents leaves while its sheet is up.
private struct LeavingPresenter: View {
  @State private var showsPresenter = true
  @State private var isShowing = false
  @State private var dismissals = 0
  var body: some View {
    VStack {
      Text("Dismissed \(dismissals)")
      if showsPresenter {
        Button("Present") { isShowing = true }
          .sheet(isPresented: $isShowing, onDismiss: { dismissals += 1 }) {
            Button("Remove the presenter") { showsPresenter = false }
          }
      }
    }
  }
}

/// Each row of a lazy list presents its own alert.
private struct RowAlerts: View {
  var body: some View {
    List(["Apple", "Pear"], id: \.self) { name in
      AskingRow(name: name)
    }
  }
}

private struct AskingRow: View {
  let name: String
  @State private var isAsking = false
  var body: some View {
    Button("Ask about \(name)") { isAsking = true }
      .alert("About \(name)", isPresented: $isAsking) {
        Button("OK") {}
      }
  }
}

/// A custom modifier whose body presents: its content holds the modifier's placeholder.
private struct Confirming: ViewModifier {
  @Binding var isAsking: Bool
  func body(content: Content) -> some View {
    content.alert("Really?", isPresented: $isAsking) {
      Button("Yes") {}
      Button("No", role: .cancel) {}
    }
  }
}

private struct ModifierAlert: View {
  @State private var isAsking = false
  var body: some View {
    VStack {
      Backdrop()
      Button("Ask") { isAsking = true }
    }
    .modifier(Confirming(isAsking: $isAsking))
  }
}

/// The first screen presents an alert after the second was pushed over it.
private struct AlertUnderPush: View {
  @State private var path: [Int] = []
  @State private var isWarning = false
  var body: some View {
    NavigationStack(path: $path) {
      Text("First")
        .alert("Warning", isPresented: $isWarning) {}
        .navigationDestination(for: Int.self) { _ in
          Button("Warn from below") { isWarning = true }
        }
    }
    .onAppear { path = [1] }
  }
}

/// A sheet whose own state decides whether it may be swiped away.
private struct AgreementSheet: View {
  @State private var isAsking = false
  var body: some View {
    Button("Read the terms") { isAsking = true }
      .sheet(isPresented: $isAsking) {
        Agreement()
      }
  }
}

private struct Agreement: View {
  @State private var agreed = false
  var body: some View {
    VStack {
      Text("The terms")
      Toggle("I agree", isOn: $agreed)
    }
    .interactiveDismissDisabled(!agreed)
    .presentationDetents(agreed ? [.medium] : [.large])
  }
}

/// Counts the reads of a sheet's item binding.
@MainActor
private final class ItemReads {
  var count = 0
}

private struct Shelf: Identifiable {
  let id: Int
}

/// A sheet for an item, through a binding that counts its reads; the sheet can move on to the next
/// item itself.
private struct SheetForItem: View {
  let reads: ItemReads
  @State private var shelf: Shelf?
  var body: some View {
    let reads = reads
    Button("Open the shelf") { shelf = Shelf(id: 1) }
      .sheet(
        item: Binding(
          get: {
            reads.count += 1
            return shelf
          }, set: { shelf = $0 })
      ) { shown in
        VStack {
          Text("Shelf \(shown.id)")
          Button("Next shelf") { shelf = Shelf(id: shown.id + 1) }
          Editor()
        }
      }
  }
}

@MainActor
@Suite("Presentations resolve apart from what they present over")
struct PresentationBoundaryTests {
  @Test("Opening a sheet resolves the sheet alone: the screen under it runs no body again")
  func openingResolvesTheSheetAlone() {
    let app = HeadlessApp { SheetAtRoot() }
    app.metrics.reset()
    app.buttons["Open"].tap()
    #expect(app.sheets.element.staticTexts["Edits 0"].exists)
    #expect(app.staticTexts["Under the sheet"].exists)
    // The editor's body, for the first time; not the root's, not the backdrop's.
    #expect(app.metrics.bodyEvaluations == 1)
    #expect(app.metrics.contentResolutions == 1)
  }

  @Test("A change inside a sheet resolves its content alone, without reading the sheet's item again")
  func changeInsideSheetLeavesItsItemUnread() {
    let reads = ItemReads()
    let app = HeadlessApp { SheetForItem(reads: reads) }
    app.buttons["Open the shelf"].tap()
    #expect(app.sheets.element.staticTexts["Edits 0"].exists)
    reads.count = 0
    app.metrics.reset()
    // The editor's state changes: its content resolves again; what the sheet shows, and for which
    // item, did not change.
    app.sheets.element.buttons["Edit"].tap()
    #expect(app.sheets.element.staticTexts["Edits 1"].exists)
    #expect(app.sheets.element.staticTexts["Shelf 1"].exists)
    #expect(reads.count == 0)
    #expect(app.metrics.bodyEvaluations == 1)
  }

  @Test("What a sheet's content asks of its presentation follows a change inside the content")
  func optionsFollowTheContent() {
    let app = HeadlessApp { AgreementSheet() }
    app.buttons["Read the terms"].tap()
    #expect(app.sheets.element.frame.height > 600)
    app.swipeDown()
    #expect(app.staticTexts["The terms"].exists)
    // The toggle is the content's own state: the presentation is not resolved again, and the sheet
    // still drops to the medium detent and lets itself be swiped away.
    app.toggles["I agree"].tap()
    #expect(app.sheets.element.frame.height < 600)
    app.swipeDown()
    #expect(!app.staticTexts["The terms"].exists)
  }

  @Test("A sheet for an item reads the item once each time it resolves again")
  func sheetReadsItsItemOnce() {
    let reads = ItemReads()
    let app = HeadlessApp { SheetForItem(reads: reads) }
    app.buttons["Open the shelf"].tap()
    reads.count = 0
    // The item changes: the sheet resolves again, reading its item to know what it shows and to
    // make its content, once.
    app.sheets.element.buttons["Next shelf"].tap()
    #expect(app.sheets.element.staticTexts["Shelf 2"].exists)
    #expect(reads.count == 1)
  }

  @Test("A presented sheet keeps its state while it shows, and its dismissal runs onDismiss once")
  func sheetKeepsStateAndDismisses() {
    let app = HeadlessApp { SheetAtRoot() }
    app.buttons["Open"].tap()
    app.sheets.element.buttons["Edit"].tap()
    app.sheets.element.buttons["Edit"].tap()
    #expect(app.sheets.element.staticTexts["Edits 2"].exists)
    app.sheets.element.buttons["Done"].tap()
    #expect(app.sheets.count == 0)
    #expect(app.staticTexts["Dismissed 1"].exists)
    // Presented again, the editor starts afresh.
    app.buttons["Open"].tap()
    #expect(app.sheets.element.staticTexts["Edits 0"].exists)
  }

  @Test("Typing in a sheet resolves the sheet again, not the screen under it")
  func volatileSheetContentStaysInTheSheet() {
    let app = HeadlessApp { NamingSheet() }
    app.buttons["Name"].tap()
    app.metrics.reset()
    app.sheets.element.textFields["Name"].typeText("Ada")
    #expect(app.sheets.element.staticTexts["Hello Ada"].exists)
    // The namer's body runs, and its content is resolved again; the root, which holds the sheet,
    // keeps its content.
    #expect(app.metrics.bodyEvaluations == 1)
    #expect(app.metrics.contentResolutions == 1)
    #expect(app.staticTexts["Under the sheet"].exists)
  }

  @Test("A presenter that leaves takes its sheet with it, and its onDismiss runs")
  func presenterLeaves() {
    let app = HeadlessApp { LeavingPresenter() }
    app.buttons["Present"].tap()
    #expect(app.sheets.count == 1)
    app.sheets.element.buttons["Remove the presenter"].tap()
    #expect(app.sheets.count == 0)
    #expect(!app.buttons["Present"].exists)
    #expect(app.staticTexts["Dismissed 1"].exists)
  }

  @Test("A row of a list presents its own alert, and the list's other rows keep theirs closed")
  func rowPresents() {
    let app = HeadlessApp { RowAlerts() }
    app.buttons["Ask about Pear"].tap()
    #expect(app.alerts["About Pear"].exists)
    #expect(!app.alerts["About Apple"].exists)
    app.alerts.buttons["OK"].tap()
    #expect(app.alerts.count == 0)
    app.buttons["Ask about Apple"].tap()
    #expect(app.alerts["About Apple"].exists)
  }

  @Test("An alert a custom modifier presents shows and closes, the content it wraps kept")
  func alertInsideACustomModifier() {
    let app = HeadlessApp { ModifierAlert() }
    app.metrics.reset()
    app.buttons["Ask"].tap()
    #expect(app.alerts["Really?"].exists)
    #expect(app.staticTexts["Under the sheet"].exists)
    #expect(app.metrics.contentResolutions == 0)
    app.alerts.buttons["No"].tap()
    #expect(app.alerts.count == 0)
    app.buttons["Ask"].tap()
    #expect(app.alerts["Really?"].exists)
  }

  @Test("A screen a stack pushed over still presents its alert, as SwiftUI's does")
  func hiddenScreenPresents() {
    let app = HeadlessApp { AlertUnderPush() }
    app.buttons["Warn from below"].tap()
    #expect(app.alerts["Warning"].exists)
    #expect(app.buttons["Warn from below"].exists)
  }
}
