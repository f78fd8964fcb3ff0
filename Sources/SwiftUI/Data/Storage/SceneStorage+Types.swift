extension SceneStorage {
  /// Stores a Bool for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Stores an optional Bool for the scene.
  ///
  /// - Parameter key: The key in the scene's storage.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil)
  }

  /// Stores an Int for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Stores an optional Int for the scene.
  ///
  /// - Parameter key: The key in the scene's storage.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil)
  }

  /// Stores a Double for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Stores an optional Double for the scene.
  ///
  /// - Parameter key: The key in the scene's storage.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil)
  }

  /// Stores a String for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Stores an optional String for the scene.
  ///
  /// - Parameter key: The key in the scene's storage.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil)
  }

  /// Stores a URL for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Stores an optional URL for the scene.
  ///
  /// - Parameter key: The key in the scene's storage.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil)
  }

  /// Stores a Data for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Stores an optional Data for the scene.
  ///
  /// - Parameter key: The key in the scene's storage.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil)
  }

  /// Stores a value of a type with an `Int` raw value for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Stores a value of a type with a `String` raw value for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value before anything was stored.
  ///   - key: The key in the scene's storage.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
}
