import Foundation
import Testing
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Links handed to the running app")
struct LinkInboxTests {
  @Test("A link sent to the file's running app arrives there, whole and in order")
  func linksArriveInOrder() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let lock = try persistence.acquireLock()
      defer { lock.release() }
      let inbox = try TripLinkInbox.open(for: persistence)
      defer { inbox.close() }
      #expect(inbox.receive().isEmpty)
      #expect(TripLinkInbox.send("trips://trip/3", to: persistence) == .delivered(processID: getpid()))
      #expect(TripLinkInbox.send("trips://trip/2/edit", to: persistence) == .delivered(processID: getpid()))
      #expect(inbox.receive() == ["trips://trip/3", "trips://trip/2/edit"])
      #expect(inbox.receive().isEmpty)
    }
  }

  @Test("With no app running, or one killed that left its pipe, nobody receives the link")
  func noInstance() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      #expect(TripLinkInbox.send("trips://trip/3", to: persistence) == .noInstance)
      #expect(mkfifo(persistence.linkInboxURL.path(percentEncoded: false), 0o600) == 0)
      #expect(TripLinkInbox.send("trips://trip/3", to: persistence) == .noInstance, "a pipe nobody reads")
    }
  }

  @Test("A file a person put where the pipe goes is never written to")
  func regularFileIsLeftAlone() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      try Data("notes\n".utf8).write(to: persistence.linkInboxURL)
      #expect(TripLinkInbox.send("trips://trip/3", to: persistence) == .noInstance)
      #expect(contents(of: persistence.linkInboxURL) == Data("notes\n".utf8))
    }
  }

  @Test("The next app replaces a pipe a killed one left, and removes its own when it quits")
  func stalePipeIsReplacedAndRemoved() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let path = persistence.linkInboxURL.path(percentEncoded: false)
      #expect(mkfifo(path, 0o600) == 0)
      let lock = try persistence.acquireLock()
      defer { lock.release() }
      let inbox = try TripLinkInbox.open(for: persistence)
      #expect(TripLinkInbox.send("trips://trips", to: persistence) == .delivered(processID: getpid()))
      #expect(inbox.receive() == ["trips://trips"])
      inbox.close()
      #expect(!listing(of: directory).contains("trips.json.links"))
      #expect(TripLinkInbox.send("trips://trips", to: persistence) == .noInstance)
    }
  }

  @Test("A link of several lines, or longer than one write keeps whole, is refused")
  func oversizedLinksAreRefused() throws {
    try withTemporaryDirectory { directory in
      let persistence = TripPersistence(url: directory.appending(component: "trips.json"))
      let long = "trips://search?q=" + String(repeating: "a", count: TripLinkInbox.maximumLinkLength)
      guard case .refused = TripLinkInbox.send(long, to: persistence) else {
        Issue.record("a link too long for one write was sent")
        return
      }
      guard case .refused = TripLinkInbox.send("trips://trips\ntrips://new", to: persistence) else {
        Issue.record("two lines were sent as one link")
        return
      }
    }
  }
}
