import Foundation
import TripsKit
import TripsMonkey

// trips-monkey: a seeded random user against the Trips app.
//   trips-monkey [--seed S] [--steps N] [--device iphone|ipad|mac] [--sessions K]
//   trips-monkey save-loop PATH     (for the crash-safety test: saves forever until killed)

/// Saves versions of the trips forever; the crash-safety test kills it with SIGKILL at random moments.
func saveLoop(to path: String) -> Never {
  let persistence = TripPersistence(url: URL(fileURLWithPath: path))
  _ = persistence.load()  // Saving replaces only a version it has seen; this loop owns the file.
  var generation = 0
  while true {
    generation += 1
    let trips = (0..<(200 + generation % 300)).map { index in
      Trip(
        id: index, city: "City \(index) v\(generation)", country: "Country",
        start: Date(timeIntervalSince1970: 1_780_000_000),
        nights: 1 + generation % 60, price: 250, imageName: "airplane")
    }
    do {
      try persistence.save(trips)
    } catch {
      FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
      exit(1)
    }
  }
}

/// Plays the sessions; returns the exit status: 0 when no invariant broke, 1 after printing a failure.
@MainActor
func play(_ plan: MonkeyPlan) -> Int32 {
  // A random seed is printed with the result, so a run that fails can be played again.
  let seed = plan.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("trips-monkey-\(getpid())")
  defer { try? FileManager.default.removeItem(at: work) }
  let start = Date()
  var tally = MonkeyTally()
  for offset in 0..<UInt64(plan.sessions) {
    if let failure = MonkeySession.run(
      seed: seed &+ offset, steps: plan.steps, device: plan.device, workDirectory: work, tally: &tally)
    {
      print("FAILED \(failure)")
      return 1
    }
  }
  let elapsed = String(format: "%.1f", Date().timeIntervalSince(start))
  print(
    "\(plan.sessions) session(s) of \(plan.steps) steps from seed \(seed) on \(plan.device): no failure (\(elapsed) s)"
  )
  print(tally)
  return 0
}

let command: MonkeyCommand
do {
  command = try MonkeyCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("trips-monkey: \(error)\n\n\(MonkeyCommandLine.usage)\n".utf8))
  exit(2)
}
switch command {
case .help:
  print(MonkeyCommandLine.usage)
  exit(0)
case .saveLoop(let path):
  saveLoop(to: path)
case .play(let plan):
  exit(MainActor.assumeIsolated { play(plan) })
}
