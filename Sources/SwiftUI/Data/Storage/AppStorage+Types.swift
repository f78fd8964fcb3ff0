extension AppStorage {
  /// Reflects a Bool user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in store.object(forKey: key) as? Bool },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Reflects an Int user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in store.object(forKey: key) as? Int },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Reflects a Double user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in store.object(forKey: key) as? Double },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Reflects a String user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, read: { store, key in store.string(forKey: key) },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Reflects a URL user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, read: { store, key in store.url(forKey: key) },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Reflects a Data user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, read: { store, key in store.data(forKey: key) },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Reflects a Date user default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in store.object(forKey: key) as? Date },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// Reflects a user default holding a raw value of type `Int`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none, or holds a raw value that makes none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) },
      write: { store, key, value in store.set(value.rawValue, forKey: key) })
  }

  /// Reflects a user default holding a raw value of type `String`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the store has none, or holds a raw value that makes none.
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in store.string(forKey: key).flatMap(Value.init(rawValue:)) },
      write: { store, key, value in store.set(value.rawValue, forKey: key) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Reflects an optional Bool user default: nil when the store has none, and setting nil removes it.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { store, key in .some(store.object(forKey: key) as? Bool) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// Reflects an optional Int user default: nil when the store has none, and setting nil removes it.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { store, key in .some(store.object(forKey: key) as? Int) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// Reflects an optional Double user default: nil when the store has none, and setting nil removes it.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { store, key in .some(store.object(forKey: key) as? Double) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// Reflects an optional String user default: nil when the store has none, and setting nil removes it.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(
      key: key, store: store, defaultValue: nil, read: { store, key in .some(store.string(forKey: key)) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// Reflects an optional URL user default: nil when the store has none, and setting nil removes it.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(
      key: key, store: store, defaultValue: nil, read: { store, key in .some(store.url(forKey: key)) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// Reflects an optional Data user default: nil when the store has none, and setting nil removes it.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(
      key: key, store: store, defaultValue: nil, read: { store, key in .some(store.data(forKey: key)) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// Reflects an optional Date user default: nil when the store has none, and setting nil removes it.
  ///
  /// - Parameters:
  ///   - key: The key in the store.
  ///   - store: The store; the environment's `defaultAppStorage` when nil.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { store, key in .some(store.object(forKey: key) as? Date) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

}
