import Foundation

/// Turns a parsed JSON document into trips, naming the trip and field of anything it cannot take.
struct DocumentReader {
  /// The document's bytes, for the text of values kept or quoted.
  let bytes: UnsafeBufferPointer<UInt8>

  private static let tripKeys: Set<String> = [
    "id", "city", "country", "start", "nights", "price", "imageName", "isFavorite",
  ]

  /// The trips and unknown members of the document `root`.
  ///
  /// - Parameter root: The parsed document.
  /// - Returns: The contents.
  /// - Throws: ``TripsDocument/DecodingFailure`` other than `.syntax`.
  func contents(of root: JSONNode) throws(TripsDocument.DecodingFailure) -> TripsDocument.Contents {
    guard case .object(let members) = root.value else {
      throw .notTripsDocument("it holds \(Self.kindName(root.value)) instead of an object")
    }
    guard let version = members.first(where: { $0.key == "schemaVersion" })?.value else {
      let keys = members.map { "\"\($0.key)\"" }.sorted().prefix(5).joined(separator: ", ")
      throw .notTripsDocument(
        keys.isEmpty ? "it is an empty JSON object" : "it is a JSON object with keys \(keys)")
    }
    switch wholeNumber(version) {
    case .value(let number):
      if number > TripsDocument.schemaVersion { throw .schema(.newer(number)) }
      if number < 1 { throw .schema(.unknown(number)) }
    case .notANumber, .notWhole, .tooLarge:
      throw .notTripsDocument("“schemaVersion” is \(quote(version)), not a whole number")
    }
    guard let list = members.first(where: { $0.key == "trips" })?.value else {
      throw .notTripsDocument("“trips” is missing")
    }
    guard case .array(let elements) = list.value else {
      throw .notTripsDocument("“trips” is \(Self.kindName(list.value)), not a list")
    }
    var contents = TripsDocument.Contents(trips: [])
    contents.trips.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let (trip, extras) = try self.trip(element, at: index)
      contents.trips.append(trip)
      if !extras.isEmpty { contents.extras.trips[trip.id] = extras }
    }
    contents.extras.document = members.filter { $0.key != "schemaVersion" && $0.key != "trips" }.map(raw)
    return contents
  }

  private func trip(_ node: JSONNode, at index: Int) throws(TripsDocument.DecodingFailure)
    -> (Trip, [TripsDocument.RawMember])
  {
    guard case .object(let members) = node.value else {
      throw .invalidTrip("trips[\(index)] is \(Self.kindName(node.value)), not an object")
    }
    var fields: [String: JSONNode] = [:]
    for member in members where Self.tripKeys.contains(member.key) { fields[member.key] = member.value }
    var place = "trips[\(index)]"
    let id = try integer("id", in: fields, at: place)
    place += " (id \(id))"
    let trip = Trip(
      id: id, city: try string("city", in: fields, at: place),
      country: try string("country", in: fields, at: place),
      start: try date("start", in: fields, at: place), nights: try integer("nights", in: fields, at: place),
      price: try integer("price", in: fields, at: place),
      imageName: try string("imageName", in: fields, at: place),
      isFavorite: try boolean("isFavorite", in: fields, at: place))
    return (trip, members.filter { !Self.tripKeys.contains($0.key) }.map(raw))
  }

  // MARK: - Fields

  private func field(_ key: String, in fields: [String: JSONNode], at place: String)
    throws(TripsDocument.DecodingFailure) -> JSONNode
  {
    guard let node = fields[key] else { throw .invalidTrip("\(place): “\(key)” is missing") }
    return node
  }

  private func mismatch(_ node: JSONNode, _ key: String, at place: String, expected: String)
    -> TripsDocument.DecodingFailure
  {
    if case .null = node.value {
      return .invalidTrip("\(place): “\(key)” is null, but should be \(expected)")
    }
    return .invalidTrip("\(place): “\(key)” is \(quote(node)), not \(expected)")
  }

  private func integer(_ key: String, in fields: [String: JSONNode], at place: String)
    throws(TripsDocument.DecodingFailure) -> Int
  {
    let node = try field(key, in: fields, at: place)
    switch wholeNumber(node) {
    case .value(let number): return number
    case .tooLarge: throw .invalidTrip("\(place): “\(key)” is \(quote(node)), larger than this app can hold")
    case .notWhole, .notANumber: throw mismatch(node, key, at: place, expected: "a whole number")
    }
  }

  private func string(_ key: String, in fields: [String: JSONNode], at place: String)
    throws(TripsDocument.DecodingFailure) -> String
  {
    let node = try field(key, in: fields, at: place)
    guard case .string(let text) = node.value else { throw mismatch(node, key, at: place, expected: "text") }
    return text
  }

  private func boolean(_ key: String, in fields: [String: JSONNode], at place: String)
    throws(TripsDocument.DecodingFailure) -> Bool
  {
    let node = try field(key, in: fields, at: place)
    guard case .bool(let value) = node.value else {
      throw mismatch(node, key, at: place, expected: "true or false")
    }
    return value
  }

  private func date(_ key: String, in fields: [String: JSONNode], at place: String)
    throws(TripsDocument.DecodingFailure) -> Date
  {
    let node = try field(key, in: fields, at: place)
    let example = "an ISO-8601 date such as 2026-06-12T12:00:00Z"
    guard case .string(let text) = node.value else { throw mismatch(node, key, at: place, expected: example) }
    switch ISO8601Timestamp.read(text) {
    case .date(let date):
      return date
    case .notATimestamp:
      throw mismatch(node, key, at: place, expected: example)
    case .outsideWritableYears(let year):
      let when = year < 0 ? "before the year 0000" : "in the year \(year)"
      throw .invalidTrip(
        "\(place): “\(key)” is \(quote(node)), which is \(when) in UTC; this app keeps dates in the years 0000 to 9999"
      )
    }
  }

  // MARK: - Numbers and text

  private enum WholeNumber {
    case value(Int)
    case notANumber, notWhole, tooLarge
  }

  /// The integer a JSON number stands for, if it is whole and fits in `Int`: `3`, `3.0` and `0.3e1`
  /// all stand for 3, as JSONDecoder read them.
  private func wholeNumber(_ node: JSONNode) -> WholeNumber {
    guard case .number = node.value else { return .notANumber }
    var digits: [UInt8] = []
    var negative = false
    var fractionDigits = 0
    var exponent = 0
    var position = node.range.lowerBound
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    var inFraction = false
    while position < node.range.upperBound {
      let byte = bytes[position]
      position += 1
      if byte == UInt8(ascii: ".") {
        inFraction = true
      } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[position..<node.range.upperBound]), as: UTF8.self)
        // An exponent too long for Int is far outside anything a trip field can hold.
        guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else { return .tooLarge }
        exponent = value
        break
      } else {
        digits.append(byte - UInt8(ascii: "0"))
        if inFraction { fractionDigits += 1 }
      }
    }
    return Self.wholeNumber(
      digits: digits, scale: exponent.subtractingReportingOverflow(fractionDigits), negative)
  }

  /// `digits × 10^scale`, negated if `negative`, as an `Int`.
  private static func wholeNumber(
    digits: [UInt8], scale: (partialValue: Int, overflow: Bool), _ negative: Bool
  )
    -> WholeNumber
  {
    var digits = digits.drop { $0 == 0 }
    if digits.isEmpty { return .value(0) }
    guard !scale.overflow else { return .tooLarge }
    var scale = scale.partialValue
    while scale < 0, digits.last == 0 {
      digits.removeLast()
      scale += 1
    }
    if scale < 0 { return .notWhole }
    guard digits.count + scale <= 20 else { return .tooLarge }
    var magnitude: UInt64 = 0
    for digit in digits + repeatElement(0, count: scale) {
      let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
      if overflow1 || overflow2 { return .tooLarge }
      magnitude = sum
    }
    if negative {
      return magnitude <= UInt64(Int.max) + 1 ? .value(Int(truncatingIfNeeded: 0 &- magnitude)) : .tooLarge
    }
    return magnitude <= UInt64(Int.max) ? .value(Int(magnitude)) : .tooLarge
  }

  /// A value as a message quotes it: text in quotation marks, anything else as written, shortened.
  private func quote(_ node: JSONNode) -> String {
    if case .string(let text) = node.value {
      return "“\(text.count > 60 ? text.prefix(60) + "…" : Substring(text))”"
    }
    let end = min(node.range.upperBound, node.range.lowerBound + 60)
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[node.range.lowerBound..<end]), as: UTF8.self)
    return end < node.range.upperBound ? text + "…" : text
  }

  private func raw(_ member: JSONMember) -> TripsDocument.RawMember {
    TripsDocument.RawMember(key: member.key, json: Array(bytes[member.value.range]))
  }

  private static func kindName(_ value: JSONNode.Value) -> String {
    switch value {
    case .object: "a JSON object"
    case .array: "a JSON array"
    case .string: "a JSON string"
    case .number: "a JSON number"
    case .bool: "true or false"
    case .null: "JSON null"
    }
  }
}
