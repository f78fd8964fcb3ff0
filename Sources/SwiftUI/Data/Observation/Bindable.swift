/// Makes bindings to the properties of an `Observable` object: `$store.trips[index]`.
///
/// Use it on a property, or on a local variable in a body: `@Bindable var store = store`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, so that `$store.trips` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps the same object as another bindable.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the object.
  // Inlinable, as `Binding`'s subscript is: the location's metadata is cached where it is made.
  @inlinable
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    // Every initializer but the one copying a bindable takes an `Observable` object.
    Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath, isObservable: true))
  }
}

extension Bindable: DynamicProperty {}
