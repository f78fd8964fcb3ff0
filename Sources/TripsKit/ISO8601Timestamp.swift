import Foundation

/// Fast, allocation-light conversion between dates and ISO-8601 timestamps in UTC.
///
/// Writes `yyyy-MM-ddTHH:mm:ssZ`, or `yyyy-MM-ddTHH:mm:ss.SSSZ` when the date has a sub-second part
/// (millisecond precision). Reads the same, plus any number of fraction digits and a `±HH:MM` or
/// `±HHMM` offset instead of `Z`. Formatters are avoided on purpose: this runs once per trip.
enum ISO8601Timestamp {
  private static let secondsPerDay: Int64 = 86_400
  /// Seconds from 1970-01-01 to 2001-01-01, Foundation's reference date.
  private static let referenceOffset: Int64 = 978_307_200

  /// The UTC calendar fields of a date, at millisecond precision.
  struct Fields {
    var year, month, day, hour, minute, second, millisecond: Int64
  }

  /// The longest timestamp ``fields(of:)`` output can produce, in bytes.
  static let maximumLength = 24

  /// The UTC fields of `date`, or `nil` if its year is outside 0000...9999 or it is not finite.
  static func fields(of date: Date) -> Fields? {
    guard let fields = anyYearFields(of: date), (0...9999).contains(fields.year) else { return nil }
    return fields
  }

  /// The UTC fields of `date` at millisecond precision, whatever the year; `nil` if it is not finite
  /// or further than about 9,500 years from 2001.
  private static func anyYearFields(of date: Date) -> Fields? {
    let interval = date.timeIntervalSinceReferenceDate
    guard interval.isFinite, abs(interval) < 3.0e11 else { return nil }
    let totalMillis = Int64((interval * 1000).rounded()) + referenceOffset * 1000
    let (seconds, millis) = floorDivide(totalMillis, 1000)
    let (days, secondOfDay) = floorDivide(seconds, secondsPerDay)
    let (year, month, day) = civilDate(fromDays: days)
    return Fields(
      year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60,
      second: secondOfDay % 60, millisecond: millis)
  }

  /// What a timestamp's text says, for a reader that explains what it refuses.
  enum Reading: Equatable {
    /// A date ``write(_:to:)`` can write back.
    case date(Date)
    /// The text is not a timestamp this type reads.
    case notATimestamp
    /// A valid timestamp whose UTC year, at millisecond precision, is outside 0000...9999, so it could
    /// never be written back; for example `9999-12-31T23:30:00-01:00`, which is in the year 10000.
    case outsideWritableYears(Int64)
  }

  /// What `string` says: a date, no timestamp, or a date that cannot be written back.
  static func read(_ string: String) -> Reading {
    var string = string
    guard let date = string.withUTF8({ parse(Parser(bytes: $0)) }) else { return .notATimestamp }
    guard let fields = anyYearFields(of: date) else { return .notATimestamp }
    return (0...9999).contains(fields.year) ? .date(date) : .outsideWritableYears(fields.year)
  }

  /// Writes the timestamp for `fields` at `start` and returns its length (at most ``maximumLength``).
  static func write(_ fields: Fields, to start: UnsafeMutablePointer<UInt8>) -> Int {
    var cursor = start
    func put(_ value: Int64, digits: Int, then separator: UInt8?) {
      var remaining = value
      for position in stride(from: digits - 1, through: 0, by: -1) {
        cursor[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      }
      cursor += digits
      if let separator {
        cursor.pointee = separator
        cursor += 1
      }
    }
    put(fields.year, digits: 4, then: UInt8(ascii: "-"))
    put(fields.month, digits: 2, then: UInt8(ascii: "-"))
    put(fields.day, digits: 2, then: UInt8(ascii: "T"))
    put(fields.hour, digits: 2, then: UInt8(ascii: ":"))
    put(fields.minute, digits: 2, then: UInt8(ascii: ":"))
    if fields.millisecond == 0 {
      put(fields.second, digits: 2, then: UInt8(ascii: "Z"))
    } else {
      put(fields.second, digits: 2, then: UInt8(ascii: "."))
      put(fields.millisecond, digits: 3, then: UInt8(ascii: "Z"))
    }
    return cursor - start
  }

  /// The date a timestamp names, or `nil` if `string` is not a timestamp this type reads or names a
  /// date it could not write back (see ``Reading/outsideWritableYears(_:)``).
  static func date(from string: String) -> Date? {
    var string = string
    return string.withUTF8 { date(utf8: $0) }
  }

  /// The date named by the timestamp in the UTF-8 bytes `utf8`, or `nil` as for ``date(from:)``.
  static func date(utf8: UnsafeBufferPointer<UInt8>) -> Date? {
    // Loading and saving must agree: a date that cannot be written is not read either. Most dates
    // are far from the limits; only those within a second of them need the exact check.
    guard let date = parse(Parser(bytes: utf8)) else { return nil }
    let interval = date.timeIntervalSinceReferenceDate
    if interval > clearlyWritable.lowerBound && interval < clearlyWritable.upperBound { return date }
    return fields(of: date) != nil ? date : nil
  }

  /// Seconds since 2001 that are more than a second inside the years 0000 to 9999 in UTC.
  private static let clearlyWritable: Range<Double> = {
    let first = daysFromCivil(year: 0, month: 1, day: 1) * secondsPerDay - referenceOffset
    let end = daysFromCivil(year: 10_000, month: 1, day: 1) * secondsPerDay - referenceOffset
    return Double(first + 1)..<Double(end - 1)
  }()

  private static func parse(_ input: Parser) -> Date? {
    var parser = input
    guard let year = parser.number(digits: 4), parser.skip("-"),
      let month = parser.number(digits: 2), parser.skip("-"),
      let day = parser.number(digits: 2), parser.skip("T") || parser.skip("t") || parser.skip(" "),
      let hour = parser.number(digits: 2), parser.skip(":"),
      let minute = parser.number(digits: 2), parser.skip(":"),
      let second = parser.number(digits: 2)
    else { return nil }
    guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }

    var fraction = 0.0
    if parser.skip(".") || parser.skip(",") {
      guard let value = parser.fraction() else { return nil }
      fraction = value
    }
    guard let offset = parser.utcOffset(), parser.isAtEnd else { return nil }

    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = days * secondsPerDay + hour * 3600 + minute * 60 + second - offset
    return Date(timeIntervalSinceReferenceDate: Double(seconds - referenceOffset) + fraction)
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian, after Howard Hinnant's algorithms)

  private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400).quotient
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilDate(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let z = days + 719_468
    let era = floorDivide(z, 146_097).quotient
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2:
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return isLeap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
    return (quotient, value - quotient * divisor)
  }
}

/// A cursor over the UTF-8 bytes of a timestamp.
private struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  var isAtEnd: Bool { index == bytes.count }

  /// Consumes `character` if it comes next.
  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// Consumes exactly `digits` decimal digits.
  mutating func number(digits: Int) -> Int64? {
    guard bytes.count - index >= digits else { return nil }
    var value: Int64 = 0
    for _ in 0..<digits {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int64(digit)
      index += 1
    }
    return value
  }

  /// Consumes one or more fraction digits after the decimal separator.
  mutating func fraction() -> Double? {
    var value = 0.0
    var scale = 1.0
    let start = index
    while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      if scale < 1e12 {
        value = value * 10 + Double(digit)
        scale *= 10
      }
      index += 1
    }
    return index > start ? value / scale : nil
  }

  /// Consumes `Z` or a `±HH:MM` / `±HHMM` offset and returns it in seconds east of UTC.
  mutating func utcOffset() -> Int64? {
    if skip("Z") || skip("z") { return 0 }
    let sign: Int64
    if skip("+") {
      sign = 1
    } else if skip("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2) else { return nil }
    _ = skip(":")
    guard let minutes = number(digits: 2), hours < 24, minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}
