import Foundation

/// The on-disk JSON document: `{"schemaVersion": 1, "trips": [...]}`, pretty-printed with sorted keys
/// and ISO-8601 dates (see ``ISO8601Timestamp``).
enum TripsDocument {
  /// The schema version this library writes and reads.
  static let schemaVersion = 1

  /// Why a syntactically fine JSON document cannot be read as trips.
  enum SchemaError: Error {
    /// The document's schema version is newer than ``TripsDocument/schemaVersion``.
    case newer(Int)
    /// The document's schema version is below 1, which no version of the app wrote.
    case unknown(Int)
  }

  /// Why trips could not be written as JSON.
  struct EncodingFailure: Error {
    /// What could not be written, for an error message.
    let detail: String
  }

  /// The UTF-8 JSON bytes for `trips`.
  static func encode(_ trips: [Trip]) throws(EncodingFailure) -> [UInt8] {
    try TripsJSONWriter.document(schemaVersion: schemaVersion, trips: trips)
  }

  /// The trips in `data`; throws ``SchemaError`` or a `DecodingError`.
  ///
  /// Tries the fast ``TripsJSONReader`` first and falls back to `JSONDecoder`, which also reads
  /// documents the fast path declines (extra keys, numbers like `1.0`, ...) and explains failures.
  static func decode(_ data: Data) throws -> [Trip] {
    if let trips = TripsJSONReader.trips(in: data) { return trips }
    return try decodeWithFoundation(data)
  }

  /// The trips in `data`, decoded by Foundation's `JSONDecoder` only.
  static func decodeWithFoundation(_ data: Data) throws -> [Trip] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = ISO8601Timestamp.date(from: text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not an ISO-8601 date such as 2026-06-12T12:00:00Z."
        )
      }
      return date
    }
    return try decoder.decode(Decoded.self, from: data).trips
  }

  private struct Decoded: Decodable {
    let trips: [Trip]

    private enum CodingKeys: String, CodingKey {
      case schemaVersion, trips
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let version = try container.decode(Int.self, forKey: .schemaVersion)
      if version > TripsDocument.schemaVersion { throw SchemaError.newer(version) }
      if version < 1 { throw SchemaError.unknown(version) }
      trips = try container.decode([Trip].self, forKey: .trips)
    }
  }
}
