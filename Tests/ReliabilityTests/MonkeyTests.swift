import Foundation
import Testing
import TripsKit

@testable import TripsMonkey

@MainActor
@Suite("Random user sessions (bounded, as CI runs them)")
struct MonkeyTests {
  @Test("A seeded random user breaks no invariant", arguments: ["iphone", "ipad", "mac"])
  func randomUser(device: String) {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "monkey-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    for seed: UInt64 in [11, 12] {
      let failure = MonkeySession.run(seed: seed, steps: 250, device: device, workDirectory: work)
      #expect(failure == nil, "\(failure?.description ?? "")")
    }
  }

  @Test("The same seed plays the same session")
  func deterministic() {
    var first = RandomSource(seed: 42)
    var second = RandomSource(seed: 42)
    #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
  }
}

/// The random user's rare, heavy actions, each played on purpose rather than waited for.
@MainActor
@Suite("Random user: long texts and a file edited behind the app")
struct MonkeyRareActionTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "monkey-rare-\(UUID().uuidString)")

  var dataFile: TripPersistence { TripPersistence(url: directory.appendingPathComponent("trips.json")) }

  func play(_ actions: [MonkeyAction], on session: MonkeySession) {
    for action in actions {
      #expect(session.perform(action), "\(action) found its element")
      #expect(session.check() == nil, "after \(action): \(session.check() ?? "")")
    }
  }

  @Test("100,000 characters pasted and thousands typed into the search field and the editor are kept")
  func longTextsInFields() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = MonkeySession(device: "iphone", directory: directory)
    let search = MonkeyField(type: .searchField, label: "Search", occurrence: 0)
    let city = MonkeyField(type: .textField, label: "City", occurrence: 0)
    play(
      [
        .openURL("trips://trips"), .typeLongText(into: search, length: 1_000, seed: 2),
        .paste(into: search, length: 100_000, seed: 1),
        .openURL("trips://trip/1/edit"), .paste(into: city, length: 3_000, seed: 3),
        .typeLongText(into: city, length: 1_000, seed: 4),
        .act(type: .button, label: "Save", occurrence: 0, verb: "tap", text: nil), .relaunch,
      ], on: session)
    guard case .loaded(let trips) = dataFile.load() else {
      Issue.record("the app's file does not load: \(dataFile.load())")
      return
    }
    let edited = try #require(trips.first { $0.id == 1 })
    // A line break typed into a one-line field is return, which submits instead of typing it; a
    // delete key takes back at most one character.
    let keys =
      MonkeyText.text(length: 3_000, seed: 3, pasted: true)
      + MonkeyText.text(length: 1_000, seed: 4, pasted: false)
    let lineBreaks = keys.filter(\.isNewline).count
    let deletes = keys.filter { $0 == "\u{8}" || $0 == "\u{7F}" }.count
    #expect(
      edited.city.count >= keys.count - lineBreaks - 2 * deletes,
      "the pasted and typed city was saved, less its line breaks and what its delete keys took back")
    #expect(!edited.city.contains("\n"), "return submitted rather than breaking the line")
    #expect(edited.city.contains("\t"), "with the paste's tabs")
  }

  @Test("A trips file rewritten behind the app's back traps nothing and logs nothing")
  func fileEditedBehindTheApp() {
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = MonkeySession(device: "ipad", directory: directory)
    play([.editFileBehindTheApp], on: session)
    guard case .loaded(let trips) = dataFile.load() else {
      Issue.record("the rewritten file does not load")
      return
    }
    #expect(trips.count == Trip.samples.count + 1 && trips.last?.city.hasPrefix("Written Behind") == true)
    // What the app does about it is its own policy; whatever the user does next must break nothing.
    var random = RandomSource(seed: 7)
    for _ in 0..<100 {
      let action = session.chooseAction(using: &random)
      session.perform(action)
      #expect(session.check() == nil, "after \(action): \(session.check() ?? "")")
      if session.check() != nil { return }
    }
    play([.editFileBehindTheApp, .relaunch], on: session)
  }

  @Test("The run's summary counts the long texts and file rewrites it did")
  func summaryCountsRareActions() {
    var tally = MonkeyTally()
    let field = MonkeyField(type: .textField, label: "City", occurrence: 0)
    for action: MonkeyAction in [
      .typeLongText(into: field, length: 2_000, seed: 1), .paste(into: field, length: 100_000, seed: 2),
      .editFileBehindTheApp, .rotate,
    ] {
      tally.count(action)
    }
    #expect(
      tally.description
        == "long texts typed: 1 (2000 characters), pasted: 1 (100000 characters), of 100,000 characters: 1; "
        + "trips file rewritten behind the app: 1")
  }
}
