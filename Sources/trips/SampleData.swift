import Foundation
import TripsKit

/// `trips --sample-data`: puts the sample trips back in the data file, moving the person's file aside
/// (never deleting it), while no Trips app runs on it.
///
/// - Parameter persistence: The data file.
/// - Returns: The exit status: 0, or 1 when an app runs on the file or the file cannot be replaced.
@MainActor
func restoreSampleData(_ persistence: TripPersistence) -> Int32 {
  let lock: TripPersistence.Lock
  do {
    lock = try persistence.acquireLock()
  } catch {
    FileHandle.standardError.write(Data("trips: \(error.description)\n".utf8))
    return 1
  }
  defer { lock.release() }
  do {
    let backup = try persistence.restoreSamples()
    var message = "trips: the sample trips are back in \(persistence.url.path)."
    if let backup { message += " Your trips were moved to \(backup.path)." }
    print(message)
    return 0
  } catch {
    FileHandle.standardError.write(Data("trips: \(error.description)\n".utf8))
    return 1
  }
}
