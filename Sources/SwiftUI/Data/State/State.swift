/// A value a view owns, kept with the view's identity in the tree for as long as the view is there.
///
/// Setting it re-runs the bodies that read it, and only those. Reading it while the runtime updates
/// views (in `body`, or in a closure the runtime calls during an update, such as a sheet's content)
/// gives the value as of the view's last body evaluation; reading it from an action gives the current
/// value. Writing a value equal to the current one changes nothing. Declare state `private`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let link: StateLink<Value>

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
  public var projectedValue: Binding<Value> {
    guard let box = link.box else {
      RuntimeLog.warn(
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
      )
      return .constant(link.initial)
    }
    return Binding(location: StateLocation(box: box))
  }
}

extension State: IgnoredInComparison {}

extension State: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    let box: StateBox<Value>
    if slot < node.properties.count, let existing = node.properties[slot] as? StateBox<Value> {
      box = existing
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
final class StateLink<Value>: @unchecked Sendable {
  let initial: Value
  var box: StateBox<Value>?

  init(initial: Value) {
    self.initial = initial
  }

  func read() -> Value {
    // Not `box?.readProperty() ?? initial`: that makes an optional of the value, whose metadata a
    // generic reader looks up at every read.
    guard let box else { return initial }
    return box.readProperty()
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
final class StateLocation<Value>: Location<Value>, @unchecked Sendable {
  let box: StateBox<Value>

  init(box: StateBox<Value>) {
    self.box = box
    super.init(identity: LocationIdentity(root: ObjectIdentifier(box), path: []))
  }

  override func get() -> Value { box.readCurrent() }
  override func set(_ value: Value) { box.write(value) }
  override var readsAreTracked: Bool { true }
  override var readsObservableObjects: Bool { false }
}
