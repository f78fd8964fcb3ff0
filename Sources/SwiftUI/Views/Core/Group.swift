/// Groups views without adding a container: modifiers on the group apply to each member, and in a
/// list each member is its own row.
public struct Group<Content> {
  @usableFromInline let content: Content
}

extension Group: View where Content: View {
  /// Drawn by the runtime.
  public typealias Body = Never

  /// Creates a group of the views the closure builds.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}
