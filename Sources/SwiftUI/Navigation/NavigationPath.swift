/// A type-erased list of the values pushed on a `NavigationStack`, which may be of different types.
///
/// Values appended through the `Codable` overloads can be saved: `codable` gives a representation to
/// encode (for example as JSON), and `init(_:)` rebuilds the same path, so the stack shows the same
/// screens after a relaunch.
public struct NavigationPath: Equatable {
  struct Item: Equatable {
    var value: AnyHashable
    /// The type's mangled name and the value as JSON, when the value was appended as `Codable`.
    var encoded: (type: String, json: String)?

    static func == (lhs: Item, rhs: Item) -> Bool { lhs.value == rhs.value }
  }

  var items: [Item] = []

  /// An empty path.
  public init() {}

  /// A path of hashable values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    for element in elements { append(element) }
  }

  /// A path of codable values, which can be saved.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    for element in elements { append(element) }
  }

  /// Rebuilds a saved path.
  public init(_ codable: CodableRepresentation) {
    for entry in codable.entries {
      if let value = CodableRepresentation.decode(typeName: entry.type, json: entry.json) {
        items.append(Item(value: value, encoded: (entry.type, entry.json)))
      }
    }
  }

  /// The number of values.
  public var count: Int { items.count }

  /// Whether the path is empty, showing the stack's root.
  public var isEmpty: Bool { items.isEmpty }

  /// Appends a value: the stack pushes its destination.
  public mutating func append<V: Hashable>(_ value: V) {
    items.append(Item(value: AnyHashable(value), encoded: nil))
  }

  /// Appends a codable value: the stack pushes its destination, and the path stays saveable.
  public mutating func append<V: Hashable & Codable>(_ value: V) {
    let json = (try? JSONEncoder().encode(value)).flatMap { String(data: $0, encoding: .utf8) }
    items.append(
      Item(value: AnyHashable(value), encoded: json.map { (_mangledTypeName(V.self) ?? "\(V.self)", $0) }))
  }

  /// Removes the last `k` values: the stack pops that many screens.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= count, "Can't remove more items from a collection than it contains")
    items.removeLast(k)
  }

  /// A saveable form of the path, or nil if a value was not appended as `Codable`.
  public var codable: CodableRepresentation? {
    var entries: [CodableRepresentation.Entry] = []
    for item in items {
      guard let encoded = item.encoded else { return nil }
      entries.append(.init(type: encoded.type, json: encoded.json))
    }
    return CodableRepresentation(entries: entries)
  }

  var values: [AnyHashable] { items.map(\.value) }

  /// A path in a form that can be encoded and decoded.
  public struct CodableRepresentation: Codable, Equatable {
    struct Entry: Codable, Equatable {
      var type: String
      var json: String
    }

    var entries: [Entry]

    init(entries: [Entry]) {
      self.entries = entries
    }

    /// Decodes a representation; a type this program does not know fails with a clear error.
    public init(from decoder: Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var entries: [Entry] = []
      while !container.isAtEnd {
        let type = try container.decode(String.self)
        let json = try container.decode(String.self)
        guard Self.decode(typeName: type, json: json) != nil else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "NavigationPath: cannot decode a value of type \(type)")
        }
        entries.append(Entry(type: type, json: json))
      }
      self.entries = entries
    }

    /// Encodes the representation as a flat list of type names and JSON values.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.unkeyedContainer()
      for entry in entries {
        try container.encode(entry.type)
        try container.encode(entry.json)
      }
    }

    static func decode(typeName: String, json: String) -> AnyHashable? {
      guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else { return nil }
      func open<T: Decodable & Hashable>(_ type: T.Type) -> AnyHashable? {
        guard let value = try? JSONDecoder().decode(T.self, from: Data(json.utf8)) else { return nil }
        return AnyHashable(value)
      }
      return open(type)
    }
  }
}
