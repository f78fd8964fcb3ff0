import Foundation

/// Writes the trips document as pretty-printed JSON with sorted keys, straight into a byte buffer.
///
/// Hand-written because Foundation's `JSONEncoder` takes most of a second for 100,000 trips on Linux.
/// The output is ordinary JSON that `JSONDecoder` reads back to the same trips.
struct TripsJSONWriter {
  private var cursor: UnsafeMutablePointer<UInt8>

  /// The UTF-8 JSON text for a document with `schemaVersion` and `contents`, ending in a newline.
  ///
  /// Members other programs added (``TripsDocument/Extras``) are written in sorted-key order among the
  /// known ones, their values exactly as they were read.
  static func document(schemaVersion: Int, contents: TripsDocument.Contents) throws(TripsDocument
    .EncodingFailure)
    -> [UInt8]
  {
    let trips = contents.trips
    var fields: [ISO8601Timestamp.Fields] = []
    fields.reserveCapacity(trips.count)
    var capacity = 128 + maximumLength(of: contents.extras.document)  // The document's own lines.
    let hasTripExtras = !contents.extras.trips.isEmpty  // Spares 100,000 look-ups in the common case.
    for (index, trip) in trips.enumerated() {
      guard let dateFields = ISO8601Timestamp.fields(of: trip.start) else {
        throw TripsDocument.EncodingFailure(
          detail: "the start date of trip \(trip.id) (trips[\(index)]) is outside the years 0000 to 9999")
      }
      fields.append(dateFields)
      capacity += maximumLength(of: trip)
      if hasTripExtras { capacity += maximumLength(of: contents.extras.trips[trip.id] ?? []) }
    }
    return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      var writer = TripsJSONWriter(cursor: buffer.baseAddress!)
      writer.documentMembers(schemaVersion: schemaVersion, contents: contents, fields: fields)
      count = writer.cursor - buffer.baseAddress!
      precondition(count <= capacity, "TripsJSONWriter overran its buffer")
    }
  }

  private mutating func documentMembers(
    schemaVersion: Int, contents: TripsDocument.Contents, fields: [ISO8601Timestamp.Fields]
  ) {
    let hasTripExtras = !contents.extras.trips.isEmpty
    let extras = contents.extras.document.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    var pending = extras[...]
    raw("{\n")
    // The known keys in order, each preceded by the extra keys that sort before it.
    for known in ["schemaVersion", "trips"] {
      while let extra = pending.first, extra.key.utf8.lexicographicallyPrecedes(known.utf8) {
        member(extra, indent: 2)
        raw(",\n")
        pending.removeFirst()
      }
      if known == "schemaVersion" {
        raw("  \"schemaVersion\" : ")
        integer(schemaVersion)
        raw(",\n")
      }
    }
    raw("  \"trips\" : [")
    for index in contents.trips.indices {
      raw(index == 0 ? "\n    {\n" : ",\n    {\n")
      let trip = contents.trips[index]
      if hasTripExtras, let tripExtras = contents.extras.trips[trip.id], !tripExtras.isEmpty {
        tripWithExtras(trip, start: fields[index], extras: tripExtras)
      } else {
        self.trip(trip, start: fields[index])
      }
      raw("    }")
    }
    raw(contents.trips.isEmpty ? "]" : "\n  ]")
    for extra in pending {
      raw(",\n")
      member(extra, indent: 2)
    }
    raw("\n}\n")
  }

  /// An upper bound for the bytes ``trip(_:start:)`` and the separators around it write.
  private static func maximumLength(of trip: Trip) -> Int {
    let text = trip.city.utf8.count + trip.country.utf8.count + trip.imageName.utf8.count
    // Keys and layout take about 170 bytes; integers up to 20 each; an escaped byte up to 6.
    return 256 + 3 * 20 + ISO8601Timestamp.maximumLength + 6 * text
  }

  /// An upper bound for the bytes the members `extras` take, with their separators and indentation.
  private static func maximumLength(of extras: [TripsDocument.RawMember]) -> Int {
    extras.reduce(0) { $0 + 16 + 6 * $1.key.utf8.count + $1.json.count }
  }

  /// One kept member, `"key" : value`, without a separator.
  private mutating func member(_ member: TripsDocument.RawMember, indent: Int) {
    for _ in 0..<indent { byte(UInt8(ascii: " ")) }
    string(member.key)
    raw(" : ")
    member.json.withUnsafeBufferPointer { json in
      if let source = json.baseAddress {
        cursor.update(from: source, count: json.count)
        cursor += json.count
      }
    }
  }

  /// A trip with kept members: each known field and kept member in sorted-key order.
  private mutating func tripWithExtras(
    _ trip: Trip, start: ISO8601Timestamp.Fields, extras: [TripsDocument.RawMember]
  ) {
    enum Item {
      case known(String)
      case kept(TripsDocument.RawMember)

      var key: String {
        switch self {
        case .known(let key): key
        case .kept(let member): member.key
        }
      }
    }
    let known = ["city", "country", "id", "imageName", "isFavorite", "nights", "price", "start"]
    let items = (known.map(Item.known) + extras.map(Item.kept)).sorted {
      $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
    }
    for (index, item) in items.enumerated() {
      if index > 0 { raw(",\n") }
      switch item {
      case .kept(let member): self.member(member, indent: 6)
      case .known(let key): field(key, of: trip, start: start)
      }
    }
    raw("\n")
  }

  /// One known field of `trip`, indented, without a separator.
  private mutating func field(_ key: String, of trip: Trip, start: ISO8601Timestamp.Fields) {
    raw("      ")
    string(key)
    raw(" : ")
    switch key {
    case "city": string(trip.city)
    case "country": string(trip.country)
    case "id": integer(trip.id)
    case "imageName": string(trip.imageName)
    case "isFavorite": raw(trip.isFavorite ? "true" : "false")
    case "nights": integer(trip.nights)
    case "price": integer(trip.price)
    default:
      byte(UInt8(ascii: "\""))
      cursor += ISO8601Timestamp.write(start, to: cursor)
      byte(UInt8(ascii: "\""))
    }
  }

  private mutating func trip(_ trip: Trip, start: ISO8601Timestamp.Fields) {
    raw("      \"city\" : ")
    string(trip.city)
    raw(",\n      \"country\" : ")
    string(trip.country)
    raw(",\n      \"id\" : ")
    integer(trip.id)
    raw(",\n      \"imageName\" : ")
    string(trip.imageName)
    raw(",\n      \"isFavorite\" : ")
    raw(trip.isFavorite ? "true" : "false")
    raw(",\n      \"nights\" : ")
    integer(trip.nights)
    raw(",\n      \"price\" : ")
    integer(trip.price)
    raw(",\n      \"start\" : \"")
    cursor += ISO8601Timestamp.write(start, to: cursor)
    raw("\"\n")
  }

  private mutating func byte(_ value: UInt8) {
    cursor.pointee = value
    cursor += 1
  }

  private mutating func raw(_ text: StaticString) {
    let count = text.utf8CodeUnitCount
    cursor.update(from: text.utf8Start, count: count)
    cursor += count
  }

  private mutating func integer(_ value: Int) {
    if value < 0 { byte(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 1
    var scan = magnitude
    while scan >= 10 {
      scan /= 10
      digits += 1
    }
    for position in stride(from: digits - 1, through: 0, by: -1) {
      cursor[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    }
    cursor += digits
  }

  private mutating func string(_ text: String) {
    byte(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      if utf8.contains(where: Self.needsEscape) {
        for value in utf8 { escaped(value) }
      } else if let source = utf8.baseAddress {
        cursor.update(from: source, count: utf8.count)
        cursor += utf8.count
      }
    }
    byte(UInt8(ascii: "\""))
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private mutating func escaped(_ value: UInt8) {
    switch value {
    case UInt8(ascii: "\""): raw("\\\"")
    case UInt8(ascii: "\\"): raw("\\\\")
    case 0x0A: raw("\\n")
    case 0x0D: raw("\\r")
    case 0x09: raw("\\t")
    case 0x08: raw("\\b")
    case 0x0C: raw("\\f")
    case ..<0x20:
      let hex: StaticString = "0123456789abcdef"
      raw("\\u00")
      byte(hex.utf8Start[Int(value >> 4)])
      byte(hex.utf8Start[Int(value & 0xF)])
    default:
      byte(value)
    }
  }
}
