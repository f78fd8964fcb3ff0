import Foundation
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Gregorian calendar in UTC, for checking dates.
let utc: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar
}()

/// Noon UTC on the given day.
func utcDate(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12) -> Date {
  utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
}

/// Whether the tests run as root, who ignores file permissions.
var isRoot: Bool { getuid() == 0 }

/// Runs `body` with a new, empty directory that is removed afterwards, even if made read-only.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let directory = try makeTemporaryDirectory()
  defer { removeTemporaryDirectory(directory) }
  return try body(directory)
}

/// Runs `body` with a new, empty directory that is removed afterwards, even if made read-only.
func withAsyncTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let directory = try makeTemporaryDirectory()
  defer { removeTemporaryDirectory(directory) }
  return try await body(directory)
}

private func makeTemporaryDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appending(component: "TripsKitTests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

private func removeTemporaryDirectory(_ directory: URL) {
  let manager = FileManager.default
  chmod(directory.path(percentEncoded: false), 0o755)
  if let contents = manager.enumerator(atPath: directory.path(percentEncoded: false)) {
    for case let relative as String in contents {
      chmod(directory.appending(path: relative).path(percentEncoded: false), 0o755)
    }
  }
  try? manager.removeItem(at: directory)
}

/// The bytes of the file at `url`, or `nil` if it cannot be read.
func contents(of url: URL) -> Data? {
  FileManager.default.contents(atPath: url.path(percentEncoded: false))
}

/// The names in `directory`, sorted.
func listing(of directory: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))) ?? [])
    .sorted()
}

/// `count` varied trips with identifiers 1...count.
func manyTrips(_ count: Int) -> [Trip] {
  (0..<count).map { index in
    var trip = Trip.samples[index % Trip.samples.count]
    trip.id = index + 1
    trip.start = trip.start.addingTimeInterval(Double(index % 400) * 86_400)
    trip.price = (index % 80) * 250
    trip.isFavorite = index % 3 == 0
    return trip
  }
}
