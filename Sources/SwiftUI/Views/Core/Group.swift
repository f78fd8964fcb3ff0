/// Groups views without adding a container: modifiers on the group apply to each member, and in a
/// list each member is its own row.
public struct Group<Content: View>: View {
  @usableFromInline let content: Content

  /// Creates a group of the views the closure builds.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}
