import SwiftUI

/// A sheet that pushes screens of its own: its content in a `NavigationStack`, with a Close button
/// (an xmark) in the cancellation placement that dismisses the sheet.
public struct NavigationSheet<Content: View>: View {
  let content: Content
  @Environment(\.dismiss) private var close

  /// Wraps the content in a stack with Close.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The stack with its Close button.
  public var body: some View {
    NavigationStack {
      content
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close", systemImage: "xmark") { close() }
          }
        }
    }
  }
}
