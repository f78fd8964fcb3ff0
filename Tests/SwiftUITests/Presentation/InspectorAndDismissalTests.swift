import SwiftUI
import SwiftUITesting
import Testing

// S7
private struct SizeLabel: View {
  let place: String
  @Environment(\.horizontalSizeClass) private var horizontal
  var body: some View {
    Text("\(place): \(horizontal == .regular ? "regular" : "compact") width")
  }
}

private struct SheetSizeClass: View {
  @State private var isShown = false
  var body: some View {
    VStack(spacing: 20) {
      SizeLabel(place: "The screen")
      Button("Show") { isShown = true }
      Spacer()
    }
    .padding(.top, 60)
    .sheet(isPresented: $isShown) {
      SizeLabel(place: "The sheet")
    }
  }
}

// K12
private struct ShapeEditor: View {
  @State private var showInspector = false
  var body: some View {
    NavigationStack {
      Text("The canvas")
        .navigationTitle("Shapes")
        .inspector(isPresented: $showInspector) {
          SizeLabel(place: "The inspector")
            .inspectorColumnWidth(min: 200, ideal: 250, max: 400)
        }
        .toolbar {
          ToolbarItem {
            Button {
              showInspector.toggle()
            } label: {
              Label("Inspector", systemImage: "info.circle")
            }
          }
        }
    }
  }
}

// R5, R7: a sheet with its own stack, a Close button, and a guard for unsaved edits.
@Observable
@MainActor
private final class Draft {
  var text = ""
  var saved = ""
  var hasEdits: Bool { text != saved }
  func revert() { text = saved }
  func save() { saved = text }
}

private struct EditorSheet: View {
  let draft: Draft
  @State private var confirmsDiscard = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      TextField("Note", text: Bindable(draft).text)
        .navigationTitle("Note")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close", systemImage: "xmark") {
              if draft.hasEdits { confirmsDiscard = true } else { dismiss() }
            }
            .confirmationDialog("Throw away your edits?", isPresented: $confirmsDiscard) {
              Button("Throw Away", role: .destructive) {
                draft.revert()
                dismiss()
              }
              Button("Save and Close") {
                draft.save()
                dismiss()
              }
            }
          }
        }
    }
    .interactiveDismissDisabled(draft.hasEdits)
  }
}

private struct EditorHost: View {
  @State private var draft = Draft()
  @State private var isEditing = false
  var body: some View {
    VStack {
      Button("Edit note") { isEditing = true }
      Text("Saved: \(draft.saved)")
    }
    .sheet(isPresented: $isEditing) { EditorSheet(draft: draft) }
  }
}

// R8
private struct GuardedSheet: View {
  @State private var isShown = false
  @State private var hasEdits = true
  var body: some View {
    Button("Open") { isShown = true }
      .sheet(isPresented: $isShown) {
        Text("Editing")
          .dismissalConfirmationDialog("Throw away your edits?", shouldPresent: hasEdits) {
            Button("Save and Close") { print("saved") }
              .keyboardShortcut(.defaultAction)
          }
      }
  }
}

/// Counts how often the confirmation's button view is made.
@MainActor
private final class ButtonBodies {
  private(set) var count = 0
  func record() { count += 1 }
}

/// A button of the app's own, whose body counts its runs.
private struct KeepButton: View {
  let bodies: ButtonBodies
  var body: some View {
    let _ = bodies.record()
    Button("Keep my edits") {}
  }
}

/// A sheet with edits to type, guarded by a confirmation with a button of the app's own.
private struct TypedGuardedSheet: View {
  let bodies: ButtonBodies
  @State private var isShown = false
  var body: some View {
    Button("Open") { isShown = true }
      .sheet(isPresented: $isShown) { TypedEditor(bodies: bodies) }
  }
}

private struct TypedEditor: View {
  let bodies: ButtonBodies
  @State private var text = ""
  var body: some View {
    TextField("Note", text: $text)
      .dismissalConfirmationDialog("Throw away your edits?", shouldPresent: !text.isEmpty) {
        KeepButton(bodies: bodies)
      }
  }
}

/// A word a confirmation's button shows, from the environment.
private struct KeepWordKey: EnvironmentKey {
  static let defaultValue = "Keep"
}

extension EnvironmentValues {
  fileprivate var keepWord: String {
    get { self[KeepWordKey.self] }
    set { self[KeepWordKey.self] = newValue }
  }
}

/// A button of the app's own that reads the word from the environment.
private struct WordButton: View {
  @Environment(\.keepWord) private var word
  var body: some View { Button("\(word) my edits") {} }
}

/// A sheet whose guarded editor reads nothing of the word its confirmation's button shows; a
/// button in the sheet changes the word around the editor.
private struct WordedGuardedSheet: View {
  @State private var isShown = false
  var body: some View {
    Button("Open") { isShown = true }
      .sheet(isPresented: $isShown) { WordedSheetContent() }
  }
}

private struct WordedSheetContent: View {
  @State private var word = "Keep"
  var body: some View {
    VStack {
      Button("Say hold") { word = "Hold" }
      WordedEditor()
        .environment(\.keepWord, word)
    }
  }
}

private struct WordedEditor: View {
  @State private var edits = 0
  var body: some View {
    Button("Edit \(edits)") { edits += 1 }
      .dismissalConfirmationDialog("Throw away your edits?", shouldPresent: edits > 0) {
        WordButton()
      }
  }
}

@MainActor
@Suite("Inspector, size classes in sheets, dismissal guards (S7, K12, R5, R7, R8)")
struct InspectorAndDismissalTests {
  @Test("S7: on an iPad the sheet's content reads compact width; the screen behind reads regular")
  func sheetSizeClass() {
    let app = HeadlessApp(device: .iPadAir11) { SheetSizeClass() }
    app.buttons["Show"].tap()
    #expect(app.staticTexts["The screen: regular width"].exists)
    #expect(app.staticTexts["The sheet: compact width"].exists)
    #expect(app.sheets.firstMatch.presentationStyle == .formSheet)
  }

  @Test("K12: the inspector is a trailing column on a regular width")
  func inspectorColumn() {
    let app = HeadlessApp(device: .iPadAir11) { ShapeEditor() }
    app.buttons["Inspector"].tap()
    let inspector = app.inspectors.firstMatch
    #expect(inspector.exists)
    #expect(inspector.frame.width == 250)
    #expect(inspector.frame.maxX == 820)
    #expect(inspector.staticTexts["The inspector: compact width"].exists)
    #expect(app.staticTexts["The canvas"].isHittable)
    #expect(app.sheets.count == 0)
    app.buttons["Inspector"].tap()
    #expect(app.inspectors.count == 0)
  }

  @Test("K12: the inspector is a sheet on a compact width")
  func inspectorSheet() {
    let app = HeadlessApp(device: .iPhone17) { ShapeEditor() }
    app.buttons["Inspector"].tap()
    #expect(app.inspectors.count == 0)
    #expect(app.sheets.firstMatch.staticTexts["The inspector: compact width"].exists)
    app.swipeDown()
    #expect(app.sheets.count == 0)
  }

  @Test("R5, R7: with no edits Close simply dismisses")
  func closeWithoutEdits() {
    let app = HeadlessApp { EditorHost() }
    app.buttons["Edit note"].tap()
    #expect(app.navigationBars["Note"].buttons["Close"].barPlacement == .leading)
    app.buttons["Close"].tap()
    #expect(app.sheets.count == 0)
  }

  @Test("R7: with edits the swipe is blocked and Close asks; Throw Away reverts")
  func throwAway() {
    let app = HeadlessApp { EditorHost() }
    app.buttons["Edit note"].tap()
    app.textFields["Note"].typeText("Pack a raincoat")
    app.swipeDown()
    #expect(app.sheets.count == 1)
    app.buttons["Close"].tap()
    let dialog = app.dialogs["Throw away your edits?"]
    #expect(dialog.exists)
    dialog.buttons["Throw Away"].tap()
    #expect(app.sheets.count == 0)
    #expect(app.staticTexts["Saved: "].exists)
  }

  @Test("R7: Save and Close saves")
  func saveAndClose() {
    let app = HeadlessApp { EditorHost() }
    app.buttons["Edit note"].tap()
    app.textFields["Note"].typeText("Pack a raincoat")
    app.buttons["Close"].tap()
    app.buttons["Save and Close"].tap()
    #expect(app.sheets.count == 0)
    #expect(app.staticTexts["Saved: Pack a raincoat"].exists)
  }

  @Test("R8: a user dismissal asks; Cancel keeps the sheet; another button lets it go")
  func dismissalConfirmation() {
    let app = HeadlessApp { GuardedSheet() }
    app.buttons["Open"].tap()
    app.swipeDown()
    let dialog = app.dialogs["Throw away your edits?"]
    #expect(dialog.exists)
    #expect(dialog.buttons["Cancel"].exists)
    #expect(dialog.buttons["Save and Close"].keyboardShortcut == .defaultAction)
    dialog.buttons["Cancel"].tap()
    #expect(app.sheets.count == 1)
    #expect(app.dialogs.count == 0)
    app.swipeDown()
    app.dialogs.firstMatch.buttons["Save and Close"].tap()
    #expect(app.console == ["saved"])
    #expect(app.sheets.count == 0)
  }

  @Test("R8: the confirmation's buttons are made when it asks, not as the guarded content changes")
  func dismissalConfirmationMadeWhenItAsks() {
    let bodies = ButtonBodies()
    let app = HeadlessApp { TypedGuardedSheet(bodies: bodies) }
    app.buttons["Open"].tap()
    app.sheets.element.textFields["Note"].typeText("Pack")
    #expect(bodies.count == 0)
    app.swipeDown()
    #expect(app.dialogs["Throw away your edits?"].buttons["Keep my edits"].exists)
    #expect(bodies.count == 1)
    #expect(app.sheets.count == 1)
  }

  @Test("R8: the confirmation's buttons are made in the environment of when it asks")
  func dismissalConfirmationReadsTheEnvironmentOfNow() {
    let app = HeadlessApp { WordedGuardedSheet() }
    app.buttons["Open"].tap()
    app.sheets.element.buttons["Edit 0"].tap()
    app.sheets.element.buttons["Say hold"].tap()
    app.swipeDown()
    #expect(app.dialogs["Throw away your edits?"].buttons["Hold my edits"].exists)
  }

  @Test("R8: on iOS a destructive button replaces the standard close action")
  func dismissalConfirmationClose() {
    let app = HeadlessApp { GuardedSheet() }
    app.buttons["Open"].tap()
    app.swipeDown()
    #expect(app.dialogs.firstMatch.buttons["Close"].buttonRole == .destructive)
    app.dialogs.firstMatch.buttons["Close"].tap()
    #expect(app.sheets.count == 0)
  }
}
