import Foundation
import TripsKit
import TripsMonkey

// trips-monkey: a seeded random user against the Trips app.
//   trips-monkey [--seed S] [--steps N] [--device iphone|ipad|mac] [--sessions K]
//   trips-monkey save-loop PATH     (for the crash-safety test: saves forever until killed)

func value(after flag: String, in arguments: [String]) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "save-loop", arguments.count >= 2 {
  // Saves versions of the trips forever; the parent kills it with SIGKILL at random moments.
  let persistence = TripPersistence(url: URL(fileURLWithPath: arguments[1]))
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

if arguments.contains("--help") {
  print("usage: trips-monkey [--seed S] [--steps N] [--device iphone|ipad|mac] [--sessions K]")
  exit(0)
}

let seed = UInt64(value(after: "--seed", in: arguments) ?? "") ?? UInt64.random(in: 0...UInt64(UInt32.max))
let steps = Int(value(after: "--steps", in: arguments) ?? "") ?? 1_000
let device = value(after: "--device", in: arguments) ?? "iphone"
let sessions = Int(value(after: "--sessions", in: arguments) ?? "") ?? 1
let work = FileManager.default.temporaryDirectory.appendingPathComponent("trips-monkey-\(getpid())")

let status: Int32 = MainActor.assumeIsolated {
  let start = Date()
  for offset in 0..<UInt64(sessions) {
    if let failure = MonkeySession.run(
      seed: seed &+ offset, steps: steps, device: device, workDirectory: work)
    {
      print("FAILED \(failure)")
      return 1
    }
  }
  let elapsed = Date().timeIntervalSince(start)
  print(
    "\(sessions) session(s) of \(steps) steps from seed \(seed) on \(device): no failure (\(String(format: "%.1f", elapsed)) s)"
  )
  return 0
}
try? FileManager.default.removeItem(at: work)
exit(status)
