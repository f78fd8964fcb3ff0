import Foundation
import TripsKit

/// A trip's city and country as search compares them: canonically composed and lowercased, in UTF-8.
/// Folding once per trip and comparing bytes replaces `localizedCaseInsensitiveContains`, which on
/// Linux made a locale for every comparison (95% of a keystroke among 100,000 trips).
struct TripSearchKey {
  let city: [UInt8]
  let country: [UInt8]
  /// The byte values the city and the country hold: a trip without every byte of a query is passed
  /// over without its texts being searched, as most trips are on a first keystroke.
  let bytes: ByteSet

  init(_ trip: Trip) {
    city = Self.fold(trip.city)
    country = Self.fold(trip.country)
    var bytes = ByteSet(city)
    bytes.formUnion(ByteSet(country))
    self.bytes = bytes
  }

  /// The byte values of a trip's folded city and country, found without keeping the texts: ASCII
  /// is read where it lies, other text folded.
  static func bytes(of trip: Trip) -> ByteSet {
    var bytes = byteSet(of: trip.city)
    bytes.formUnion(byteSet(of: trip.country))
    return bytes
  }

  private static func byteSet(of text: String) -> ByteSet {
    let ascii = text.utf8.withContiguousStorageIfAvailable { text -> ByteSet? in
      var bytes = ByteSet()
      for byte in text {
        guard byte < 0x80 else { return nil }
        bytes.insert(byte.asciiLowercased)
      }
      return bytes
    }
    return (ascii ?? nil) ?? ByteSet(fold(text))
  }

  /// A text composed and lowercased, as bytes.
  static func fold(_ text: some StringProtocol) -> [UInt8] {
    // ASCII is its own canonical composition, lowercased letter by letter, over the text's bytes
    // where it holds them together (the first keystroke after a change folds every trip's city
    // and country). Only other text goes through Foundation's composition, whose first use builds
    // its tables.
    let ascii =
      text.utf8.withContiguousStorageIfAvailable(foldedASCII)
      ?? Array(text.utf8).withUnsafeBufferPointer(foldedASCII)
    return ascii ?? Array(String(text).precomposedStringWithCanonicalMapping.lowercased().utf8)
  }

  /// ASCII bytes lowercased, or nil for bytes that are not all ASCII.
  private static func foldedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    for byte in bytes where byte >= 0x80 { return nil }
    return bytes.map(\.asciiLowercased)
  }

  /// Whether the city or the country contains a folded query.
  func matches(_ query: [UInt8]) -> Bool {
    bytes.contains(ByteSet(query)) && query.withUnsafeBufferPointer(matches)
  }

  /// Whether the city or the country contains a folded query held in a buffer, its bytes not looked
  /// at first. Over buffers: a keystroke may test every trip, and checked array reads cost more
  /// than the comparison (100,000 trips).
  func matches(_ query: UnsafeBufferPointer<UInt8>) -> Bool {
    city.withUnsafeBufferPointer { Self.contains($0, query) }
      || country.withUnsafeBufferPointer { Self.contains($0, query) }
  }

  private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let first = query.first else { return true }
    guard query.count <= text.count, let base = text.baseAddress, let rest = query.baseAddress
    else { return false }
    // Each place the first byte occurs, found by `memchr` a vector at a time, then the rest compared.
    let lastStart = text.count - query.count
    var start = 0
    while start <= lastStart {
      guard let found = memchr(base + start, Int32(first), lastStart - start + 1) else { return false }
      let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      if query.count == 1 || memcmp(base + offset + 1, rest + 1, query.count - 1) == 0 { return true }
      start = offset + 1
    }
    return false
  }
}

/// A set of byte values, one bit each: which bytes a text holds.
struct ByteSet: Sequence {
  private var low: UInt64 = 0
  private var midLow: UInt64 = 0
  private var midHigh: UInt64 = 0
  private var high: UInt64 = 0

  /// No byte.
  init() {}

  /// The bytes of a text.
  init(_ bytes: [UInt8]) {
    for byte in bytes { insert(byte) }
  }

  /// The 64 bits of the bytes from `part * 64`.
  private subscript(part: Int) -> UInt64 {
    get {
      switch part {
      case 0: low
      case 1: midLow
      case 2: midHigh
      default: high
      }
    }
    set {
      switch part {
      case 0: low = newValue
      case 1: midLow = newValue
      case 2: midHigh = newValue
      default: high = newValue
      }
    }
  }

  /// Adds a byte.
  mutating func insert(_ byte: UInt8) {
    self[Int(byte >> 6)] |= 1 << UInt64(byte & 63)
  }

  /// Takes a byte out.
  mutating func remove(_ byte: UInt8) {
    self[Int(byte >> 6)] &= ~(1 << UInt64(byte & 63))
  }

  /// Whether the set holds a byte.
  func contains(_ byte: UInt8) -> Bool {
    self[Int(byte >> 6)] & 1 << UInt64(byte & 63) != 0
  }

  /// Adds the bytes of another set.
  mutating func formUnion(_ other: ByteSet) {
    low |= other.low
    midLow |= other.midLow
    midHigh |= other.midHigh
    high |= other.high
  }

  /// Whether every byte of another set is in this one.
  func contains(_ other: ByteSet) -> Bool {
    low & other.low == other.low && midLow & other.midLow == other.midLow
      && midHigh & other.midHigh == other.midHigh && high & other.high == other.high
  }

  /// The bytes of a set, from the lowest.
  struct Iterator: IteratorProtocol {
    fileprivate var rest: ByteSet
    fileprivate var part = 0

    mutating func next() -> UInt8? {
      while part < 4 {
        let bits = rest[part]
        if bits != 0 {
          rest[part] = bits & (bits - 1)
          return UInt8(part * 64 + bits.trailingZeroBitCount)
        }
        part += 1
      }
      return nil
    }
  }

  func makeIterator() -> Iterator { Iterator(rest: self) }
}

/// The store's trips as search sees them: each trip's folded bytes (and its folded texts once a
/// query reads them), and the trips by the bytes they hold, so that a keystroke whose query has a rare byte looks at the few trips holding it
/// rather than at every trip (among 100,000 trips, 1.5 M instructions to pass over the others).
///
/// Made for one revision of the trips, it follows an edit or a removal instead of being made again.
/// Positions are kept as the trips had them when it was made (first positions) and read through a
/// ``RemovalLog``, as the store keeps its own order: a deletion logs its positions rather than moving
/// every entry after them. An edited trip is listed under its new bytes and stays under its old
/// ones: every candidate is checked against its bytes now, and a stale entry finds nothing.
struct TripSearch {
  /// The revision of the store's trips this is up to date with.
  private(set) var revision: Int
  /// The number of trips now.
  private(set) var count: Int
  /// Each trip's folded bytes, by first position: what the lists are made from, and what a
  /// candidate is checked against first.
  private var bytes: [ByteSet]
  /// Each trip's key, by first position, made when a query first reads the trip's texts: the
  /// first keystroke after a change finds every trip's bytes, not its folded texts.
  private var keys: [TripSearchKey?]
  /// For each byte value, the first positions of the trips that hold it (or held it), ascending
  /// unless the byte is in `unsorted`; made when a query first holds the byte, so that the first
  /// keystroke after a change costs a pass over the trips' bytes for each of its own rather than
  /// listing every byte of every trip.
  private var postings = [[Int32]?](repeating: nil, count: 256)
  /// The bytes whose lists an edit appended to: sorted, and cleared of repeats, when next read.
  private var unsorted = ByteSet()
  private var log = RemovalLog()

  /// The search of `trips` as of the store's `revision`.
  init(_ trips: [Trip], revision: Int) {
    self.revision = revision
    count = trips.count
    bytes = trips.map(TripSearchKey.bytes(of:))
    keys = [TripSearchKey?](repeating: nil, count: trips.count)
  }

  /// The trip at `position` was replaced, and its key is now `key`.
  mutating func replace(at position: Int, with key: TripSearchKey, revision: Int) {
    let first = log.first(position)
    let old = bytes[first]
    keys[first] = key
    bytes[first] = key.bytes
    for byte in key.bytes where !old.contains(byte) && postings[Int(byte)] != nil {
      postings[Int(byte)]?.append(Int32(first))
      unsorted.insert(byte)
    }
    self.revision = revision
  }

  /// The trips at `positions` (before the removal, ascending) were removed.
  mutating func remove(_ positions: [Int], revision: Int) {
    log.remove(positions)
    count -= positions.count
    self.revision = revision
  }

  /// The positions now of the trips whose city or country holds a folded query, in start order.
  ///
  /// - Parameters:
  ///   - query: A folded, non-empty query.
  ///   - trips: The store's trips now, whose starts order the matches.
  ///   - order: The positions in start order, asked for when the query's rarest byte is common.
  /// - Returns: The matching positions, earliest start first.
  mutating func matching(_ query: [UInt8], in trips: [Trip], order: () -> [Int]) -> [Int] {
    let needed = ByteSet(query)
    var rarest: [Int32]?
    for byte in needed {
      let listed = entries(holding: byte)
      if listed.count < rarest?.count ?? .max { rarest = listed }
    }
    guard let candidates = rarest else { return [] }
    // Candidates in the hundreds are sorted by start for less than passing over 100,000 trips; a
    // byte most trips hold is searched for in start order, trip by trip.
    guard Self.isFew(candidates.count, of: count) else {
      return query.withUnsafeBufferPointer { query in
        order().filter { position in
          let first = log.first(position)
          return bytes[first].contains(needed) && matches(first, in: trips, query)
        }
      }
    }
    let found = query.withUnsafeBufferPointer { query in
      candidates.compactMap { entry -> Int? in
        let first = Int(entry)
        guard !log.isRemoved(first), bytes[first].contains(needed), matches(first, in: trips, query)
        else { return nil }
        return log.current(first)
      }
    }
    // The store's start order: by start, then by position.
    return found.sorted { (trips[$0].start, $0) < (trips[$1].start, $1) }
  }

  /// Whether the trip first at `first`, one of `trips` (the store's now), holds a folded query in its
  /// city or country; its key is made if no query read its texts yet.
  private mutating func matches(_ first: Int, in trips: [Trip], _ query: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    if keys[first] == nil { keys[first] = TripSearchKey(trips[log.current(first)]) }
    return keys[first]!.matches(query)
  }

  /// Whether `part` of `whole` trips is few enough to be handled one by one, sorted, rather than
  /// by passing over every trip: at most one in 64.
  static func isFew(_ part: Int, of whole: Int) -> Bool {
    part * 64 <= whole
  }

  /// The first positions of the trips listed under a byte, ascending and once each; listed now if
  /// no query held the byte since the search was made.
  private mutating func entries(holding byte: UInt8) -> [Int32] {
    guard let listed = postings[Int(byte)] else {
      var made: [Int32] = []
      for first in bytes.indices where bytes[first].contains(byte) { made.append(Int32(first)) }
      postings[Int(byte)] = made
      return made
    }
    guard unsorted.contains(byte) else { return listed }
    var unique: [Int32] = []
    unique.reserveCapacity(listed.count)
    for entry in listed.sorted() where unique.last != entry { unique.append(entry) }
    postings[Int(byte)] = unique
    unsorted.remove(byte)
    return unique
  }
}

extension UInt8 {
  /// An ASCII letter lowercased; any other byte as it is.
  fileprivate var asciiLowercased: UInt8 {
    self &- UInt8(ascii: "A") < 26 ? self + 32 : self
  }
}
