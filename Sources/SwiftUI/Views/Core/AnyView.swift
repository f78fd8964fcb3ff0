/// A type-erased view.
///
/// Changing the type of the wrapped view replaces it: its state is discarded, as in SwiftUI.
public struct AnyView: View {
  let storage: any View

  /// Wraps a view.
  public init<V: View>(_ view: V) {
    // Told by its type, not by `as?`, which asks the Swift runtime to cast at every view erased.
    if V.self == AnyView.self {
      storage = withValue(view, as: AnyView.self) { $0.storage }
    } else {
      storage = view
    }
  }

  /// Wraps a view, or returns nil when the value is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    storage = view
  }
}
