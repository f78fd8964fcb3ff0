import Foundation

/// One planned trip: where, when, for how long and for how much.
///
/// A value like any struct: a copy changed leaves the others as they were. Its properties are held
/// in one shared object that a change copies first while another trip shares it (as `Array` and
/// `String` hold theirs), so that an array of trips holds a reference a trip: removing one of
/// 100,000 trips moves the 800 KB of references after it, where 88 bytes a trip moved 8.8 MB (some
/// 825,000 instructions, a whole interaction's budget), and copying a trip retains one object.
public struct Trip: Identifiable, Hashable, Codable, Sendable {
  private var storage: Storage

  /// A stable identifier, unique within a ``TripStore``.
  public var id: Int {
    get { storage.id }
    set { writable.id = newValue }
  }
  /// The destination city, for example "Seattle".
  public var city: String {
    get { storage.city }
    set { writable.city = newValue }
  }
  /// The destination country, for example "United States".
  public var country: String {
    get { storage.country }
    set { writable.country = newValue }
  }
  /// The day the trip starts.
  ///
  /// Sample and draft dates are at 12:00 UTC, so the calendar day is the same in every time zone
  /// from UTC-11 to UTC+11. The trips file stores dates with millisecond precision.
  public var start: Date {
    get { storage.start }
    set { writable.start = newValue }
  }
  /// How many nights the trip lasts.
  public var nights: Int {
    get { storage.nights }
    set { writable.nights = newValue }
  }
  /// The price in whole US dollars.
  public var price: Int {
    get { storage.price }
    set { writable.price = newValue }
  }
  /// The name of the picture shown for the trip (an asset catalog name in the app).
  public var imageName: String {
    get { storage.imageName }
    set { writable.imageName = newValue }
  }
  /// Whether the user marked the trip as a favorite.
  public var isFavorite: Bool {
    get { storage.isFavorite }
    set { writable.isFavorite = newValue }
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
      id: id, city: city, country: country, start: start, nights: nights, price: price,
      imageName: imageName, isFavorite: isFavorite)
  }

  /// The storage, this trip's own: copied first when another trip shares it.
  private var writable: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  /// Two trips are equal when every property is; copies that share their storage are, at once.
  public static func == (lhs: Trip, rhs: Trip) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.hasSameProperties(as: rhs.storage)
  }

  public func hash(into hasher: inout Hasher) {
    storage.hash(into: &hasher)
  }
}

extension Trip {
  /// A trip's properties. Written only through a trip that holds the sole reference, so a storage
  /// another trip (on any thread) can see is never written: hence `@unchecked Sendable`.
  private final class Storage: @unchecked Sendable {
    var id: Int
    var city: String
    var country: String
    var start: Date
    var nights: Int
    var price: Int
    var imageName: String
    var isFavorite: Bool

    init(
      id: Int, city: String, country: String, start: Date, nights: Int, price: Int, imageName: String,
      isFavorite: Bool
    ) {
      self.id = id
      self.city = city
      self.country = country
      self.start = start
      self.nights = nights
      self.price = price
      self.imageName = imageName
      self.isFavorite = isFavorite
    }

    func copy() -> Storage {
      Storage(
        id: id, city: city, country: country, start: start, nights: nights, price: price,
        imageName: imageName, isFavorite: isFavorite)
    }

    func hasSameProperties(as other: Storage) -> Bool {
      id == other.id && city == other.city && country == other.country && start == other.start
        && nights == other.nights && price == other.price && imageName == other.imageName
        && isFavorite == other.isFavorite
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(city)
      hasher.combine(country)
      hasher.combine(start)
      hasher.combine(nights)
      hasher.combine(price)
      hasher.combine(imageName)
      hasher.combine(isFavorite)
    }
  }
}

// The coding keys, decoding and encoding a struct of these stored properties would synthesize: every
// key required, each encoded in declaration order.
extension Trip {
  private enum CodingKeys: String, CodingKey {
    case id, city, country, start, nights, price, imageName, isFavorite
  }

  /// Decodes a trip, every property required, as the synthesized conformance of its properties does.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a property is missing or of another type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(Int.self, forKey: .id),
      city: try container.decode(String.self, forKey: .city),
      country: try container.decode(String.self, forKey: .country),
      start: try container.decode(Date.self, forKey: .start),
      nights: try container.decode(Int.self, forKey: .nights),
      price: try container.decode(Int.self, forKey: .price),
      imageName: try container.decode(String.self, forKey: .imageName),
      isFavorite: try container.decode(Bool.self, forKey: .isFavorite))
  }

  /// Encodes every property, in declaration order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(city, forKey: .city)
    try container.encode(country, forKey: .country)
    try container.encode(start, forKey: .start)
    try container.encode(nights, forKey: .nights)
    try container.encode(price, forKey: .price)
    try container.encode(imageName, forKey: .imageName)
    try container.encode(isFavorite, forKey: .isFavorite)
  }
}

// Printed and dumped as a struct of these stored properties would be: `Trip(id: 1, city: …)`.
extension Trip: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": id, "city": city, "country": country, "start": start, "nights": nights, "price": price,
        "imageName": imageName, "isFavorite": isFavorite,
      ], displayStyle: .struct)
  }
}
