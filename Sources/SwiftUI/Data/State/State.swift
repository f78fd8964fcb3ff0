/// A value a view owns, kept with the view's identity in the tree for as long as the view is there.
///
/// Setting it re-runs the bodies that read it, and only those. Reading it while the runtime updates
/// views (in `body`, or in a closure the runtime calls during an update, such as a sheet's content)
/// gives the value as of the view's last body evaluation; reading it from an action gives the current
/// value. Writing a value equal to the current one changes nothing. Declare state `private`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let link: StateLink<Value>

  /// Creates state with an initial value, used once, when the view first appears in the tree.
  public init(wrappedValue value: Value) {
    link = StateLink(initial: value)
  }

  /// Creates state with an initial value, as in `_draft = State(initialValue: trip)` in an `init`.
  public init(initialValue value: Value) {
    link = StateLink(initial: value)
  }

  /// Creates optional state that starts as nil.
  public init<Wrapped>() where Value == Wrapped? {
    link = StateLink(initial: nil)
  }

  /// The value.
  public var wrappedValue: Value {
    get {
      DynamicPropertyReads.record()
      return link.read()
    }
    nonmutating set { link.write(newValue) }
  }

  /// A binding to the value, for a child view that changes it.
  // Inlinable, as `Binding`'s subscript is: the location's metadata is cached where it is made.
  @inlinable
  public var projectedValue: Binding<Value> {
    guard let box = link.box else { return link.unboundBinding() }
    return Binding(location: StateLocation(box: box))
  }
}

extension State: IgnoredInComparison {}

extension State: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    let box: StateBox<Value>
    // Told by the value's type, which a generic box answers from its own metadata: a cast to
    // `StateBox<Value>` asks the Swift runtime for that type's metadata at every body.
    if slot < node.properties.count, let readers = node.properties[slot] as? StateReaders,
      readers.holdsState(of: Value.self)
    {
      box = unsafeDowncast(readers, to: StateBox<Value>.self)
    } else {
      box = StateBox(link.initial)
      box.owner = node
      box.host = node.host
      if slot < node.properties.count {
        node.properties[slot] = box
      } else {
        node.properties.append(box)
      }
    }
    slot += 1
    box.refreshSnapshot()
    link.box = box
  }
}

/// Connects one copy of a view's `State` to the storage of the view's identity.
@usableFromInline
final class StateLink<Value>: @unchecked Sendable {
  let initial: Value
  @usableFromInline var box: StateBox<Value>?

  init(initial: Value) {
    self.initial = initial
  }

  func read() -> Value {
    // Not `box?.readProperty() ?? initial`: that makes an optional of the value, whose metadata a
    // generic reader looks up at every read.
    guard let box else { return initial }
    return box.readProperty()
  }

  /// A binding to state that is not installed on a view: a constant of its initial value, with
  /// SwiftUI's warning.
  @usableFromInline
  func unboundBinding() -> Binding<Value> {
    RuntimeLog.warn(
      "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
    )
    return .constant(initial)
  }

  func write(_ value: Value) {
    guard let box else {
      RuntimeLog.warn(
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
      )
      return
    }
    box.write(value)
  }
}

/// A binding's view of a state's storage.
@usableFromInline
final class StateLocation<Value>: Location<Value>, @unchecked Sendable {
  let box: StateBox<Value>

  @usableFromInline
  init(box: StateBox<Value>) {
    self.box = box
    super.init(identity: LocationIdentity(root: ObjectIdentifier(box), path: []))
  }

  override func get() -> Value { box.readCurrent() }
  override func set(_ value: Value) { box.write(value) }
  override var readsAreTracked: Bool { true }
  override var readsObservableObjects: Bool { false }
}
