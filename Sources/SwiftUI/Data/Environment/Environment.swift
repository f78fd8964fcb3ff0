/// Reads a value from the view's environment: a key path of ``EnvironmentValues`` such as
/// `\.horizontalSizeClass` or `\.dismiss`, or an `Observable` object placed with `environment(_:)`.
///
/// The body re-runs when the value read changes. Reading an `Observable` type nobody provided stops the
/// app with SwiftUI's message; the optional form reads nil instead.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// The object's type, named only in the message that stops the app when none was provided.
    case object(Any.Type, required: Bool)
  }

  let source: Source
  let link = EnvironmentLink()

  /// Reads the value at a key path of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads an `Observable` object of this type; stops the app if no ancestor provided one.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(objectType, required: true)
  }

  /// Reads an `Observable` object of this type, or nil if no ancestor provided one.
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
    source = .object(objectType, required: false)
  }

  /// The value, as the view's place in the tree sees it.
  public var wrappedValue: Value {
    DynamicPropertyReads.record()
    guard let values = link.values else {
      RuntimeLog.warn(
        "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update."
      )
      return read(from: EnvironmentValues())
    }
    return link.reading { read(from: values) }
  }

  private func read(from values: EnvironmentValues) -> Value {
    switch source {
    case .keyPath(let keyPath):
      return values[keyPath: keyPath]
    case .object(let type, let required):
      let object = values.object(of: ObjectIdentifier(type))
      if required {
        guard let object else {
          fatalError(
            "No Observable object of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
          )
        }
        return Self.value(of: object)
      }
      return Self.value(of: object)
    }
  }
}

extension Environment {
  /// The object stored for `Value`'s type, as `Value`: the object itself (`Value` is its class) or
  /// the optional holding it (`Value` is an optional of its class), one reference either way. Not
  /// `as!`, which asks the Swift runtime to cast at every read.
  private static func value(of object: AnyObject?) -> Value {
    unsafeBitCast(object, to: Value.self)
  }
}

extension Environment: IgnoredInComparison {}

extension Environment: InstallableProperty {
  @MainActor func install(on node: ViewNode, slot: inout Int) {
    link.values = node.environment
    link.node = node
  }
}

/// Connects one copy of a view's `Environment` to the environment of the view's place in the tree.
final class EnvironmentLink: @unchecked Sendable {
  var values: EnvironmentValues?
  @Linked var node: ViewNode?

  func reading<T>(_ read: () -> T) -> T {
    guard let node, Runtime.evaluatingNode !== node else { return read() }
    let previous = EnvironmentReadRecorder.sink
    EnvironmentReadRecorder.sink = node
    defer { EnvironmentReadRecorder.sink = previous }
    return read()
  }
}
