import Foundation

extension View {
  /// Handles a URL delivered to the app (a deep link). Every handler in the scene receives it.
  ///
  /// - Parameter action: Receives the URL.
  /// - Returns: The view, handling URLs.
  @inlinable
  public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(ElementModifier.onOpenURL(perform: action))
  }
}

/// An `onOpenURL` handler, kept with the view that declared it: the action of its last resolution.
/// The host keeps a weak list of them (``GraphHost/open(_:)``), so a content that is kept keeps its
/// handler and none is collected at every update.
final class OpenURLHandler: PrimitiveState {
  var action: ((URL) -> Void)?
  override func release() { action = nil }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func onOpenURL(perform action: @escaping (URL) -> Void) -> ElementModifier {
    ElementModifier(apply: { context, elements in
      let handler = context.primitiveState { () -> OpenURLHandler in
        let made = OpenURLHandler()
        context.host.register(made)
        return made
      }
      handler.action = action
      return elements
    })
  }
}
