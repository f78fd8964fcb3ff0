/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
///
/// The values belong to the scene (the host's window), not to a view: a view that leaves the tree and
/// comes back reads what was stored. Hosts that restore a scene hand the values back (see
/// `GraphHost.sceneValues`).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let link = SceneStorageLink()

  init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// The stored value, or the default.
  public var wrappedValue: Value {
    get {
      DynamicPropertyReads.record()
      guard let scene = link.scene else { return defaultValue }
      DefaultsObserver.observer(scene, key).recordRead()
      return scene.values[key] as? Value ?? defaultValue
    }
    nonmutating set {
      guard let scene = link.scene else { return }
      scene.values[key] = newValue
      DefaultsObserver.observer(scene, key).didWrite()
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    Binding(location: SceneStorageLocation(self))
  }
}

/// The scene a view's `SceneStorage` reads.
final class SceneStorageLink: @unchecked Sendable {
  weak var scene: SceneValues?
}

/// The values a scene keeps for its `SceneStorage` properties, by key.
package final class SceneValues: @unchecked Sendable {
  /// The values, as the app last wrote them: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, their
  /// optionals, or `RawRepresentable` values with `Int` or `String` raw values.
  package var values: [String: Any] = [:]

  package init() {}
}

extension SceneStorage: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    link.scene = node.host.sceneValues
  }
}

extension SceneStorage: IgnoredInComparison {}

/// A binding's view of a scene value.
final class SceneStorageLocation<Value>: Location<Value>, @unchecked Sendable {
  let storage: SceneStorage<Value>

  init(_ storage: SceneStorage<Value>) {
    self.storage = storage
    super.init(
      identity: LocationIdentity(
        root: ObjectIdentifier(SceneValues.self), path: [.value(AnyHashable(storage.key))]))
  }

  override func get() -> Value { storage.wrappedValue }
  override func set(_ value: Value) { storage.wrappedValue = value }
}
