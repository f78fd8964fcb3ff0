import Foundation

/// Works out, after decoding failed, what exactly is wrong with a trips file's bytes.
///
/// Only runs on the failure path, so it may take its time.
enum Diagnosis {
  /// The problem that explains why `data` could not be decoded with `error`.
  static func kind(of error: any Error, in data: Data) -> TripPersistence.Problem.Kind {
    if let schema = error as? TripsDocument.SchemaError {
      switch schema {
      case .newer(let version):
        return .newerSchema(found: version, supported: TripsDocument.schemaVersion)
      case .unknown(let version):
        return .unknownSchema(found: version)
      }
    }
    if data.allSatisfy(isWhitespace) { return .emptyFile }
    if data.contains(0) || String(data: data, encoding: .utf8) == nil { return .binaryData }

    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      return endsInsideValue(data) ? .truncated : .corruptJSON(detail: syntaxDetail(error, in: data))
    }
    guard let object = json as? [String: Any] else {
      return .notTripsDocument(detail: "it holds \(describe(json)) instead of an object")
    }
    guard object["schemaVersion"] != nil else {
      let keys = object.keys.sorted().prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
      return .notTripsDocument(
        detail: keys.isEmpty ? "it is an empty JSON object" : "it is a JSON object with keys \(keys)")
    }
    let failingPath = codingPath(of: error)
    let detail = sentenceFragment(decodingDetail(error))
    if failingPath.count >= 2, failingPath[0].stringValue == "trips" {
      return .invalidTrips(detail: detail)
    }
    return .notTripsDocument(detail: detail)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Whether the text stops inside a string, object or array — the signature of a cut-off write.
  private static func endsInsideValue(_ data: Data) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth < 0 { return false }
      default: break
      }
    }
    return inString || depth > 0
  }

  private static func describe(_ json: Any) -> String {
    switch json {
    case is [Any]: "a JSON array"
    case is String: "a JSON string"
    case is NSNull: "JSON null"
    default: "a single JSON value"
    }
  }

  /// The parser's own words about a syntax error, for example where it happened.
  /// The parser's own words about a syntax error, with the line and column of a byte offset it names.
  private static func syntaxDetail(_ error: any Error, in data: Data) -> String {
    let text = sentenceFragment(
      (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
    guard let range = text.range(of: "character "),
      let offset = Int(text[range.upperBound...].prefix { $0.isNumber }), offset <= data.count
    else { return text }
    let before = data.prefix(offset)
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 - data.startIndex } ?? 0) + 1
    return "\(text), at line \(line), column \(column)"
  }

  /// `text` without a trailing period, to sit inside a longer sentence.
  private static func sentenceFragment(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  /// The failing field as a path such as `trips[3].start`, with the decoder's explanation.
  private static func decodingDetail(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    switch decodingError {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)) is not \(typeName(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is null, but should be \(typeName(type))"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(decodingError)"
    }
  }

  /// The coding path of the value that failed to decode, including a missing key.
  private static func codingPath(of error: any Error) -> [any CodingKey] {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context): context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      context.codingPath
    default: []
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "a whole number"
    case is Bool.Type: "true or false"
    case is Date.Type: "a date"
    default: "\(type)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    var result = ""
    for key in keys {
      if let index = key.intValue {
        result += "[\(index)]"
      } else {
        result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return result.isEmpty ? "the document" : result
  }
}
