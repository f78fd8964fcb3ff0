import Foundation
import TripsKit

/// Hands a link to the app running on the data file; the exit status once it did (or could not), nil
/// when no app runs there and this one should open it.
@MainActor
func handOver(_ link: String, to persistence: TripPersistence) -> Int32? {
  switch TripLinkInbox.send(link, to: persistence) {
  case .delivered(let processID):
    let process = processID.map { " (process \($0))" } ?? ""
    print("trips: opened \(link) in the Trips app already running on \(persistence.url.path)\(process).")
    return 0
  case .noInstance:
    return nil
  case .refused(let reason):
    FileHandle.standardError.write(Data("trips: cannot hand \(link) to the running app: \(reason).\n".utf8))
    return 2
  }
}
