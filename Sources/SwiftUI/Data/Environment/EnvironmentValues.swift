import Synchronization

/// The values a view reads from its surroundings: size classes, the dismiss action, the locale, your
/// own keys, and `Observable` objects placed with `environment(_:)`.
///
/// Values flow down the view tree. A view's body re-runs when a value it read changes; a change to a
/// key it never read does not re-run it.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
  var storage: EnvironmentStorage?

  /// The environment with every key at its default value.
  public init() {}

  /// The environment whose entries are `storage`'s.
  init(storage: EnvironmentStorage?) {
    self.storage = storage
  }

  /// Reads or writes the value of a key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let entry = EnvironmentKeyTable.entry(for: K.self)
      EnvironmentReadRecorder.record(entry)
      return value(for: K.self, at: entry.index)
    }
    set {
      let index = EnvironmentKeyTable.entry(for: K.self).index
      storage = EnvironmentEntry(key: ObjectIdentifier(key), index: index, value: newValue, next: storage)
    }
  }

  /// The value of a key numbered `index` in ``EnvironmentKeyTable``.
  func value<K: EnvironmentKey>(for key: K.Type, at index: Int) -> K.Value {
    storage?.find(ObjectIdentifier(key), at: index, as: K.Value.self)?.value ?? K.defaultValue
  }

  func object(of type: ObjectIdentifier) -> AnyObject? {
    let entry = EnvironmentKeyTable.entry(forObjectOf: type)
    EnvironmentReadRecorder.record(entry)
    return objectEntry(type, at: entry.index)
  }

  /// The object of a type, without recording the read (for wrappers that watch the object).
  func peekObject(of type: ObjectIdentifier) -> AnyObject? {
    objectEntry(type, at: EnvironmentKeyTable.entry(forObjectOf: type).index)
  }

  func objectEntry(_ type: ObjectIdentifier, at index: Int) -> AnyObject? {
    storage?.find(type, at: index, as: ObjectEntry.self)?.value.object
  }

  mutating func setObject(_ object: AnyObject?, for type: ObjectIdentifier) {
    let index = EnvironmentKeyTable.entry(forObjectOf: type).index
    storage = EnvironmentEntry(key: type, index: index, value: ObjectEntry(object: object), next: storage)
  }

  /// Whether two environments are the same chain of writes (cheap; false does not mean different).
  func isIdentical(to other: EnvironmentValues) -> Bool {
    storage === other.storage
  }

  /// A number that is this chain of writes' alone (0 for none): equal for two environments exactly
  /// when ``isIdentical(to:)``, and never another's later, even once this one is freed.
  var identity: Int { storage?.serial ?? 0 }

  /// These values moved from one base onto another: the writes made on top of `base` made again,
  /// in the same order, on top of `newBase`.
  ///
  /// - Parameters:
  ///   - base: The environment these values were made from by writes.
  ///   - newBase: The environment to make them from instead.
  /// - Returns: The values, or nil when these values are not `base` with writes on top.
  func rebased(from base: EnvironmentValues, onto newBase: EnvironmentValues) -> EnvironmentValues? {
    var writes: [EnvironmentStorage] = []
    var cursor = storage
    while cursor !== base.storage {
      guard let entry = cursor else { return nil }
      writes.append(entry)
      cursor = entry.next
    }
    var rebased = newBase
    for entry in writes.reversed() { rebased.storage = entry.relinked(onto: rebased.storage) }
    return rebased
  }

  /// A description of the environment, for debugging.
  public var description: String { "EnvironmentValues(\(storage?.count ?? 0) values)" }
}

struct ObjectEntry {
  let object: AnyObject?
}

/// The environment as a chain of writes, newest first: copying an environment is one reference.
class EnvironmentStorage: @unchecked Sendable {
  let key: ObjectIdentifier
  let next: EnvironmentStorage?
  /// A bit for each key written in this chain, by the key's number modulo 64: most reads are of keys
  /// nobody wrote (a text reads seven), and a clear bit answers them without walking a chain of
  /// dozens of writes.
  let presence: UInt64
  /// The key's number in ``EnvironmentKeyTable``.
  let index: Int
  /// A number no other storage of the process has, to remember what was read from an environment
  /// without holding it (``EnvironmentValues/identity``): an address may be another's once freed.
  let serial: Int

  private static let made = Atomic<Int>(0)

  init(key: ObjectIdentifier, index: Int, next: EnvironmentStorage?) {
    self.key = key
    self.next = next
    self.index = index
    presence = (next?.presence ?? 0) | Self.bit(index)
    serial = Self.made.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The same write on top of another chain.
  func relinked(onto next: EnvironmentStorage?) -> EnvironmentStorage {
    EnvironmentStorage(key: key, index: index, next: next)
  }

  /// Whether another entry holds the same value as this one, compared as view values are.
  func hasSameValue(as other: EnvironmentStorage) -> Bool { false }

  private static func bit(_ index: Int) -> UInt64 { 1 << UInt64(index & 63) }

  /// The newest write of a key numbered `index`, holding a value of the type asked for (an entry is
  /// a class of its value's type: a class cast reads it, cheaper than a cast out of `Any`).
  func find<Value>(_ key: ObjectIdentifier, at index: Int, as type: Value.Type) -> EnvironmentEntry<Value>? {
    guard presence & Self.bit(index) != 0 else { return nil }
    var cursor: EnvironmentStorage? = self
    while let entry = cursor {
      if entry.key == key, let typed = entry as? EnvironmentEntry<Value> { return typed }
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

/// One write: a key and its value, of the key's value type (an object's entry for an object type).
final class EnvironmentEntry<Value>: EnvironmentStorage, @unchecked Sendable {
  let value: Value

  init(key: ObjectIdentifier, index: Int, value: Value, next: EnvironmentStorage?) {
    self.value = value
    super.init(key: key, index: index, next: next)
  }

  override func relinked(onto next: EnvironmentStorage?) -> EnvironmentStorage {
    EnvironmentEntry(key: key, index: index, value: value, next: next)
  }

  override func hasSameValue(as other: EnvironmentStorage) -> Bool {
    // The same class is the same `Value`: compared, not cast, since a cast to `EnvironmentEntry<Value>`
    // looks that class up in the Swift runtime's table.
    guard type(of: other) == type(of: self) else { return false }
    return ValueComparison.isEqual(value, unsafeDowncast(other, to: Self.self).value)
  }
}

/// Records which environment keys a view read while its body ran, by their numbers in
/// ``EnvironmentKeyTable``, which holds the comparison of each.
enum EnvironmentReadRecorder {
  /// The node whose body is being evaluated, which records the numbers of the keys it reads. The
  /// node itself rather than a closure over it: a closure would be allocated at every body.
  nonisolated(unsafe) static var sink: ViewNode?

  static func record(_ entry: EnvironmentKeyTable.Entry) {
    sink?.recordEnvironmentRead(entry.index)
    if let reads = ContentReads.current, !reads.isVolatile { reads.recordEnvironmentRead(entry.index) }
  }

  /// Records reads of several keys at once, for values read together (see ``TextEnvironment``).
  ///
  /// - Parameter keys: The keys' numbers.
  static func record(_ keys: EnvironmentKeySet) {
    sink?.recordEnvironmentReads(keys)
    if let reads = ContentReads.current, !reads.isVolatile { reads.recordEnvironmentReads(keys) }
  }
}

/// Every environment key the process has read, numbered in the order first read, each with the one
/// comparison that tells whether two environments differ in it: what content read is then a set of
/// small numbers, joined with a bitwise or.
enum EnvironmentKeyTable {
  /// Whether two environments hold the same value of one key.
  typealias Comparator = (EnvironmentValues, EnvironmentValues) -> Bool

  struct Entry {
    /// The key's number: its place in ``comparators``.
    let index: Int
  }

  private static let entries = TypeTable<Entry>()
  @exclusivity(unchecked) nonisolated(unsafe) private(set) static var comparators: [Comparator] = []

  static func entry<K: EnvironmentKey>(for key: K.Type) -> Entry {
    entry(ObjectIdentifier(key)) { index in
      { a, b in ValueComparison.isEqual(a.value(for: K.self, at: index), b.value(for: K.self, at: index)) }
    }
  }

  static func entry(forObjectOf type: ObjectIdentifier) -> Entry {
    entry(type) { index in { a, b in a.objectEntry(type, at: index) === b.objectEntry(type, at: index) } }
  }

  private static func entry(
    _ key: ObjectIdentifier, _ makeComparator: (Int) -> Comparator
  ) -> Entry {
    entries.value(for: key) {
      let index = comparators.count
      comparators.append(makeComparator(index))
      return Entry(index: index)
    }
  }
}
