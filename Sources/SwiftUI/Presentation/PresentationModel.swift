// The presentation model is filled in by the presentation layer.
@MainActor struct PresentationRequest {}
struct PresentationOptions {}
/// A keyboard shortcut.
public struct KeyboardShortcut: Hashable, Sendable {
  let name: String
  /// Return: the default action.
  public static let defaultAction = KeyboardShortcut(name: "defaultAction")
  /// Escape: the cancel action.
  public static let cancelAction = KeyboardShortcut(name: "cancelAction")
}
