import Foundation
import SwiftUI
import Trips
import TripsKit

/// `--cold-launch`: launches Trips on an iPad to its first frame once, in this process, which has
/// shown no view before, and prints the milliseconds it took.
///
/// A launch in a process that already showed views is cheaper: the Swift runtime looks up a type's
/// conformances (is it a primitive view, is it `Equatable`) by scanning every conformance the
/// process holds the first time it is asked, and remembers the answer. The in-process launch row
/// measures the warm case; this one what a person starting the app waits for.
///
/// - Returns: The milliseconds the launch took, and the launched app's host, which the caller keeps:
///   the launch ends at the first frame, and neither tearing the app down nor printing the figure is
///   part of it (nor of what callgrind counts inside this function).
@MainActor
func coldLaunchOnce() -> (milliseconds: Double, host: GraphHost) {
  var launched: GraphHost?
  let launch = measure("Trips on iPad: launch to first frame", runs: 1) {
    let host = GraphHost(geometry: SceneGeometry(device: .iPadAir11)) { TripsApp(store: TripStore()) }
    _ = host.screen
    launched = host
  }
  return (launch.median, launched!)
}

/// Launches Trips to its first frame in `runs` fresh processes of this executable
/// (`--cold-launch`), each timed from inside, so that process start and dynamic linking are not
/// counted.
///
/// - Parameter runs: How many processes to start.
/// - Returns: The measurement, or nil when this executable cannot be started again.
func coldLaunchScenario(runs: Int) -> Measurement? {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0])
  var samples: [Double] = []
  for _ in 0..<runs {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--cold-launch"]
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let milliseconds = Double(text) else { return nil }
    samples.append(milliseconds)
  }
  return Measurement(name: "Trips on iPad: launch to first frame in a fresh process", samples: samples)
}
