import Foundation
import Testing
import TripsKit

@Suite("TripPersistence.defaultURL")
struct PersistenceLocationTests {
  @Test func explicitFileWins() {
    let url = TripPersistence.defaultURL(environment: [
      "TRIPS_DATA_FILE": "/data/my-trips.json", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann",
    ])
    #expect(url.path(percentEncoded: false) == "/data/my-trips.json")
  }

  @Test func xdgDataHomeIsNext() {
    let url = TripPersistence.defaultURL(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"])
    #expect(url.path(percentEncoded: false) == "/xdg/trips/trips.json")
  }

  @Test func homeIsTheFallback() {
    let expected = "/home/ann/.local/share/trips/trips.json"
    #expect(
      TripPersistence.defaultURL(environment: ["HOME": "/home/ann"]).path(percentEncoded: false) == expected)
    // Empty or relative values are ignored, as the XDG specification asks.
    let ignored = ["TRIPS_DATA_FILE": "", "XDG_DATA_HOME": "relative/dir", "HOME": "/home/ann"]
    #expect(TripPersistence.defaultURL(environment: ignored).path(percentEncoded: false) == expected)
  }

  @Test func lockFileIsASibling() {
    let persistence = TripPersistence(url: URL(fileURLWithPath: "/data/trips.json"))
    #expect(persistence.lockURL.path(percentEncoded: false) == "/data/trips.json.lock")
  }
}
