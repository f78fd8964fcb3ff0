/// A key for a value in the environment, with the value a view sees when no ancestor set one.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no ancestor has set one.
  static var defaultValue: Value { get }
}
