extension View {
  /// Sets an environment value for this view and its descendants, including what it presents.
  @inlinable
  public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(ElementModifier.environment(keyPath, value))
  }

  /// Places an `Observable` object in the environment of this view and its descendants, including
  /// sheets presented from inside it; they read it with `@Environment(Type.self)`.
  @inlinable
  public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(ElementModifier.environment(object))
  }

  /// Transforms an environment value for this view and its descendants.
  @inlinable
  public consuming func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(ElementModifier.transformEnvironment(keyPath, transform: transform))
  }

  /// Disables the controls in this view: they cannot be tapped, and `isEnabled` reads false inside.
  @inlinable
  public consuming func disabled(_ disabled: Bool) -> some View {
    modifier(ElementModifier.disabled(disabled))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ElementModifier
  {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { $0[keyPath: keyPath] = value })
  }

  @usableFromInline
  static func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { transform(&$0[keyPath: keyPath]) })
  }

  @usableFromInline
  static func disabled(_ disabled: Bool) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in
        guard disabled else { return elements }
        let writable = Element.writable(elements)
        for element in writable { element.traits.isDisabled = true }
        return writable
      },
      environment: { if disabled { $0.isEnabled = false } })
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func environment<T: AnyObject & Observable>(_ object: T?) -> ElementModifier {
    ElementModifier(
      apply: { _, elements in elements },
      environment: { $0.setObject(object, for: ObjectIdentifier(T.self)) })
  }
}
