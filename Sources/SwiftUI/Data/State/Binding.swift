/// A two-way connection to a value that something else owns, such as a parent's `@State`.
///
/// Reading a binding in a body makes that body depend on the value; writing through it updates the
/// owner and re-runs the bodies that read it. `$trip.city` and `$store.trips[index]` reach parts of
/// the value.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  @usableFromInline let location: Location<Value>
  /// The transaction used when the value changes.
  public var transaction = Transaction()

  @usableFromInline
  init(location: Location<Value>) {
    self.location = location
  }

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureLocation(get: get, set: set)
  }

  /// Creates a binding from a getter and a setter that receives the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    location = ClosureLocation(get: get, set: { set($0, Transaction()) })
  }

  /// Creates a binding from another binding's projection.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that never changes: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The value.
  public var wrappedValue: Value {
    get {
      DynamicPropertyReads.record()
      // Read while resolving, outside any body: the content being resolved depends on the value.
      guard Runtime.isUpdating && Runtime.evaluatingNode == nil else { return location.get() }
      // Read by layout, where nothing watches it: recorded, for the layout to be replayed only
      // while the value is the same.
      if let reads = Runtime.layoutReads, ContentReads.current == nil { return reads.read(location) }
      guard location.readsAreTracked else {
        ContentReads.markVolatile()
        return location.get()
      }
      guard location.readsObservableObjects else { return location.get() }
      return ContentReads.tracking(reading: location.identity) { location.get() }
    }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so that `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value.
  // Inlinable: the app's code then makes the location with its type's metadata cached where it is
  // made, rather than asking the Swift runtime's table for it at each binding (some 300
  // instructions).
  @inlinable
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
  }

  /// The same binding with a transaction. The runtime does not animate; the value changes at once.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// The same binding with an animation. The runtime does not animate; the value changes at once.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
  /// Unwraps a binding to an optional; nil when the value is nil now.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    var last = current
    self.init(
      location: MappedLocation(
        base: base.location, tag: "unwrap",
        forward: { value in
          if let value { last = value }
          return last
        },
        backward: { $0 }))
  }

  /// Wraps a binding as an optional one; writing nil is ignored.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      location: MappedLocation(
        base: base.location, tag: "optional", forward: { Optional($0) }, backward: { $0 }))
  }

  /// Erases the type of a hashable binding.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      location: MappedLocation(
        base: base.location, tag: "erase", forward: { AnyHashable($0) },
        backward: { $0.base as? V }))
  }
}

extension Binding: ComparableField {
  func isSameField(as other: Binding<Value>) -> Bool {
    location === other.location || location.identity == other.location.identity
  }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
  /// The id of the bound value.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection, Value.Index: Hashable {
  /// Bindings to each element, for `ForEach($items)`.
  public typealias Element = Binding<Value.Element>
  /// Iterates bindings to each element.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// The indices of the bound collection.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value.Index: Hashable {
  /// The indices of the bound collection.
  public typealias Index = Value.Index
  /// The indices of the bound collection.
  public typealias Indices = Value.Indices
  /// The first index.
  public var startIndex: Value.Index { wrappedValue.startIndex }
  /// The end index.
  public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The indices.
  public var indices: Value.Indices { wrappedValue.indices }
  /// The index after `i`.
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  /// A binding to the element at `position`.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: PositionLocation(base: location, position: position))
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
  /// The index before `i`.
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}

/// The context of a change. The runtime applies every change at once; there is no animation.
public struct Transaction {
  /// The animation of the change; kept, never played.
  public var animation: Animation?
  private var values: [ObjectIdentifier: Any] = [:]
  /// Creates an empty transaction.
  public init() {}
  /// Creates a transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }

  /// The value for a key: what was set, else the key's default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value a transaction carries, with the value when none was set.
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}

/// An animation. Accepted and ignored: the runtime changes the screen at once.
public struct Animation: Equatable, Sendable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
}

/// Applies a change; the runtime has no animation, so this is the same as running `body`.
///
/// Like SwiftUI's, it may be called from any context: a model's method as well as a view's action.
///
/// - Parameters:
///   - animation: The animation, accepted and not played.
///   - body: The change.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
