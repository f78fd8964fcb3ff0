import Foundation
import SwiftUI
import SwiftUITesting
import Trips
import TripsKit

/// A failure the random user found: where, what broke, and the shortest list of actions found that
/// still breaks it.
public struct MonkeyFailure: CustomStringConvertible, Sendable {
  /// The seed of the session.
  public let seed: UInt64
  /// The step at which the invariant broke (1-based).
  public let step: Int
  /// What broke.
  public let problem: String
  /// Actions that reproduce it, from a fresh launch.
  public let reproduction: [MonkeyAction]

  public var description: String {
    var text = "seed \(seed), step \(step): \(problem)\nReproduce with:\n"
    for (index, action) in reproduction.enumerated() { text += "  \(index + 1). \(action)\n" }
    return text
  }
}

/// Plays a seeded random user against the Trips app through the headless test host, checking the
/// app's invariants after every step.
@MainActor
public final class MonkeySession {
  /// The devices a session can switch between.
  nonisolated public static let devices: [String: Device] = [
    "iphone": .iPhone17, "ipad": .iPadAir11, "mac": .mac,
  ]

  private let directory: URL
  private let startDevice: String
  private var app: HeadlessApp!
  private var store: TripStore!
  private var navigation: TripsNavigation!
  /// What went wrong in an action of the session's own (rewriting the file), for the next check.
  private var actionProblem: String?

  /// A session in a data directory of its own, starting on a device ("iphone", "ipad", "mac").
  public init(device: String, directory: URL) {
    self.startDevice = device
    self.directory = directory
    launch()
  }

  private var dataURL: URL { directory.appendingPathComponent("trips.json") }

  private func launch() {
    let deviceName = app.map { Self.name(of: $0.device) } ?? startDevice
    let orientation = app?.orientation ?? .portrait
    store = TripStore(persistence: TripPersistence(url: dataURL))
    navigation = TripsNavigation()
    let store = self.store!
    let navigation = self.navigation!
    let restoration = RestorationState.url(besides: dataURL)
    app = HeadlessApp(device: Self.devices[deviceName] ?? .iPhone17, orientation: orientation) {
      TripsApp(store: store, navigation: navigation, restorationURL: restoration)
    }
  }

  private static func name(of device: Device) -> String {
    devices.first { $0.value == device }?.key ?? "iphone"
  }

  // MARK: Choosing

  private static let words = [
    "Lima", "", "Zürich", "東京", "a", "Reykjavík ", "  ", "🙂", String(repeating: "x", count: 120),
  ]
  private static let links = [
    "trips://trip/1", "trips://trip/2/edit", "trips://planner", "trips://overview", "trips://trips",
    "trips://search?q=a", "trips://trip/999", "trips://trip/1/next/2", "trips://new", "https://x.y",
    "trips://trip/%41", "trips://trip/-1", "trips:///", "trips://trip/1/next/1/next/1",
  ]

  /// Picks the next action from what is on screen.
  func chooseAction(using random: inout RandomSource) -> MonkeyAction {
    if let rare = chooseRareAction(using: &random) { return rare }
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<70:
      let elements = app.actionableElements
      guard let element = elements.randomElement(using: &random) else { return .swipeBack }
      let verbs = element.availableActions
      guard let verb = verbs.randomElement(using: &random) else { return .swipeBack }
      let field = Self.field(naming: element, among: elements)
      let text = verb == "typeText" ? Self.words.randomElement(using: &random) : nil
      return .act(type: field.type, label: field.label, occurrence: field.occurrence, verb: verb, text: text)
    case 70..<76: return .swipeDown
    case 76..<81: return .swipeBack
    case 81..<85: return .tapOutside
    case 85..<89: return .rotate
    case 89..<91: return .device(["iphone", "ipad", "mac"].randomElement(using: &random)!)
    case 91..<92: return .windowWidth([320, 480, 700, 1024].randomElement(using: &random)!)
    case 92..<97:
      if Int.random(in: 0..<4, using: &random) == 0 {
        let bytes = (0..<Int.random(in: 1...30, using: &random)).map { _ in
          UInt8.random(in: 32...126, using: &random)
        }
        return .openURL("trips://" + String(decoding: bytes, as: UTF8.self))
      }
      return .openURL(Self.links.randomElement(using: &random)!)
    default: return .relaunch
    }
  }

  /// One step in a thousand rewrites the trips file behind the app; six, when a field is on screen,
  /// type or paste a long text into it (one in twenty of those 100,000 characters). Rare, because they
  /// cost a few hundred updates or a file write, and CI's bounded sessions must stay quick.
  private func chooseRareAction(using random: inout RandomSource) -> MonkeyAction? {
    let roll = Int.random(in: 0..<1000, using: &random)
    if roll == 0 { return .editFileBehindTheApp }
    guard roll < 7 else { return nil }
    let elements = app.actionableElements
    let fields = elements.filter { $0.availableActions.contains("typeText") }
    guard let element = fields.randomElement(using: &random) else { return nil }
    let field = Self.field(naming: element, among: elements)
    let seed = random.next()
    let length =
      Int.random(in: 0..<20, using: &random) == 0 ? 100_000 : Int.random(in: 1_000...5_000, using: &random)
    if Bool.random(using: &random) { return .typeLongText(into: field, length: length, seed: seed) }
    return .paste(into: field, length: length, seed: seed)
  }

  /// An element named so that a replay finds it again: its kind, label, and which of those it is.
  private static func field(naming element: XCUIElement, among elements: [XCUIElement]) -> MonkeyField {
    let label = element.label
    let type = element.elementType
    let same = elements.filter { $0.elementType == type && $0.label == label }
    let occurrence = same.firstIndex { $0.frame == element.frame } ?? 0
    return MonkeyField(type: type, label: label, occurrence: occurrence)
  }

  // MARK: Acting

  /// Does an action. Returns false when the action's element is no longer there (skipped on replay).
  @discardableResult
  func perform(_ action: MonkeyAction) -> Bool {
    switch action {
    case .act(let type, let label, let occurrence, let verb, let text):
      let field = MonkeyField(type: type, label: label, occurrence: occurrence)
      guard let element = element(field) else { return false }
      switch verb {
      case "tap": element.tap()
      case "typeText": element.typeText(text ?? "")
      case "increment": element.increment()
      case "decrement": element.decrement()
      case "swipeLeft": element.swipeLeft()
      case "swipeRight": element.swipeRight()
      case "swipeUp": element.swipeUp()
      case "swipeDown": element.swipeDown()
      case "press": element.press(forDuration: 1)
      default: return false
      }
    case .rotate: app.orientation = app.orientation == .portrait ? .landscape : .portrait
    case .device(let name): app.device = Self.devices[name] ?? .iPhone17
    case .windowWidth(let width):
      if app.device == .mac { app.windowSize = CGSize(width: width, height: 700) }
    case .swipeDown:
      if app.sheets.count + app.fullScreenCovers.count + app.popovers.count > 0 { app.swipeDown() }
    case .swipeBack: app.swipeBack()
    case .tapOutside: app.tapOutside()
    case .openURL(let text):
      guard let url = URL(string: text) else { return false }
      app.open(url)
    case .relaunch:
      app = nil
      launch()
    case .typeLongText(let field, let length, let seed):
      let text = MonkeyText.text(length: length, seed: seed, pasted: false)
      for burst in MonkeyText.bursts(of: text, seed: seed) {
        // A burst can take the field away (a search that empties the list does not, but be sure).
        guard let element = element(field) else { return false }
        element.typeText(String(burst))
      }
    case .paste(let field, let length, let seed):
      guard let element = element(field) else { return false }
      element.typeText(MonkeyText.text(length: length, seed: seed, pasted: true))
    case .editFileBehindTheApp:
      editFileBehindTheApp()
    }
    return true
  }

  /// The element a field names, if it is on screen and can be acted on.
  private func element(_ field: MonkeyField) -> XCUIElement? {
    let matches = app.actionableElements.filter { $0.elementType == field.type && $0.label == field.label }
    return field.occurrence < matches.count ? matches[field.occurrence] : nil
  }

  /// Rewrites the trips file as another program would, through TripsKit's own atomic writer: what is
  /// on disk (or, before the app's first save, the samples it shows) and one trip more. A file that
  /// cannot be read is left alone, as any careful program would. The app is not told: what it does
  /// about the change (keep its own, merge, refuse and say so) is its business; the checks only ask
  /// that nothing traps, nothing is logged and the file stays readable.
  private func editFileBehindTheApp() {
    let other = TripPersistence(url: dataURL)
    let trips: [Trip]
    switch other.load() {
    case .loaded(let onDisk): trips = onDisk
    case .noFile: trips = Trip.samples
    case .unusable: return
    }
    let largest = trips.map(\.id).max() ?? 0
    guard largest < Int.max else { return }
    let id = max(largest, 0) + 1
    let trip = Trip(
      id: id, city: "Written Behind \(id)", country: "Elsewhere",
      start: Date(timeIntervalSince1970: 1_780_000_000), nights: 2, price: 300, imageName: "airplane")
    do {
      try other.save(trips + [trip])
    } catch {
      actionProblem = "the trips file could not be rewritten behind the app: \(error)"
    }
  }

  // MARK: Checking

  private static let screenTitles: Set<String> = ["", "Trips", "Overview", "Edit trip", "New trip"]

  /// The invariants; nil when they hold.
  func check() -> String? {
    if let actionProblem { return actionProblem }
    if !app.failures.isEmpty { return "the test host refused an action: \(app.failures.last!)" }
    if let warning = app.log.first { return "the runtime logged: \(warning)" }
    if let note = app.diagnostics.first { return "the runtime noted: \(note)" }
    // Every writer of the file (the app, the session behind its back) writes whole, valid documents.
    if let problem = store.loadProblem { return "the app found its trips file unusable: \(problem)" }
    let modals = [app.sheets, app.fullScreenCovers, app.popovers, app.alerts, app.dialogs]
      .flatMap(\.allElementsBoundByIndex).filter(\.isHittable)
    if modals.count > 1 { return "\(modals.count) presentations are interactive at once" }
    let trips = store.trips
    let cities = Set(trips.map(\.city))
    // A form's stepper row shows its label ("5 nights") as a text too, as on iOS: it is no trip's row.
    for cell in app.cells.allElementsBoundByIndex where cell.steppers.count == 0 {
      let texts = cell.staticTexts.allElementsBoundByIndex.map(\.label)
      guard let city = texts.first else { continue }
      guard cities.contains(city) else { return "the list shows \(city), which the store does not have" }
      if let nights = texts.first(where: { $0.hasSuffix(" night") || $0.hasSuffix(" nights") }) {
        let shown = Int(nights.split(separator: " ")[0]) ?? -1
        if !trips.contains(where: { $0.city == city && $0.nights == shown }) {
          return "the list says \(city) is \(nights), the store disagrees"
        }
      }
    }
    for bar in app.navigationBars.allElementsBoundByIndex where bar.isHittable {
      let title = bar.label
      if !Self.screenTitles.contains(title) && !cities.contains(title) && !title.hasSuffix("2026") {
        return "a navigation bar is titled \(title), which is no trip"
      }
    }
    // The trip on top of the detail (the chosen one, or the last pushed) must be there or say it is gone.
    if navigation.tab == .trips, case .trip(let chosen, let pushed) = navigation.currentLink {
      let shown = pushed.last ?? chosen
      if store.trip(id: shown) == nil, !app.staticTexts["This trip is gone"].exists {
        return "trip \(shown) is on screen but gone, and the screen does not say so"
      }
    }
    return nil
  }

  // MARK: Running

  /// Plays `steps` steps from `seed`; on a failure, minimises the actions that reproduce it.
  public static func run(seed: UInt64, steps: Int, device: String, workDirectory: URL) -> MonkeyFailure? {
    var tally = MonkeyTally()
    return run(seed: seed, steps: steps, device: device, workDirectory: workDirectory, tally: &tally)
  }

  /// Plays `steps` steps from `seed` as ``run(seed:steps:device:workDirectory:)`` does, counting the
  /// rare actions it did in `tally`, for a run's summary.
  public static func run(
    seed: UInt64, steps: Int, device: String, workDirectory: URL, tally: inout MonkeyTally
  ) -> MonkeyFailure? {
    let directory = workDirectory.appendingPathComponent("seed-\(seed)")
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = MonkeySession(device: device, directory: directory)
    var random = RandomSource(seed: seed)
    var actions: [MonkeyAction] = []
    for step in 1...max(1, steps) {
      let action = session.chooseAction(using: &random)
      actions.append(action)
      if session.perform(action) { tally.count(action) }
      if let problem = session.check() {
        let shortest = minimize(actions, device: device, workDirectory: workDirectory)
        return MonkeyFailure(seed: seed, step: step, problem: problem, reproduction: shortest)
      }
    }
    return nil
  }

  /// Replays actions from a fresh launch; returns the problem they lead to, if any.
  public static func replay(_ actions: [MonkeyAction], device: String, workDirectory: URL) -> String? {
    let directory = workDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = MonkeySession(device: device, directory: directory)
    for action in actions {
      session.perform(action)
      if let problem = session.check() { return problem }
    }
    return nil
  }

  /// Removes actions while the failure still reproduces (one at a time, then halves).
  static func minimize(_ actions: [MonkeyAction], device: String, workDirectory: URL) -> [MonkeyAction] {
    var current = actions
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(current.count, index + chunk))
        if !candidate.isEmpty, replay(candidate, device: device, workDirectory: workDirectory) != nil {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }
}
