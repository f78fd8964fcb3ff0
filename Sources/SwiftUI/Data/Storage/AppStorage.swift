/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a
/// change in value in that user default.
///
/// ```swift
/// @AppStorage("showsFavoritesOnly") private var showsFavoritesOnly = false
/// ```
///
/// Every view that reads a key re-runs its body when any `AppStorage` of the same key and store
/// writes it. The value is read from the store at each access, so it survives launches.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let explicitStore: UserDefaults?
  let defaultValue: Value
  let read: (UserDefaults, String) -> Value?
  let write: (UserDefaults, String, Value) -> Void
  let link = AppStorageLink()

  init(
    key: String, store: UserDefaults?, defaultValue: Value, read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    explicitStore = store
    self.defaultValue = defaultValue
    self.read = read
    self.write = write
  }

  private var store: UserDefaults { explicitStore ?? link.environmentStore ?? .standard }

  /// The value in the store, or the default when the store has none.
  public var wrappedValue: Value {
    get {
      DynamicPropertyReads.record()
      DefaultsObserver.observer(store, key).recordRead()
      return read(store, key) ?? defaultValue
    }
    nonmutating set {
      write(store, key, newValue)
      DefaultsObserver.observer(store, key).didWrite()
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    Binding(location: AppStorageLocation(self))
  }
}

/// The store a view's environment gives its `AppStorage`s without one of their own.
final class AppStorageLink: @unchecked Sendable {
  var environmentStore: UserDefaults?
}

extension AppStorage: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    link.environmentStore = node.environment.defaultAppStorage
  }
}

extension AppStorage: IgnoredInComparison {}

/// A binding's view of a user default.
final class AppStorageLocation<Value>: Location<Value>, @unchecked Sendable {
  let storage: AppStorage<Value>

  init(_ storage: AppStorage<Value>) {
    self.storage = storage
    super.init(
      identity: LocationIdentity(
        root: ObjectIdentifier(DefaultsObserver.self), path: [.value(AnyHashable(storage.key))]))
  }

  override func get() -> Value { storage.wrappedValue }
  override func set(_ value: Value) { storage.wrappedValue = value }
}

/// The views that read one key of one store (`AppStorage`'s user defaults, `SceneStorage`'s scene),
/// invalidated when it is written.
final class DefaultsObserver: @unchecked Sendable {
  private struct Reader {
    @Linked var node: ViewNode?
    let generation: Int
  }

  private var readers: [Reader] = []

  nonisolated(unsafe) private static var observers: [String: DefaultsObserver] = [:]

  /// The observer of a key in a store (user defaults, or a scene's storage).
  static func observer(_ store: AnyObject, _ key: String) -> DefaultsObserver {
    let name = "\(ObjectIdentifier(store).hashValue)/\(key)"
    if let existing = observers[name] { return existing }
    let observer = DefaultsObserver()
    observers[name] = observer
    return observer
  }

  /// A body reading the key depends on it.
  func recordRead() {
    guard Runtime.isUpdating, let node = Runtime.evaluatingNode else { return }
    MainActor.assumeIsolated {
      readers.append(Reader(node: node, generation: node.bodyGeneration))
    }
  }

  /// Re-runs the bodies that read the key.
  func didWrite() {
    MainActor.assumeIsolated {
      if Runtime.isUpdating {
        RuntimeLog.warn("Modifying state during view update, this will cause undefined behavior.")
      }
      let waiting = readers
      readers.removeAll()
      for reader in waiting {
        guard let node = reader.node, node.bodyGeneration == reader.generation else { continue }
        node.invalidateBody()
        node.host.setNeedsUpdate()
      }
    }
  }
}

extension EnvironmentValues {
  /// The store `AppStorage` uses when it names none; `UserDefaults.standard` by default.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self] ?? .standard }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

private struct DefaultAppStorageKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: UserDefaults? = nil
}

extension View {
  /// The default store for `AppStorage` in this view and below.
  ///
  /// - Parameter store: The user defaults to use.
  /// - Returns: The view with the store in its environment.
  @inlinable
  public consuming func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
