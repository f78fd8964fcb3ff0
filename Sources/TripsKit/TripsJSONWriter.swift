import Foundation

/// Writes the trips document as pretty-printed JSON with sorted keys, straight into a byte buffer.
///
/// Hand-written because Foundation's `JSONEncoder` takes most of a second for 100,000 trips on Linux.
/// The output is ordinary JSON that `JSONDecoder` reads back to the same trips.
struct TripsJSONWriter {
  private var cursor: UnsafeMutablePointer<UInt8>

  /// The UTF-8 JSON text for a document with `schemaVersion` and `trips`, ending in a newline.
  static func document(schemaVersion: Int, trips: [Trip]) throws(TripsDocument.EncodingFailure) -> [UInt8] {
    var fields: [ISO8601Timestamp.Fields] = []
    fields.reserveCapacity(trips.count)
    var capacity = 128  // The document's opening and closing lines.
    for (index, trip) in trips.enumerated() {
      guard let dateFields = ISO8601Timestamp.fields(of: trip.start) else {
        throw TripsDocument.EncodingFailure(
          detail: "the start date of trip \(trip.id) (trips[\(index)]) is outside the years 0000 to 9999")
      }
      fields.append(dateFields)
      capacity += maximumLength(of: trip)
    }
    return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      var writer = TripsJSONWriter(cursor: buffer.baseAddress!)
      writer.raw("{\n  \"schemaVersion\" : ")
      writer.integer(schemaVersion)
      writer.raw(",\n  \"trips\" : [")
      for index in trips.indices {
        writer.raw(index == 0 ? "\n    {\n" : ",\n    {\n")
        writer.trip(trips[index], start: fields[index])
        writer.raw("    }")
      }
      writer.raw(trips.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
      count = writer.cursor - buffer.baseAddress!
      precondition(count <= capacity, "TripsJSONWriter overran its buffer")
    }
  }

  /// An upper bound for the bytes ``trip(_:start:)`` and the separators around it write.
  private static func maximumLength(of trip: Trip) -> Int {
    let text = trip.city.utf8.count + trip.country.utf8.count + trip.imageName.utf8.count
    // Keys and layout take about 170 bytes; integers up to 20 each; an escaped byte up to 6.
    return 256 + 3 * 20 + ISO8601Timestamp.maximumLength + 6 * text
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
