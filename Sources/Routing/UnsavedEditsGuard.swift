import SwiftUI

/// The iOS pattern for a sheet with unsaved edits: while there are edits, the swipe down is blocked
/// and Close asks "Throw away your edits?" with Throw Away (revert, then close) and Save and Close
/// (save, then close); with no edits Close simply closes.
public struct UnsavedEditsGuard<Content: View>: View {
  let hasEdits: Bool
  let title: String
  let revert: () -> Void
  let save: () -> Void
  let content: Content
  @State private var confirmsDiscard = false
  @Environment(\.dismiss) private var dismiss

  /// Guards the content, shown in a stack titled `title`.
  public init(
    _ title: String, hasEdits: Bool, revert: @escaping () -> Void, save: @escaping () -> Void,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.hasEdits = hasEdits
    self.revert = revert
    self.save = save
    self.content = content()
  }

  /// The guarded stack.
  public var body: some View {
    NavigationStack {
      content
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close", systemImage: "xmark") {
              if hasEdits { confirmsDiscard = true } else { dismiss() }
            }
            .confirmationDialog("Throw away your edits?", isPresented: $confirmsDiscard) {
              Button("Throw Away", role: .destructive) {
                revert()
                dismiss()
              }
              Button("Save and Close") {
                save()
                dismiss()
              }
            }
          }
        }
    }
    .interactiveDismissDisabled(hasEdits)
  }
}
