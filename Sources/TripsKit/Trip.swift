import Foundation

/// One planned trip: where, when, for how long and for how much.
///
/// A value like any struct: a copy changed leaves the others as they were. Its properties are held
/// in one shared object that a change copies first while another trip shares it (as `Array` and
/// `String` hold theirs), so that an array of trips holds a reference a trip: removing the first of
/// 100,000 trips moves the 800 KB of references after it, where 88 bytes a trip moved 8.8 MB (some
/// 825,000 instructions, most of an interaction's budget), and copying a trip retains one object.
public struct Trip: Identifiable, Hashable, Codable, Sendable {
  private var storage: Storage

  /// A stable identifier, unique within a ``TripStore``.
  public var id: Int {
    get { storage.properties.id }
    set { writable.properties.id = newValue }
  }
  /// The destination city, for example "Seattle".
  public var city: String {
    get { storage.properties.city }
    set { writable.properties.city = newValue }
  }
  /// The destination country, for example "United States".
  public var country: String {
    get { storage.properties.country }
    set { writable.properties.country = newValue }
  }
  /// The day the trip starts.
  ///
  /// Sample and draft dates are at 12:00 UTC, so the calendar day is the same in every time zone
  /// from UTC-11 to UTC+11. The trips file stores dates with millisecond precision.
  public var start: Date {
    get { storage.properties.start }
    set { writable.properties.start = newValue }
  }
  /// How many nights the trip lasts.
  public var nights: Int {
    get { storage.properties.nights }
    set { writable.properties.nights = newValue }
  }
  /// The price in whole US dollars.
  public var price: Int {
    get { storage.properties.price }
    set { writable.properties.price = newValue }
  }
  /// The name of the picture shown for the trip (an asset catalog name in the app).
  public var imageName: String {
    get { storage.properties.imageName }
    set { writable.properties.imageName = newValue }
  }
  /// Whether the user marked the trip as a favorite.
  public var isFavorite: Bool {
    get { storage.properties.isFavorite }
    set { writable.properties.isFavorite = newValue }
  }

  /// Creates a trip from all of its properties.
  public init(
    id: Int,
    city: String,
    country: String,
    start: Date,
    nights: Int,
    price: Int,
    imageName: String,
    isFavorite: Bool = false
  ) {
    storage = Storage(
      Properties(
        id: id, city: city, country: country, start: start, nights: nights, price: price,
        imageName: imageName, isFavorite: isFavorite))
  }

  /// The storage, this trip's own: copied first when another trip shares it.
  private var writable: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.properties) }
      return storage
    }
  }

  /// Two trips are equal when every property is; copies that share their storage are, at once.
  public static func == (lhs: Trip, rhs: Trip) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.properties == rhs.storage.properties
  }

  public func hash(into hasher: inout Hasher) {
    storage.properties.hash(into: &hasher)
  }

  /// Decodes a trip, every property required, under its own name.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a property is missing or of another type.
  public init(from decoder: any Decoder) throws {
    storage = Storage(try Properties(from: decoder))
  }

  /// Encodes every property under its own name, in declaration order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    try storage.properties.encode(to: encoder)
  }
}

extension Trip {
  /// The stored properties, whose synthesized equality, hashing and coding are the trip's.
  private struct Properties: Hashable, Codable, Sendable {
    var id: Int
    var city: String
    var country: String
    var start: Date
    var nights: Int
    var price: Int
    var imageName: String
    var isFavorite: Bool
  }

  /// The properties one or more copies of a trip share. Written only through a trip that holds the
  /// sole reference, so storage that another trip (on any thread) can see is never written: hence
  /// `@unchecked Sendable`.
  private final class Storage: @unchecked Sendable {
    var properties: Properties

    init(_ properties: Properties) {
      self.properties = properties
    }
  }
}

// Printed and dumped as a struct of its stored properties: `Trip(id: 1, city: "Seattle", …)`.
extension Trip: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, children: Mirror(reflecting: storage.properties).children, displayStyle: .struct)
  }
}
