import SwiftUI

// The router's previews: a sheet with screens of its own, and a sheet guarding unsaved edits, each
// presented from a button as an app presents them.

/// A place to present a sheet from, with a button that presents it.
private struct PresentingScreen<Sheet: View>: View {
  let title: String
  @ViewBuilder let sheet: () -> Sheet
  @State private var isPresented = true

  var body: some View {
    Button(title) { isPresented = true }
      .sheet(isPresented: $isPresented, content: sheet)
  }
}

#Preview("A navigation sheet") {
  PresentingScreen(title: "Show the sheet") {
    NavigationSheet {
      NavigationLink("Details", value: 1)
        .navigationDestination(for: Int.self) { Text("Details \($0)") }
        .navigationTitle("Sheet")
    }
  }
}

#Preview("Unsaved edits") {
  @Previewable @State var name = "Seattle"
  PresentingScreen(title: "Edit") {
    UnsavedEditsGuard("Edit trip", hasEdits: name != "Seattle", revert: { name = "Seattle" }, save: {}) {
      TextField("City", text: $name)
    }
  }
}
