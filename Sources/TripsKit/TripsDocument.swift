import Foundation

/// The on-disk JSON document: `{"schemaVersion": 1, "trips": [...]}`, pretty-printed with sorted keys
/// and ISO-8601 dates (see ``ISO8601Timestamp``), plus any members other programs added, kept as
/// they wrote them.
enum TripsDocument {
  /// The schema version this library writes and reads.
  static let schemaVersion = 1

  /// What a trips file holds: the trips, and what this app does not understand but must keep.
  struct Contents: Hashable, Sendable {
    /// The trips, in file order.
    var trips: [Trip]
    /// Members this app does not know, at the document level and per trip.
    var extras = Extras()
  }

  /// Object members this app does not know, kept as their JSON text so that saving writes them back.
  struct Extras: Hashable, Sendable {
    /// Members of the document object other than `schemaVersion` and `trips`.
    var document: [RawMember] = []
    /// Members of trip objects other than the eight ``Trip`` fields, by trip identifier.
    var trips: [Int: [RawMember]] = [:]
  }

  /// A member's key and its value's JSON text, exactly as read.
  struct RawMember: Hashable, Sendable {
    /// The decoded key.
    let key: String
    /// The value's UTF-8 JSON text.
    let json: [UInt8]
  }

  /// Why a syntactically fine JSON document cannot be read as trips.
  enum SchemaError: Error {
    /// The document's schema version is newer than ``TripsDocument/schemaVersion``.
    case newer(Int)
    /// The document's schema version is below 1, which no version of the app wrote.
    case unknown(Int)
  }

  /// Why a file's bytes are not a trips document this app can read.
  enum DecodingFailure: Error {
    /// The text is not valid JSON.
    case syntax(JSONSyntaxError)
    /// The schema version is one this app does not read.
    case schema(SchemaError)
    /// Valid JSON, but not a trips document; the text says what it is instead.
    case notTripsDocument(String)
    /// A trip is malformed; the text names the trip and the field.
    case invalidTrip(String)
  }

  /// Why trips could not be written as JSON.
  struct EncodingFailure: Error {
    /// What could not be written, for an error message.
    let detail: String
  }

  /// The UTF-8 JSON bytes for `contents`.
  ///
  /// - Parameter contents: The trips and the members to keep.
  /// - Returns: The document's bytes, ending in a newline.
  /// - Throws: ``EncodingFailure`` for a trip the format cannot hold, such as a date past 9999.
  static func encode(_ contents: Contents) throws(EncodingFailure) -> [UInt8] {
    try TripsJSONWriter.document(schemaVersion: schemaVersion, contents: contents)
  }

  /// The contents of a trips file.
  ///
  /// Tries the fast ``TripsJSONReader`` first; documents it declines (extra keys, numbers like `1.0`,
  /// errors) are read by the strict parser, which also explains failures.
  ///
  /// - Parameter data: The file's bytes.
  /// - Returns: The trips, and the members to keep.
  /// - Throws: ``DecodingFailure`` saying what is wrong and where.
  static func decode(_ data: Data) throws(DecodingFailure) -> Contents {
    if let trips = TripsJSONReader.trips(in: data) { return Contents(trips: trips) }
    let result = data.withUnsafeBytes { raw in
      Result { () throws(DecodingFailure) in try decodeStrictly(raw.assumingMemoryBound(to: UInt8.self)) }
    }
    return try result.get()
  }

  /// The contents of the document in `bytes`, read by the strict parser.
  private static func decodeStrictly(_ bytes: UnsafeBufferPointer<UInt8>) throws(DecodingFailure) -> Contents
  {
    let root: JSONNode
    do {
      root = try StrictJSONParser.parse(bytes)
    } catch {
      throw .syntax(error)
    }
    return try DocumentReader(bytes: bytes).contents(of: root)
  }
}
