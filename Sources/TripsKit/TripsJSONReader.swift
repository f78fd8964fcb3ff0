import Foundation

/// Reads a trips document in one fast pass over its bytes.
///
/// A fast path for the common case, not the authority: it accepts only documents with exactly the
/// keys `schemaVersion` (equal to 1) and `trips`, trips with exactly the eight ``Trip`` keys, plain
/// integers and ISO-8601 dates. It returns `nil` for anything else, valid or not, and the caller then
/// decodes with `JSONDecoder`, which either succeeds or explains the problem. Whatever this reader
/// accepts, `JSONDecoder` decodes to the same trips.
struct TripsJSONReader: JSONByteScanning {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The trips in `data`, or `nil` if the fast path does not apply.
  static func trips(in data: Data) -> [Trip]? {
    data.withUnsafeBytes { raw in
      var reader = TripsJSONReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
      return reader.document()
    }
  }

  private mutating func document() -> [Trip]? {
    guard consume(UInt8(ascii: "{")) else { return nil }
    var version: Int?
    var trips: [Trip]?
    repeat {
      guard let key = key() else { return nil }
      switch key {
      case .schemaVersion where version == nil: version = integer()
      case .trips where trips == nil: trips = tripList()
      default: return nil
      }
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")), version == TripsDocument.schemaVersion else { return nil }
    skipWhitespace()
    return index == bytes.count ? trips : nil
  }

  private mutating func tripList() -> [Trip]? {
    guard consume(UInt8(ascii: "[")) else { return nil }
    var trips: [Trip] = []
    trips.reserveCapacity(bytes.count / 200)
    if consume(UInt8(ascii: "]")) { return trips }
    repeat {
      guard let trip = trip() else { return nil }
      trips.append(trip)
    } while consume(UInt8(ascii: ","))
    return consume(UInt8(ascii: "]")) ? trips : nil
  }

  private mutating func trip() -> Trip? {
    guard consume(UInt8(ascii: "{")) else { return nil }
    var id: Int?
    var city: String?
    var country: String?
    var start: Date?
    var nights: Int?
    var price: Int?
    var imageName: String?
    var isFavorite: Bool?
    repeat {
      guard let key = key() else { return nil }
      switch key {
      case .id where id == nil: id = integer()
      case .city where city == nil: city = string()
      case .country where country == nil: country = string()
      case .start where start == nil: start = date()
      case .nights where nights == nil: nights = integer()
      case .price where price == nil: price = integer()
      case .imageName where imageName == nil: imageName = string()
      case .isFavorite where isFavorite == nil: isFavorite = boolean()
      default: return nil
      }
    } while consume(UInt8(ascii: ","))
    guard consume(UInt8(ascii: "}")), let id, let city, let country, let start, let nights, let price,
      let imageName, let isFavorite
    else { return nil }
    return Trip(
      id: id, city: city, country: country, start: start, nights: nights, price: price,
      imageName: imageName, isFavorite: isFavorite)
  }

  // MARK: - Values

  /// A known object key followed by its colon; `nil` for an unknown key or bad syntax.
  private mutating func key() -> Key? {
    guard let (start, end) = plainString(), consume(UInt8(ascii: ":")) else { return nil }
    return Key(UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  /// A string value; strings with escapes or non-ASCII text take the careful route.
  private mutating func string() -> String? {
    let before = index
    if let (start, end) = plainString() {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    index = before
    return escapedString()
  }

  /// The bounds of a string holding only printable ASCII without escapes; `nil` otherwise.
  private mutating func plainString() -> (Int, Int)? {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index + 1
    var position = start
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        index = position + 1
        return (start, position)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
      position += 1
    }
    return nil
  }

  /// A string with escapes and/or UTF-8 text, validated strictly.
  private mutating func escapedString() -> String? {
    skipWhitespace()
    guard consume(UInt8(ascii: "\"")) else { return nil }
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        let text = String(decoding: utf8, as: UTF8.self)
        // String(decoding:) repairs invalid UTF-8; accept only text that needed no repair.
        return text.utf8.elementsEqual(utf8) ? text : nil
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        if let byte = JSONEscape.byte(for: escape) {
          utf8.append(byte)
        } else if escape == UInt8(ascii: "u"), let scalar = unicodeEscape() {
          UTF8.encode(scalar) { utf8.append($0) }
        } else {
          return nil
        }
      case ..<0x20:
        return nil
      default:
        utf8.append(byte)
      }
    }
    return nil
  }

  /// The scalar of a `\uXXXX` escape (the `\u` already consumed), combining surrogate pairs.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let high = hexQuad() else { return nil }
    if JSONEscape.highSurrogates.contains(high) {
      guard consume(UInt8(ascii: "\\"), skippingWhitespace: false),
        consume(UInt8(ascii: "u"), skippingWhitespace: false),
        let low = hexQuad(), JSONEscape.lowSurrogates.contains(low)
      else { return nil }
      return JSONEscape.scalar(high: high, low: low)
    }
    return Unicode.Scalar(high)
  }

  /// An integer without fraction or exponent that fits in `Int`.
  private mutating func integer() -> Int? {
    skipWhitespace()
    let negative = consume(UInt8(ascii: "-"), skippingWhitespace: false)
    let start = index
    var magnitude: UInt64 = 0
    while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
      guard !overflow1, !overflow2 else { return nil }
      magnitude = sum
      index += 1
    }
    let length = index - start
    guard length > 0, length == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
    if index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
      default: break
      }
    }
    if negative {
      return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
    }
    return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
  }

  private mutating func boolean() -> Bool? {
    skipWhitespace()
    if literal("true") { return true }
    if literal("false") { return false }
    return nil
  }

  private mutating func date() -> Date? {
    guard let (start, end) = plainString() else { return nil }
    return ISO8601Timestamp.date(utf8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  // MARK: - Syntax

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
    index += count
    return true
  }
}

/// The object keys the fast reader knows, matched without creating strings.
private enum Key {
  case schemaVersion, trips, id, city, country, start, nights, price, imageName, isFavorite

  init?(_ name: UnsafeBufferPointer<UInt8>) {
    let candidate: (StaticString, Key)
    switch (name.count, name.first) {
    case (2, _): candidate = ("id", .id)
    case (4, _): candidate = ("city", .city)
    case (5, UInt8(ascii: "p")): candidate = ("price", .price)
    case (5, UInt8(ascii: "s")): candidate = ("start", .start)
    case (5, _): candidate = ("trips", .trips)
    case (6, _): candidate = ("nights", .nights)
    case (7, _): candidate = ("country", .country)
    case (9, _): candidate = ("imageName", .imageName)
    case (10, _): candidate = ("isFavorite", .isFavorite)
    case (13, _): candidate = ("schemaVersion", .schemaVersion)
    default: return nil
    }
    let expected = candidate.0.utf8Start
    for offset in 0..<name.count where name[offset] != expected[offset] { return nil }
    self = candidate.1
  }
}
