/// A view's subscription to an `ObservableObject`'s `objectWillChange`: each change the object
/// announces invalidates the body of the view that holds it, and only that body.
///
/// Kept in the view's property storage (one slot per wrapper), it follows the object the wrapper
/// holds now: a new object is subscribed to and the old one let go.
@MainActor
final class ObjectObservation {
  @Linked private var node: ViewNode?
  private(set) var object: AnyObject?
  private var cancellable: AnyCancellable?

  init(node: ViewNode) {
    self.node = node
  }

  /// Watches `object`, unless it is the one already watched.
  func observe<ObjectType: ObservableObject>(_ object: ObjectType) {
    guard object !== self.object else { return }
    self.object = object
    let typeName = "\(ObjectType.self)"
    cancellable = object.objectWillChange.sink { [weak self] _ in
      self?.objectWillChange(typeName: typeName)
    }
  }

  /// Stops watching (the environment no longer provides an object).
  func stop() {
    object = nil
    cancellable = nil
  }

  private nonisolated func objectWillChange(typeName: String) {
    guard MainQueue.isCurrent else {
      RuntimeLog.warn(
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
      )
      return
    }
    onMainActor {
      if Runtime.isUpdating {
        RuntimeLog.warn(
          "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
      }
      guard let node, node.isAlive else { return }
      node.invalidateBody()
      node.host.setNeedsUpdate()
    }
  }
}

extension ViewNode {
  /// The observation in a property slot, made the first time the slot is installed.
  func objectObservation(at slot: inout Int) -> ObjectObservation {
    defer { slot += 1 }
    if slot < properties.count, let existing = properties[slot] as? ObjectObservation { return existing }
    let observation = ObjectObservation(node: self)
    if slot < properties.count {
      properties[slot] = observation
    } else {
      properties.append(observation)
    }
    return observation
  }
}

/// Makes bindings to the properties of an observable object: `$model.name`.
@MainActor
func objectBinding<Root: ObservableObject, Subject>(
  _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Subject>
) -> Binding<Subject> {
  Binding(location: ObjectLocation(object: object, keyPath: keyPath, isObservable: object is any Observable))
}
