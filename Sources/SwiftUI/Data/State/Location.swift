/// Where a binding reads and writes. Two bindings to the same place have equal identities, which lets
/// the runtime see that a child view received the same binding again.
@usableFromInline
class Location<Value>: @unchecked Sendable {
  private var madeIdentity: LocationIdentity?

  /// A location whose identity is known now (a root), or made when first asked (see
  /// ``makeIdentity()``).
  /// - Parameter identity: The identity of a root location; nil for one derived from another.
  init(identity: LocationIdentity? = nil) {
    madeIdentity = identity
  }

  /// Where the location points: made when first asked (to compare two bindings, or to watch a
  /// place once per view), since making it allocates its path and most bindings are never asked.
  var identity: LocationIdentity {
    if let madeIdentity { return madeIdentity }
    let made = makeIdentity()
    madeIdentity = made
    return made
  }

  /// The identity of a location derived from another: its base's, one step further.
  func makeIdentity() -> LocationIdentity { fatalError("abstract") }

  func get() -> Value { fatalError("abstract") }
  func set(_ value: Value) { fatalError("abstract") }

  /// Whether every change to the value reaches what read it: state, and observable objects, record
  /// their readers; an `ObservableObject` or user defaults reach only bodies that subscribed, so a
  /// primitive reading such a binding is resolved at every update.
  var readsAreTracked: Bool { false }
  /// Whether a read may reach an observable object (or run code that does), so that a read outside
  /// any body is made under observation; state records its readers itself.
  var readsObservableObjects: Bool { true }
}

struct LocationIdentity: TableKey {
  /// A step from the root towards the value.
  enum Step: Equatable {
    /// A property, or a chain of them.
    case keyPath(AnyKeyPath)
    /// A conversion's tag, a position, an element's id.
    case value(AnyHashable)
  }

  let root: ObjectIdentifier
  /// The key paths (and conversions) from the root to the value.
  let path: [Step]

  /// The root's address with the number of steps: no step is hashed (a key path's hash walks its
  /// components, then SipHash). Identities that share a root and a length are told apart by `==`,
  /// in turn: a node watches the few places its content read outside any body.
  var tableHash: Int { Int(bitPattern: root) &+ path.count }

  /// This identity, one step further.
  /// - Parameter step: The step from this location to the derived one.
  /// - Returns: The derived location's identity.
  func appending(_ step: Step) -> LocationIdentity {
    LocationIdentity(root: root, path: path + [step])
  }
}

/// A binding made from a getter and a setter: nothing to compare it by, so it is never "the same".
final class ClosureLocation<Value>: Location<Value>, @unchecked Sendable {
  let getter: () -> Value
  let setter: (Value) -> Void
  private final class Token {}
  private let token = Token()

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    super.init(identity: LocationIdentity(root: ObjectIdentifier(token), path: []))
  }

  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
  // What the getter reads is tracked where it is state or observable; a getter over anything else
  // changes only with a body that makes a new binding, as in SwiftUI.
  override var readsAreTracked: Bool { true }
}

/// A constant: writes are ignored.
final class ConstantLocation<Value>: Location<Value>, @unchecked Sendable {
  let value: Value
  private final class Token {}
  private static var tokenID: ObjectIdentifier { ObjectIdentifier(Token.self) }

  init(_ value: Value) {
    self.value = value
    super.init(identity: LocationIdentity(root: ConstantLocation.tokenID, path: []))
  }

  override func get() -> Value { value }
  override func set(_ value: Value) {}
  override var readsAreTracked: Bool { true }
  override var readsObservableObjects: Bool { false }
}

/// A part of another location's value, reached through a key path.
@usableFromInline
final class KeyPathLocation<Base, Value>: Location<Value>, @unchecked Sendable {
  let base: Location<Base>
  let keyPath: WritableKeyPath<Base, Value>
  /// Where the value lies in the base, when the key path names stored properties of structs alone
  /// (`$draft.city`): read there. A projection through a key path asks the Swift runtime for the
  /// metadata of its result type at each read (some 900 instructions in all).
  private let offset: Int?

  @usableFromInline
  init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
    offset = MemoryLayout<Base>.offset(of: keyPath)
  }

  override func makeIdentity() -> LocationIdentity { base.identity.appending(.keyPath(keyPath)) }

  override func get() -> Value {
    let whole = base.get()
    guard let offset else { return whole[keyPath: keyPath] }
    return withAddress(of: whole) { $0.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee }
  }
  override var readsAreTracked: Bool { base.readsAreTracked }
  // A key path into an object (`$state.model.title`) reads the object's property.
  override var readsObservableObjects: Bool { Base.self is AnyObject.Type || base.readsObservableObjects }
  override func set(_ value: Value) {
    var whole = base.get()
    if let offset {
      withUnsafeMutableBytes(of: &whole) { bytes in
        bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
      }
    } else {
      whole[keyPath: keyPath] = value
    }
    base.set(whole)
  }
}

/// The element at a position of another location's collection, such as `$store.trips[index]`. Not a key path: a
/// key path with a generic subscript is built anew at each use (some 80,000 instructions), and a
/// body makes such a binding at every run.
final class PositionLocation<Base: MutableCollection>: Location<Base.Element>, @unchecked Sendable
where Base.Index: Hashable {
  let base: Location<Base>
  let position: Base.Index

  /// How the position appears in an identity, distinct from any key path or conversion tag.
  private struct Position: Hashable {
    let index: Base.Index
  }

  init(base: Location<Base>, position: Base.Index) {
    self.base = base
    self.position = position
  }

  override func makeIdentity() -> LocationIdentity {
    base.identity.appending(.value(AnyHashable(Position(index: position))))
  }

  override func get() -> Base.Element { base.get()[position] }
  override var readsAreTracked: Bool { base.readsAreTracked }
  override var readsObservableObjects: Bool { base.readsObservableObjects }
  override func set(_ value: Base.Element) {
    var whole = base.get()
    whole[position] = value
    base.set(whole)
  }
}

/// A property of an object, such as `$store.trips` through `@Bindable`.
@usableFromInline
final class ObjectLocation<Root: AnyObject, Value>: Location<Value>, @unchecked Sendable {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  /// The host that was running a body or an action when the binding was made, asked for an update
  /// by a write: a control may read the property only through the binding, where no observation
  /// sees it. `Bindable` is public API with no context, so the global is the only way to the host;
  /// reading it here rather than at the write lets a write from a task reach the host too. Not kept:
  /// the host owns the tree that holds the binding.
  @Linked private var host: GraphHost?
  /// An `@Observable` object records who reads it; an `ObservableObject` does not.
  private let isObservable: Bool

  /// - Parameters:
  ///   - object: The object holding the property.
  ///   - keyPath: The property.
  ///   - isObservable: Whether the object is `@Observable`, as its maker knows from its type (`Bindable`
  ///     takes only such objects): asked of the Swift runtime, the first cast of each object type
  ///     scans every conformance in the process.
  @usableFromInline
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>, isObservable: Bool) {
    self.object = object
    self.keyPath = keyPath
    self.isObservable = isObservable
    host = Runtime.activeHost
    super.init()
  }

  /// The value as the running body first read it (``bodyReadRun``), which its later reads return
  /// as SwiftUI's binding returns the value it holds: `trip.city`, `trip.country` and `trip.dates` in
  /// one body read the store once, not once each through the key path and the object's observation.
  /// Out of line, made at the first read in a body: a stored optional of a generic value would look
  /// its type up at each access.
  private var bodyRead: UnsafeMutablePointer<Value>?
  /// The ``Runtime/bodyRun`` that made ``bodyRead``; 0 for none.
  private var bodyReadRun = 0

  deinit {
    if let bodyRead {
      bodyRead.deinitialize(count: 1)
      bodyRead.deallocate()
    }
  }

  override func makeIdentity() -> LocationIdentity {
    LocationIdentity(root: ObjectIdentifier(object), path: [.keyPath(keyPath)])
  }

  override func get() -> Value {
    let run = Runtime.bodyRun
    guard run != 0 else { return object[keyPath: keyPath] }
    if let bodyRead {
      if bodyReadRun != run { bodyRead.pointee = object[keyPath: keyPath] }
      bodyReadRun = run
      return bodyRead.pointee
    }
    let made = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    made.initialize(to: object[keyPath: keyPath])
    bodyRead = made
    bodyReadRun = run
    return made.pointee
  }
  override var readsAreTracked: Bool { isObservable }
  override func set(_ value: Value) {
    bodyReadRun = 0
    if Runtime.isUpdating {
      RuntimeLog.warn("Modifying state during view update, this will cause undefined behavior.")
    }
    object[keyPath: keyPath] = value
    if let host {
      onMainActor { host.setNeedsUpdate() }
    }
  }
}

/// A location seen through a conversion, such as an optional or type-erased binding.
final class MappedLocation<Base, Value>: Location<Value>, @unchecked Sendable {
  let base: Location<Base>
  let tag: String
  let forward: (Base) -> Value
  let backward: (Value) -> Base?

  init(
    base: Location<Base>, tag: String, forward: @escaping (Base) -> Value,
    backward: @escaping (Value) -> Base?
  ) {
    self.base = base
    self.tag = tag
    self.forward = forward
    self.backward = backward
  }

  override func makeIdentity() -> LocationIdentity { base.identity.appending(.value(AnyHashable(tag))) }

  override func get() -> Value { forward(base.get()) }
  override var readsAreTracked: Bool { base.readsAreTracked }
  // The conversion is the app's code, which may read anything.
  override var readsObservableObjects: Bool { true }
  override func set(_ value: Value) {
    if let converted = backward(value) { base.set(converted) }
  }
}
