import Foundation
import SwiftUI
import SwiftUITerminal
import Trips
import TripsKit

// The cases of the attack on the app's input sizes: what a person can type, paste or load. Each one is
// measured a few times only: before the fixes they took seconds to minutes. `divisor` shrinks the
// sizes (`trips-bench --long-inputs 10`) so that a build without the fixes can be measured cheaply.

/// A text of words of nine letters and a space, `count` characters long: wraps like prose.
func prose(_ count: Int) -> String {
  let word = Array("abcdefghi ")
  return String((0..<count).map { word[$0 % word.count] })
}

/// The cases, or those whose names start with `only` (`field`, `paste`, `months`, `restoration`).
@MainActor
func longInputScenarios(divisor: Int = 1, runs: Int = 3, only: String? = nil) -> [Measurement] {
  let cases: [(String, () -> [Measurement])] = [
    ("field", { fieldScenarios(length: 100_000 / divisor, runs: runs) }),
    (
      "paste",
      {
        [
          pasteScenario(bytes: 1_000_000 / divisor, trips: Trip.samples, runs: runs),
          pasteScenario(
            bytes: 1_000_000 / divisor, trips: manyTrips(100_000 / divisor, months: 450), runs: runs),
        ]
      }
    ),
    ("months", { manyMonthsScenarios(trips: 100_000 / divisor, months: 450, runs: runs) }),
    ("restoration", { restorationScenarios(runs: runs) }),
  ]
  return cases.filter { only.map($0.0.hasPrefix) ?? true }.flatMap { $0.1() }
}

/// The editor opened on a trip whose city is `length` characters long, then one character typed into
/// it, each drawn into terminal cells as the terminal host does after a key.
@MainActor
func fieldScenarios(length: Int, runs: Int) -> [Measurement] {
  var trip = Trip.samples[0]
  trip.city = prose(length)
  var open: [Double] = []
  var type: [Double] = []
  for _ in 0..<runs {
    let navigation = TripsNavigation()
    let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) {
      TripsApp(store: TripStore(trips: [trip]), navigation: navigation)
    }
    let session = TerminalSession(host: host, mode: .device, terminalSize: (120, 40), usesColor: true)
    session.render()
    open.append(
      milliseconds {
        host.perform { navigation.apply(.edit(trip.id)) }
        session.render()
      })
    guard let field = host.screen.firstNode(where: { $0.role == .textField && $0.label == "City" }),
      let typeText = host.screen.actions[field.id]?.typeText
    else { fatalError("no City field in the editor") }
    type.append(
      milliseconds {
        host.perform { typeText("x") }
        session.render()
      })
  }
  let name = "a \(length.formatted())-character city"
  return [
    Measurement(name: "Trips on iPhone: open the editor on \(name), to cells", samples: open),
    Measurement(name: "Trips on iPhone: type one character into \(name), to cells", samples: type),
  ]
}

/// `bytes` of text pasted into the search field of the Trips tab in a terminal: the bytes go through
/// the terminal host's input path (reads of at most 4 KB, as a pseudo-terminal gives them, the key
/// decoder, the session) and a frame is drawn and encoded once the input is handled.
@MainActor
func pasteScenario(bytes: Int, trips: [Trip], runs: Int) -> Measurement {
  let paste = Array(prose(bytes).utf8)
  var samples: [Double] = []
  for _ in 0..<runs {
    let navigation = TripsNavigation()
    navigation.tab = .trips
    let host = GraphHost(geometry: SceneGeometry(device: .iPhone17)) {
      TripsApp(store: TripStore(trips: trips), navigation: navigation)
    }
    let session = TerminalSession(host: host, mode: .device, terminalSize: (120, 40), usesColor: true)
    var encoder = ANSIEncoder(allowsColor: true)
    encoder.encode(session.render())
    guard let search = session.focusables.first(where: { $0.node.role == .searchField }) else {
      fatalError("no search field")
    }
    session.focus(search.node)
    var input = TerminalInput()
    var source = PastedBytes(paste)
    samples.append(
      milliseconds {
        // As the run loop does: what is ready, the keys it completes, a frame.
        while let keys = input.read(from: &source) {
          session.handle(keys)
          encoder.encode(session.render())
        }
      })
    guard navigation.searchText.utf8.count == bytes else { fatalError("the paste did not arrive") }
  }
  return Measurement(
    name: "Trips in a terminal: paste \(bytes.formatted()) bytes into the search field over "
      + "\(trips.count.formatted()) trips", samples: samples)
}

/// A paste as the terminal hands it over: a few kilobytes per read, the next piece ready at once.
struct PastedBytes: ByteSource {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(4096, buffer.count, bytes.count - offset)
    bytes.withUnsafeBytes { all in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[offset..<offset + count]))
    }
    offset += count
    return count
  }

  mutating func isReady(waiting milliseconds: Int32) -> Bool { offset < bytes.count }
}

/// `count` trips starting over `months` months on an iPad: the Trips tab shown, then a trip selected.
@MainActor
func manyMonthsScenarios(trips count: Int, months: Int, runs: Int) -> [Measurement] {
  let trips = manyTrips(count, months: months)
  var launch: [Double] = []
  var show: [Double] = []
  var select: [Double] = []
  for _ in 0..<runs {
    let store = TripStore(trips: trips)
    let navigation = TripsNavigation()
    var host: GraphHost!
    launch.append(
      milliseconds {
        host = GraphHost(geometry: SceneGeometry(device: .iPadAir11)) {
          TripsApp(store: store, navigation: navigation)
        }
        _ = host.screen
      })
    show.append(milliseconds { host.perform(host.tapAction("Trips")) })
    guard let cell = host.screen.firstNode(where: { $0.role == .cell && $0.isHittable }),
      let tap = host.screen.actions[cell.id]?.tap
    else { fatalError("no trip in the list") }
    select.append(milliseconds { host.perform(tap) })
    guard navigation.selection != nil else { fatalError("nothing selected") }
  }
  let name = "\(count.formatted()) trips over \(months) months"
  return [
    Measurement(name: "Trips on iPad, \(name): launch to the Overview", samples: launch),
    Measurement(name: "Trips on iPad, \(name): show the list", samples: show),
    Measurement(name: "Trips on iPad, \(name): select a trip", samples: select),
  ]
}

/// `count` trips whose starts go round `months` months, a minute apart within a month.
func manyTrips(_ count: Int, months: Int) -> [Trip] {
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  return (0..<count).map { index in
    Trip(
      id: index + 1, city: "City \(index)", country: "Country",
      start: start.addingTimeInterval(Double(index % months) * 30.5 * 86_400 + Double(index / months) * 60),
      nights: 3, price: 500, imageName: "airplane")
  }
}

/// Launch to the first frame with the largest restoration file the app reads (just under 64 KB): a
/// chosen trip with as many trips pushed on it as fit.
@MainActor
func restorationScenarios(runs: Int) -> [Measurement] {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-bench-\(getpid())")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let url = directory.appendingPathComponent("scene-state.json")
  let head = #"{"tab":"trips","selection":1,"path":["#
  let pushed = (64 * 1024 - head.utf8.count - 3) / 2
  let text = head + Array(repeating: "2", count: pushed).joined(separator: ",") + "]}"
  try? Data(text.utf8).write(to: url)
  guard RestorationState.load(from: url)?.path.count == pushed else { fatalError("the file is not read") }
  return [(DeviceProfile.iPhone17, "iPhone"), (.iPadAir11, "iPad")].map { device, name in
    measure(
      "Trips on \(name): launch with a 64 KB restoration file (\(pushed.formatted()) pushed)", runs: runs
    ) {
      let host = GraphHost(geometry: SceneGeometry(device: device)) {
        TripsApp(store: TripStore(), restorationURL: url)
      }
      _ = host.screen
    }
  }
}

/// The time a piece of work takes, in milliseconds.
@MainActor
func milliseconds(_ work: () -> Void) -> Double {
  let start = ContinuousClock.now
  work()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
}
