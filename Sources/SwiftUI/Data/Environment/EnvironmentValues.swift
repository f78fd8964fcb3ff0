/// The values a view reads from its surroundings: size classes, the dismiss action, the locale, your
/// own keys, and `Observable` objects placed with `environment(_:)`.
///
/// Values flow down the view tree. A view's body re-runs when a value it read changes; a change to a
/// key it never read does not re-run it.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
  var storage: EnvironmentStorage?

  /// The environment with every key at its default value.
  public init() {}

  /// Reads or writes the value of a key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      EnvironmentReadRecorder.record(EnvironmentKeyTable.entry(for: K.self))
      return value(for: K.self)
    }
    set {
      storage = EnvironmentStorage(key: ObjectIdentifier(key), value: newValue, next: storage)
    }
  }

  func value<K: EnvironmentKey>(for key: K.Type) -> K.Value {
    if let found = storage?.find(ObjectIdentifier(key)) { return found as! K.Value }
    return K.defaultValue
  }

  func object(of type: ObjectIdentifier) -> AnyObject? {
    EnvironmentReadRecorder.record(EnvironmentKeyTable.entry(forObjectOf: type))
    return objectEntry(type)
  }

  /// The object of a type, without recording the read (for wrappers that watch the object).
  func peekObject(of type: ObjectIdentifier) -> AnyObject? {
    objectEntry(type)
  }

  func objectEntry(_ type: ObjectIdentifier) -> AnyObject? {
    (storage?.find(type) as? ObjectEntry)?.object
  }

  mutating func setObject(_ object: AnyObject?, for type: ObjectIdentifier) {
    storage = EnvironmentStorage(key: type, value: ObjectEntry(object: object), next: storage)
  }

  /// Whether two environments are the same chain of writes (cheap; false does not mean different).
  func isIdentical(to other: EnvironmentValues) -> Bool {
    storage === other.storage
  }

  /// A description of the environment, for debugging.
  public var description: String { "EnvironmentValues(\(storage?.count ?? 0) values)" }
}

struct ObjectEntry {
  let object: AnyObject?
}

/// The environment as a chain of writes, newest first: copying an environment is one reference.
final class EnvironmentStorage: @unchecked Sendable {
  let key: ObjectIdentifier
  let value: Any
  let next: EnvironmentStorage?

  init(key: ObjectIdentifier, value: Any, next: EnvironmentStorage?) {
    self.key = key
    self.value = value
    self.next = next
  }

  func find(_ key: ObjectIdentifier) -> Any? {
    var cursor: EnvironmentStorage? = self
    while let entry = cursor {
      if entry.key == key { return entry.value }
      cursor = entry.next
    }
    return nil
  }

  var count: Int {
    var n = 0
    var cursor: EnvironmentStorage? = self
    while let entry = cursor {
      n += 1
      cursor = entry.next
    }
    return n
  }
}

/// Records which environment keys a view read while its body ran, with a way to tell whether a new
/// environment changed that key.
enum EnvironmentReadRecorder {
  typealias Comparator = (EnvironmentValues, EnvironmentValues) -> Bool
  nonisolated(unsafe) static var sink: ((ObjectIdentifier, @escaping Comparator) -> Void)?

  static func record(_ entry: EnvironmentKeyTable.Entry) {
    sink?(entry.key, entry.comparator)
    if let reads = ContentReads.current, !reads.isVolatile { reads.recordEnvironmentRead(entry.index) }
  }
}

/// Every environment key the process has read, numbered in the order first read, each with the one
/// comparison that tells whether two environments differ in it: what content read is then a set of
/// small numbers, joined with a bitwise or.
enum EnvironmentKeyTable {
  struct Entry {
    let key: ObjectIdentifier
    let index: Int
    let comparator: EnvironmentReadRecorder.Comparator
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  nonisolated(unsafe) private(set) static var comparators: [EnvironmentReadRecorder.Comparator] = []

  static func entry<K: EnvironmentKey>(for key: K.Type) -> Entry {
    entry(ObjectIdentifier(key)) {
      { a, b in ValueComparison.isEqual(a.value(for: K.self), b.value(for: K.self)) }
    }
  }

  static func entry(forObjectOf type: ObjectIdentifier) -> Entry {
    entry(type) { { a, b in a.objectEntry(type) === b.objectEntry(type) } }
  }

  private static func entry(
    _ key: ObjectIdentifier, _ makeComparator: () -> EnvironmentReadRecorder.Comparator
  ) -> Entry {
    if let known = entries[key] { return known }
    let entry = Entry(key: key, index: comparators.count, comparator: makeComparator())
    comparators.append(entry.comparator)
    entries[key] = entry
    return entry
  }
}
