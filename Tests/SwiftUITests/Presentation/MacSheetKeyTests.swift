import SwiftUI
import SwiftUITesting
import Testing

private struct EditorSheet: View {
  @State private var isEditing = true
  var body: some View {
    Button("Edit") { isEditing = true }
      .sheet(isPresented: $isEditing) {
        NavigationStack {
          Text("The form")
            .navigationTitle("Edit trip")
            .toolbar {
              ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isEditing = false } }
              ToolbarItem(placement: .confirmationAction) { Button("Save") { isEditing = false } }
            }
        }
      }
  }
}

@MainActor
@Suite("A Mac sheet's keys")
struct MacSheetKeyTests {
  @Test("On a Mac a cancellation action is pressed by Esc and a confirmation action by Return")
  func macPlacementsHaveKeys() {
    let app = HeadlessApp(device: .mac) { EditorSheet() }
    #expect(app.buttons["Cancel"].keyboardShortcut == .cancelAction)
    #expect(app.buttons["Save"].keyboardShortcut == .defaultAction)
  }

  @Test("On an iPhone the placements give no keys")
  func phonePlacementsHaveNone() {
    let app = HeadlessApp { EditorSheet() }
    #expect(app.buttons["Cancel"].keyboardShortcut == nil)
    #expect(app.buttons["Save"].keyboardShortcut == nil)
  }
}
