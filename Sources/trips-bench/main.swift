import Foundation
import SwiftUI
import SwiftUITerminal
import Trips
import TripsKit

// The runtime's benchmark: run with `swift run -c release trips-bench`. It times the same code paths
// the hosts use (GraphHost updates and the Screen they read) and prints Markdown tables.

@MainActor
func listScenarios(rows: Int, runs: Int) -> [Measurement] {
  let coldModel = BenchRows(count: rows)
  let cold = measure("\(rows) rows: cold render", runs: max(5, runs / 3)) {
    let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) { BenchScreen(model: coldModel) }
    _ = host.screen
  }
  let model = BenchRows(count: rows)
  let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) { BenchScreen(model: model) }
  return [cold] + interactions(on: host, model: model, rows: rows, runs: runs)
}

/// The same interactions, each followed by drawing the frame into 120 x 40 terminal cells and
/// encoding what changed, as the terminal host does after a key.
@MainActor
func cellScenarios(rows: Int, runs: Int) -> [Measurement] {
  let model = BenchRows(count: rows)
  let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) { BenchScreen(model: model) }
  let session = TerminalSession(host: host, mode: .device, terminalSize: (120, 40), usesColor: true)
  var encoder = ANSIEncoder(allowsColor: true)
  encoder.encode(session.render())
  return interactions(on: host, model: model, rows: rows, runs: runs, drawing: ", to cells") {
    encoder.encode(session.render())
  }
}

/// The peer's interactions: toggle a row, push, present a sheet, dismiss it, pop. With `frame`, each
/// one (and its set-up) also draws the frame, inside the timing.
@MainActor
func interactions(
  on host: GraphHost, model: BenchRows, rows: Int, runs: Int, drawing suffix: String = "",
  frame: (() -> Void)? = nil
) -> [Measurement] {
  func tap(_ label: String) { host.perform(host.tapAction(label)) }
  func scenario(_ name: String, setUp: @escaping () -> Void = {}, label: () -> String) -> Measurement {
    measureTap(
      "\(rows) rows: \(name)\(suffix)", on: host, runs: runs,
      setUp: {
        setUp()
        frame?()
      }, label: label, frame: { frame?() })
  }
  return [
    scenario("toggle one row") { model.rows[2].isFavorite ? "Unfavorite 2" : "Favorite 2" },
    scenario("push", setUp: { host.perform { host.popAll() } }) { "Trip 3" },
    scenario("present sheet", setUp: { host.ensureTopIs("Trip 3", tap: tap) }) { "Edit" },
    scenario("dismiss sheet", setUp: { if !host.hasLabel("Done") { tap("Edit") } }) { "Done" },
    scenario("pop", setUp: { host.ensureTopIs("Trip 3", tap: tap) }) { "Trips" },
  ]
}

extension GraphHost {
  /// The tap action of the hittable element with this label, as a test's query finds it.
  func tapAction(_ label: String) -> () -> Void {
    guard let node = screen.firstNode(where: { $0.label == label && $0.isHittable }),
      let action = screen.actions[node.id]?.tap
    else { fatalError("no \(label) on screen") }
    return action
  }

  func hasLabel(_ label: String) -> Bool { screen.containsNode { $0.label == label && $0.isHittable } }

  func popAll() {
    while let back = screen.firstNode(where: { $0.marks.contains(.backButton) }),
      let action = screen.actions[back.id]?.tap
    {
      perform(action)
    }
  }

  func ensureTopIs(_ title: String, tap: (String) -> Void) {
    if hasLabel("Done") { tap("Done") }
    if !screen.containsNode(where: { $0.role == .navigationBar && $0.label == title }) {
      popAll()
      tap(title)
    }
  }
}

@MainActor
func tripsScenarios(runs: Int, counts: [Int]) -> [Measurement] {
  // Kept until every launch is timed: a launch ends at its first frame, and tearing an app down is
  // no part of it.
  var launched: [GraphHost] = []
  let launch = measure(
    "Trips on iPad: launch to first frame, in a process that showed views", runs: max(5, runs / 3)
  ) {
    let host = GraphHost(geometry: SceneGeometry(device: .iPadAir11)) { TripsApp(store: TripStore()) }
    _ = host.screen
    launched.append(host)
  }
  launched.removeAll()
  let coldLaunch = coldLaunchScenario(runs: 7).map { [$0] } ?? []
  return coldLaunch + [launch] + tripsInteractionScenarios(runs: runs, counts: counts)
}

@MainActor
func storeScenarios() -> [Measurement] {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-bench-\(getpid())")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let url = directory.appendingPathComponent("trips.json")
  let persistence = TripPersistence(url: url)
  let trips = (0..<100_000).map { index in
    Trip(
      id: index, city: "City \(index)", country: "Country",
      start: Date(timeIntervalSince1970: 1_780_000_000 + Double(index) * 3600),
      nights: index % 60 + 1, price: (index % 80) * 250, imageName: "airplane", isFavorite: index % 7 == 0)
  }
  let save = measure("TripStore: save 100,000 trips", runs: 7) { try? persistence.save(trips) }
  let load = measure("TripStore: load 100,000 trips", runs: 7) { _ = persistence.load() }
  return [save, load]
}

/// `--profile [toggle|push-pop|present-dismiss] [times]`: one interaction on 50 rows, 200 times by
/// default, for callgrind (which counts the same instructions on every run, unlike a clock here).
/// Two runs with different counts give the instructions of one interaction, without the launch.
/// Run them with `GLIBC_TUNABLES=glibc.cpu.x86_rep_movsb_threshold=1000000000000`: callgrind counts
/// glibc's `rep movsb` copies (of 4 KB to several MB) one instruction a byte.
/// `--profile trips-<interaction>-<device> [times] [trips]` runs a Trips interaction (see
/// `profileTrips`; `trips-select` is `trips-select-ipad`); `--profile list` names them all.
@MainActor
func profile(_ scenario: String, times: Int, trips: Int) {
  if scenario == "list" {
    print(
      (["toggle", "push-pop", "present-dismiss", "trips-select"] + tripsProfileNames).joined(separator: "\n"))
    return
  }
  if scenario.hasPrefix("trips-") {
    guard profileTrips(scenario, times: times, trips: trips) else {
      fatalError("no scenario \(scenario); `--profile list` names them")
    }
    return
  }
  let model = BenchRows(count: 50)
  let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) { BenchScreen(model: model) }
  for _ in 0..<times {
    switch scenario {
    case "push-pop":
      host.perform(host.tapAction("Trip 3"))
      host.perform(host.tapAction("Trips"))
    case "present-dismiss":
      host.ensureTopIs("Trip 3") { host.perform(host.tapAction($0)) }
      host.perform(host.tapAction("Edit"))
      host.perform(host.tapAction("Done"))
    default:
      host.perform(host.tapAction(model.rows[2].isFavorite ? "Unfavorite 2" : "Favorite 2"))
    }
  }
}

/// `--rss`: the peak resident memory of the Trips app with 10,000 trips, in a process of its own.
@MainActor
func residentMemory() {
  let store = TripStore(
    trips: (0..<10_000).map { index in
      Trip(
        id: index, city: "City \(index)", country: "Country",
        start: Date(timeIntervalSince1970: 1_780_000_000 + Double(index) * 3600), nights: 3, price: 500,
        imageName: "airplane")
    })
  let host = GraphHost(geometry: SceneGeometry(device: .iPadAir11)) { TripsApp(store: store) }
  _ = host.screen
  print(
    String(
      format: "Peak RSS with the Trips app on iPad holding 10,000 trips: %.1f MB", peakResidentMegabytes()))
}

/// The whole benchmark's tables (`--quick`: fewer runs and sizes), then the process's peak memory.
///
/// - Parameter quick: Whether to run the short version.
@MainActor
func printEveryScenario(quick: Bool) {
  let runs = quick ? 10 : 40
  print("# trips-bench")
  print("")
  print(
    "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB; medians over the runs, spread is the 10th to 90th percentile."
  )
  print("")
  print("| scenario (to the semantic screen) | median | spread | runs |")
  print("| --- | --- | --- | --- |")
  for rows in quick ? [50, 100_000] : [50, 1_000, 10_000, 100_000] {
    for result in listScenarios(rows: rows, runs: runs) { print(result.row) }
  }
  for rows in [50, 100_000] {
    for result in cellScenarios(rows: rows, runs: runs) { print(result.row) }
  }
  for result in tripsScenarios(runs: runs, counts: quick ? [100_000] : [1_000, 100_000]) { print(result.row) }
  for result in storeScenarios() { print(result.row) }
  for result in longInputScenarios() { print(result.row) }
  print("")
  print(
    "Peak RSS of this process after all of the above: \(String(format: "%.1f", peakResidentMegabytes())) MB.")
  print("The Trips app with 10,000 trips alone: `trips-bench --rss`.")
}

@MainActor
func main() {
  if CommandLine.arguments.contains("--cold-launch") {
    let launch = coldLaunchOnce()
    print(launch.milliseconds)
    return
  }
  if CommandLine.arguments.contains("--rss") {
    residentMemory()
    return
  }
  if let index = CommandLine.arguments.firstIndex(of: "--long-inputs") {
    // `--long-inputs [divisor] [field|paste|months|restoration] [runs]`: the attack's cases alone.
    let rest = CommandLine.arguments.dropFirst(index + 1)
    let divisor = rest.first.flatMap { Int($0) } ?? 1
    let runs = rest.dropFirst(2).first.flatMap { Int($0) } ?? 3
    print("| scenario | median | spread | runs |")
    print("| --- | --- | --- | --- |")
    for result in longInputScenarios(divisor: divisor, runs: runs, only: rest.dropFirst().first) {
      print(result.row)
    }
    return
  }
  if let index = CommandLine.arguments.firstIndex(of: "--trips") {
    // `--trips [runs]`: the Trips interactions alone, on every device, over the samples, 1,000 and
    // 100,000 trips.
    let runs = CommandLine.arguments.dropFirst(index + 1).first.flatMap { Int($0) } ?? 40
    print("| scenario | median | spread | runs |")
    print("| --- | --- | --- | --- |")
    for result in tripsScenarios(runs: runs, counts: [1_000, 100_000]) { print(result.row) }
    return
  }
  if runsViewProfileCommand(CommandLine.arguments) { return }
  if let index = CommandLine.arguments.firstIndex(of: "--profile") {
    let rest = CommandLine.arguments.dropFirst(index + 1)
    profile(
      rest.first ?? "toggle", times: rest.dropFirst().first.flatMap { Int($0) } ?? 200,
      trips: rest.dropFirst(2).first.flatMap { Int($0) } ?? Trip.samples.count)
    return
  }
  printEveryScenario(quick: CommandLine.arguments.contains("--quick"))
}

MainActor.assumeIsolated { main() }
