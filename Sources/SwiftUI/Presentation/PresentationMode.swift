/// iOS 13's way for a presented or pushed view to dismiss itself, deprecated for ``DismissAction``
/// and common in older apps:
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Done") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
  let dismissAction: DismissAction

  /// Whether the view is presented: in a sheet, a popover, a cover, or pushed on a stack.
  public let isPresented: Bool

  /// Dismisses the view, as the environment's `dismiss` does.
  @MainActor public mutating func dismiss() {
    dismissAction()
  }
}

extension EnvironmentValues {
  /// Whether the view is presented, and the means to dismiss it; see ``PresentationMode``.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
    return Binding(get: { mode }, set: { _ in })
  }
}
