/// A stored property of a view that the runtime keeps up to date before the body runs, such as
/// ``State``, ``Binding`` and ``Environment``.
public protocol DynamicProperty {
  /// Called before the body runs. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A dynamic property the runtime connects to the storage of the view that holds it. A refinement of
/// `DynamicProperty`, so that a view's other fields are told apart with one conformance lookup.
protocol InstallableProperty: DynamicProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int)
}
