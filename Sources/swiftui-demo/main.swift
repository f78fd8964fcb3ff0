import SwiftUI
import SwiftUITesting

@Observable
@MainActor
final class Draft {
  var text = ""
  var saved = ""
  var hasEdits: Bool { text != saved }
  func revert() { text = saved }
  func save() { saved = text }
}

struct EditorSheet: View {
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
            }
          }
        }
    }
    .interactiveDismissDisabled(draft.hasEdits)
  }
}

struct EditorHost: View {
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

@MainActor func demo() {
  let app = HeadlessApp { EditorHost() }
  app.buttons["Edit note"].tap()
  app.textFields["Note"].typeText("Pack a raincoat")
  print(app.snapshot())
  app.swipeDown()
  print(app.snapshot())
}
MainActor.assumeIsolated { demo() }
print("done")
