import Foundation
import SwiftUI
import TripsKit

// An interaction's instructions split among the steps of its updates and the views whose content
// they resolve, counted by callgrind, which cuts its count at each step:
//
//     valgrind --tool=callgrind --callgrind-out-file=/tmp/views.out \
//       --dump-before='*viewProfileMark*' trips-bench --profile-views trips-favorite-ipad > /tmp/views.txt
//     trips-bench --attribute /tmp/views.out /tmp/views.txt
//
// The first command runs the interaction three times and, during the last, calls a marker at each
// step the host tells (`GraphHost.updateObserver`); callgrind writes a part at each call. The second
// adds up the parts by what ran between two markers.

/// Changed by each marker, so that the optimizer neither drops the markers nor merges them.
nonisolated(unsafe) private var marksMade = 0

/// Where callgrind cuts before the bookkeeping of a step.
@inline(never) @_optimize(none)
func viewProfileMark() { marksMade &+= 1 }

/// Where callgrind cuts after it: the bookkeeping between the two markers is left out of the count.
@inline(never) @_optimize(none)
func viewProfileMarkDone() { marksMade &+= 2 }

/// What is running between two markers: the tap's own work, a phase of an update outside any view's
/// content, or a view's content.
private struct ProfileLabels {
  /// Empty outside the host's work (before an event, after an update): the benchmark's own query for
  /// what to tap, left out of the count.
  private var phase = ""
  private var contents: [String] = []

  var current: String { contents.last.map { "\($0)  [\(phase)]" } ?? phase }

  mutating func apply(_ event: UpdateEvent) {
    switch event {
    case .phase(let next): phase = next.rawValue
    case .contentBegan(let type, let bodyRuns):
      contents.append(Self.shortName(of: type) + (bodyRuns ? " (body)" : " (content again)"))
    case .contentEnded: _ = contents.popLast()
    case .updateFinished: phase = ""
    }
  }

  /// A type's name with what lies more than two generic levels deep left out: a view's content is
  /// often a chain of a dozen modified views.
  static func shortName(of type: Any.Type) -> String {
    var name = ""
    var depth = 0
    for character in String(describing: type) {
      switch character {
      case "<":
        depth += 1
        if depth <= 2 { name.append(character) } else if depth == 3 { name += "<…>" }
      case ">":
        if depth <= 2 { name.append(character) }
        depth -= 1
      default:
        if depth <= 2 { name.append(character) }
      }
    }
    return name
  }
}

/// `--profile-views trips-<interaction>-<device> [times] [trips]`: the interaction, `times` times
/// (three by default); during the last, a marker at each step, and then, one a line, what ran after
/// each marker (`MARK` and the label).
///
/// - Parameters:
///   - name: The interaction's profile name (`trips-favorite-ipad`).
///   - times: How many times it runs; the last is marked.
///   - trips: How many trips the store holds.
/// - Returns: False when no interaction has this name.
@MainActor
func profileViews(_ name: String, times: Int, trips: Int) -> Bool {
  for device in BenchDevice.allCases {
    for interaction in TripsInteraction.all(on: device) where interaction.profileName(on: device) == name {
      let bench = TripsBench(device: device, trips: benchTrips(trips))
      var labels = ProfileLabels()
      var marked: [String] = []
      for run in 1...max(times, 1) {
        interaction.setUp(bench)
        if run == times {
          viewProfileMark()
          marked.append(labels.current)
          viewProfileMarkDone()
          bench.host.updateObserver = { event in
            viewProfileMark()
            labels.apply(event)
            marked.append(labels.current)
            viewProfileMarkDone()
          }
        }
        interaction.run(bench, nil)
        if run == times {
          bench.host.updateObserver = nil
          viewProfileMark()
          viewProfileMarkDone()
        }
        guard interaction.check(bench) else { fatalError("\(interaction.name) did not happen") }
      }
      for label in marked { print("MARK\t\(label)") }
      return true
    }
  }
  return false
}

/// `--attribute PREFIX MARKS`: adds up callgrind's parts (`PREFIX.1`, `PREFIX.2`, …) by the label
/// each marker in the file `MARKS` gave what followed it, and prints them, the largest first.
///
/// - Parameters:
///   - partsPrefix: The file callgrind was told to write (`--callgrind-out-file`).
///   - marksFile: What `--profile-views` printed.
/// - Throws: ``ProfileError`` when no part was cut at a marker (callgrind run without
///   `--dump-before='*viewProfileMark*'`), or the error reading `marksFile`.
func attribute(partsPrefix: String, marksFile: String) throws {
  let labels = try String(contentsOfFile: marksFile, encoding: .utf8)
    .split(separator: "\n").filter { $0.hasPrefix("MARK\t") }.map { String($0.dropFirst(5)) }
  var totals: [String: Int] = [:]
  var order: [String] = []
  var label: String?
  var marks = 0
  var part = 1
  while let text = try? String(contentsOfFile: "\(partsPrefix).\(part)", encoding: .utf8) {
    part += 1
    let (trigger, instructions) = summary(of: text)
    if let label, !label.isEmpty {
      if totals[label] == nil { order.append(label) }
      totals[label, default: 0] += instructions
    }
    if trigger.contains("viewProfileMarkDone") {
      label = marks <= labels.count && marks > 0 ? labels[marks - 1] : nil
    } else if trigger.contains("viewProfileMark") {
      marks += 1
      label = nil
    }
  }
  guard marks > 0 else {
    throw ProfileError(
      "no part of \(partsPrefix) was cut at a marker: run callgrind with --dump-before='*viewProfileMark*'")
  }
  let total = totals.values.reduce(0, +)
  print("| where | instructions | share |")
  print("| --- | --- | --- |")
  for label in order.sorted(by: { totals[$0]! > totals[$1]! }) {
    let count = totals[label]!
    print(
      "| \(label) | \(count.formatted()) | \(String(format: "%.1f%%", 100 * Double(count) / Double(total))) |"
    )
  }
  print("| total | \(total.formatted()) | |")
}

/// The marker that cut a part, and the instructions counted in it.
private func summary(of part: String) -> (trigger: String, instructions: Int) {
  var trigger = ""
  for line in part.split(separator: "\n", maxSplits: 40) {
    if line.hasPrefix("desc: Trigger:") { trigger = String(line) }
    if line.hasPrefix("summary:"), let count = Int(line.dropFirst(8).trimmingCharacters(in: .whitespaces)) {
      return (trigger, count)
    }
  }
  return (trigger, 0)
}

/// A profile that cannot be attributed, said in a sentence.
struct ProfileError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs `--profile-views` or `--attribute` when the arguments ask for one.
///
/// - Parameter arguments: The command line.
/// - Returns: Whether the arguments named either command.
@MainActor
func runsViewProfileCommand(_ arguments: [String]) -> Bool {
  if let index = arguments.firstIndex(of: "--profile-views") {
    let rest = arguments.dropFirst(index + 1)
    let name = rest.first ?? "trips-favorite-ipad"
    let found = profileViews(
      name, times: rest.dropFirst().first.flatMap { Int($0) } ?? 3,
      trips: rest.dropFirst(2).first.flatMap { Int($0) } ?? Trip.samples.count)
    guard found else { fatalError("no scenario \(name); `--profile list` names them") }
    return true
  }
  guard let index = arguments.firstIndex(of: "--attribute") else { return false }
  let rest = Array(arguments.dropFirst(index + 1))
  guard rest.count == 2 else { fatalError("usage: trips-bench --attribute CALLGRIND_OUT_PREFIX MARKS_FILE") }
  do {
    try attribute(partsPrefix: rest[0], marksFile: rest[1])
  } catch {
    fatalError("\(error)")
  }
  return true
}
