import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripPersistence {
  /// Puts the sample trips back (``Trip/samples``), keeping the person's: the file is moved aside, to
  /// a new name beside it (`trips.json.backup-20260612-094100`, never over another file), and the
  /// samples are saved in its place. A file that cannot be read is moved aside all the same. Call it
  /// while holding the file's lock (``acquireLock()``), so that no running app saves over the samples.
  ///
  /// - Parameter date: When, for the backup's name.
  /// - Returns: Where the person's file went, or nil when there was none.
  /// - Throws: ``SaveError`` when the file cannot be moved or the samples cannot be saved.
  @discardableResult
  public func restoreSamples(at date: Date = Date()) throws(SaveError) -> URL? {
    let target = (try? Self.resolve(path)) ?? path
    var backup: String?
    if (try? POSIX.entry(at: target)) != .missing {
      let name = target + ".backup-" + Self.backupStamp(date)
      var candidate = name
      var number = 1
      while (try? POSIX.entry(at: candidate, followLinks: false)) != .missing {
        number += 1
        candidate = "\(name)-\(number)"
      }
      guard rename(target, candidate) == 0 else {
        let failure = POSIX.Failure.current
        throw SaveError(url: url, kind: .ioFailed(operation: "moving the file aside", reason: failure.reason))
      }
      backup = candidate
    }
    try TripPersistence(url: url, maximumFileSize: maximumFileSize).save(Trip.samples)
    return backup.map { URL(fileURLWithPath: $0) }
  }

  /// `yyyyMMdd-HHmmss` in UTC.
  private static func backupStamp(_ date: Date) -> String {
    let parts = UTCCalendar.gregorian.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    return String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day) + "-"
      + two(parts.hour) + two(parts.minute) + two(parts.second)
  }
}
