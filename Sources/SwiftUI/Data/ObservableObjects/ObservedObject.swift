/// A property wrapper type that subscribes to an observable object and invalidates a view whenever
/// the observable object changes.
///
/// The view does not own the object: it is given one (by its parent, say) and re-runs its body when
/// the object announces a change. `$object.property` makes a binding to a property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to a property of the object.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: A binding that reads and writes it.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      objectBinding(root, keyPath)
    }
  }

  private var object: ObjectType

  /// The object.
  public var wrappedValue: ObjectType {
    get {
      DynamicPropertyReads.record()
      return object
    }
    set { object = newValue }
  }

  /// Observes an object.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: ObjectType) {
    object = wrappedValue
  }

  /// Observes an object.
  ///
  /// - Parameter initialValue: The object.
  public init(initialValue: ObjectType) {
    object = initialValue
  }

  /// A projection of the observed object that creates bindings to its properties.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    node.objectObservation(at: &slot).observe(object)
  }
}

extension ObservedObject: IgnoredInComparison {}
