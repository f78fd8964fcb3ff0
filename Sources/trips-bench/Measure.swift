import Foundation
import SwiftUI

/// Runs a piece of work many times and reports the median and the spread (10th to 90th percentile).
struct Measurement {
  let name: String
  let samples: [Double]

  var median: Double { percentile(0.5) }

  func percentile(_ p: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, max(0, Int((Double(sorted.count - 1) * p).rounded())))
    return sorted[index]
  }

  var row: String {
    let cells = [
      name, format(median), "\(format(percentile(0.1)))–\(format(percentile(0.9)))", "\(samples.count)",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  private func format(_ milliseconds: Double) -> String {
    milliseconds < 1 ? String(format: "%.3f ms", milliseconds) : String(format: "%.2f ms", milliseconds)
  }
}

@MainActor
func measure(_ name: String, runs: Int = 30, setUp: () -> Void = {}, _ work: () -> Void) -> Measurement {
  var samples: [Double] = []
  for _ in 0..<runs {
    setUp()
    let start = ContinuousClock.now
    work()
    let elapsed = ContinuousClock.now - start
    samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
  }
  return Measurement(name: name, samples: samples)
}

/// Times a tap from the moment the app receives it. Finding the element, which is the test's query
/// and not the app's work, happens before the clock starts; `frame` runs inside the timing.
@MainActor
func measureTap(
  _ name: String, on host: GraphHost, runs: Int, setUp: () -> Void = {}, label: () -> String,
  frame: () -> Void = {}
) -> Measurement {
  var action: (() -> Void)?
  return measure(
    name, runs: runs,
    setUp: {
      setUp()
      action = host.tapAction(label())
    }
  ) {
    host.perform(action!)
    frame()
  }
}

/// A clock that runs only around the work it is given, for interactions of several steps whose
/// queries (finding what to tap) stay outside the timing.
@MainActor
final class StepClock {
  private(set) var elapsed = Duration.zero

  func time(_ work: () -> Void) {
    let start = ContinuousClock.now
    measuredStep(work)
    elapsed += ContinuousClock.now - start
  }
}

/// The work a clock times, in a function of its own so that callgrind can count it alone:
/// `valgrind --tool=callgrind --toggle-collect='*measuredStep*'` collects only inside it.
@MainActor
@inline(never)
func measuredStep(_ work: () -> Void) {
  work()
}

/// Times the steps an interaction passes to its clock, many times, as `measure` does.
@MainActor
func measureSteps(_ name: String, runs: Int, setUp: () -> Void = {}, _ work: (StepClock) -> Void)
  -> Measurement
{
  var samples: [Double] = []
  for _ in 0..<runs {
    setUp()
    let clock = StepClock()
    work(clock)
    samples.append(
      Double(clock.elapsed.components.attoseconds) / 1e15 + Double(clock.elapsed.components.seconds) * 1000)
  }
  return Measurement(name: name, samples: samples)
}

/// The peak resident set size of this process, in megabytes.
func peakResidentMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kilobytes / 1024
  }
  return 0
}
