import Foundation
import SwiftUI
import SwiftUITesting
import Testing
import Trips
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the window says when its trips file is changed behind its back or cannot be saved.
@MainActor
@Suite("Saving problems are shown in the window")
struct NotSavingTests {
  private static let lima = Trip(
    id: 50, city: "Lima", country: "Peru", start: Date(timeIntervalSince1970: 1_790_000_000), nights: 4,
    price: 1_200, imageName: "lima")

  /// A data file holding the samples, in a new directory.
  private func sampleFile() throws -> URL {
    let url = temporaryDirectory().appendingPathComponent("trips.json")
    try TripPersistence(url: url).save(Trip.samples)
    return url
  }

  /// Another program reads the file, changes it and renames its new version over it.
  private func changeBehindTheApp(_ url: URL, _ change: (inout [Trip]) -> Void) throws {
    let other = TripPersistence(url: url)
    guard case .loaded(var trips) = other.load() else {
      Issue.record("the other program could not read the file")
      return
    }
    change(&trips)
    try other.save(trips)
  }

  /// Marks Vancouver a favourite from the list, or unmarks it with `undo`.
  private func favoriteVancouver(in app: HeadlessApp, undo: Bool = false) {
    app.showTrips()
    app.cells["Vancouver"].swipeRight()
    app.buttons[undo ? "Unfavorite" : "Favorite"].tap()
  }

  /// Whether `text` is on screen on both tabs.
  private func isOnEveryTab(_ text: String, in app: HeadlessApp) -> Bool {
    app.showOverview()
    let onOverview = app.staticTexts[text].exists
    app.showTrips()
    return onOverview && app.staticTexts[text].exists
  }

  @Test("A trip another program added stays in the file after a favourite, and appears in the list")
  func anotherProgramsTripIsKept() throws {
    let url = try sampleFile()
    let app = launchTrips(store: TripStore(persistence: TripPersistence(url: url)))
    try changeBehindTheApp(url) { $0.append(Self.lima) }
    favoriteVancouver(in: app)
    guard case .loaded(let saved) = TripPersistence(url: url).load() else {
      Issue.record("the file is not readable")
      return
    }
    #expect(saved.contains(Self.lima))
    #expect(saved.first { $0.id == Trip.vancouver.id }?.isFavorite == true)
    #expect(app.cells["Lima"].exists)
    #expect(app.staticTexts.allElementsBoundByIndex.allSatisfy { !$0.label.hasPrefix("Not saving") })
  }

  @Test("A change that collides with another program's says 'Not saving' on every tab; Reload shows the file")
  func conflictIsShownAndReloadResolvesIt() throws {
    let url = try sampleFile()
    let app = launchTrips(store: TripStore(persistence: TripPersistence(url: url)))
    try changeBehindTheApp(url) { $0[1].nights = 30 }
    let theirs = try Data(contentsOf: url)
    favoriteVancouver(in: app)
    let alert = app.alerts["Your trips were not saved"]
    #expect(alert.exists)
    alert.buttons["OK"].tap()
    let banner = "Not saving: another program changed Vancouver (trip 2) in the file, and so did this window"
    #expect(isOnEveryTab(banner, in: app))
    #expect(try Data(contentsOf: url) == theirs)

    app.buttons["Reload"].tap()
    #expect(!app.staticTexts[banner].exists)
    #expect(app.cells["Vancouver"].staticTexts["30 nights"].exists)
  }

  @Test("A second window on the same file, through a link, says so at launch and on every tab")
  func secondWindowSaysItIsNotSaving() throws {
    let url = try sampleFile()
    let link = url.deletingLastPathComponent().appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
    let first = TripStore(lockingPersistence: TripPersistence(url: url))
    #expect(first.holdsLock)
    let app = launchTrips(store: TripStore(lockingPersistence: TripPersistence(url: link)))
    let launchAlert = app.alerts["This window does not save"]
    #expect(
      launchAlert.staticTexts.allElementsBoundByIndex.contains { $0.label.hasSuffix("lost when it quits.") })
    launchAlert.buttons["OK"].tap()
    #expect(
      isOnEveryTab(
        "Not saving: edits here are lost, another Trips app has this file (process \(getpid()))", in: app))
    let before = try Data(contentsOf: url)
    favoriteVancouver(in: app)
    #expect(try Data(contentsOf: url) == before)
    #expect(app.alerts.count == 0, "the line says it; no alert for every edit")
    first.releaseLock()
  }

  @Test("A window that cannot write its file says so on every tab until a save works")
  func failedSaveIsShownUntilASaveWorks() throws {
    let folder = temporaryDirectory().appendingPathComponent("data")
    let app = launchTrips(
      store: TripStore(persistence: TripPersistence(url: folder.appendingPathComponent("trips.json"))))
    try Data("not a folder".utf8).write(to: folder)  // Fails the save even for root.
    favoriteVancouver(in: app)
    app.alerts["Your trips were not saved"].buttons["OK"].tap()
    let banner = "Not saving: \(folder.path) is not a folder"
    #expect(isOnEveryTab(banner, in: app))

    try FileManager.default.removeItem(at: folder)
    favoriteVancouver(in: app, undo: true)
    #expect(!app.staticTexts[banner].exists)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("trips.json").path))
  }
}
