import Foundation

/// Works out, after decoding failed, what exactly is wrong with a trips file's bytes.
///
/// Only runs on the failure path, so it may take its time.
enum Diagnosis {
  /// The problem that explains why `data` could not be decoded, failing with `error`.
  ///
  /// - Parameters:
  ///   - error: What ``TripsDocument/decode(_:)`` threw.
  ///   - data: The file's bytes.
  /// - Returns: The problem to report.
  static func kind(of error: TripsDocument.DecodingFailure, in data: Data) -> TripPersistence.Problem.Kind {
    switch error {
    case .schema(.newer(let version)):
      return .newerSchema(found: version, supported: TripsDocument.schemaVersion)
    case .schema(.unknown(let version)):
      return .unknownSchema(found: version)
    case .notTripsDocument(let detail):
      return .notTripsDocument(detail: detail)
    case .invalidTrip(let detail):
      return .invalidTrips(detail: detail)
    case .syntax(let syntax):
      if data.allSatisfy(isWhitespace) { return .emptyFile }
      if data.contains(0) || String(data: data, encoding: .utf8) == nil { return .binaryData }
      if endsInsideValue(data) { return .truncated }
      return .corruptJSON(detail: "\(syntax.message), at \(position(of: syntax.offset, in: data))")
    }
  }

  /// The line and column (both from 1, the column in bytes) of `offset` in `data`.
  private static func position(of offset: Int, in data: Data) -> String {
    let before = data.prefix(offset)
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 - data.startIndex } ?? 0) + 1
    return "line \(line), column \(column)"
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
}
