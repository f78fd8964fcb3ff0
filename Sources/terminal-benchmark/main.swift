import SwiftUI
import SwiftUITerminal

// Measures the terminal host's render path at 120 x 40 cells: a frame drawn and encoded after a key
// that only moves the focus, after a key that changes the app (selecting a row), and the first frame
// from launch. Build in release: `swift run -c release terminal-benchmark`.

struct BenchmarkApp: View {
  @State private var selection: String?
  let cities = (1...30).map { "City \($0)" }

  var body: some View {
    NavigationSplitView {
      List(cities, id: \.self, selection: $selection) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Trips")
    } detail: {
      if let selection {
        VStack {
          Text("About \(selection)")
          Button("Edit") {}
          Stepper("Nights: 3", value: .constant(3), in: 1...9)
        }
        .navigationTitle(selection)
      } else {
        ContentUnavailableView("Choose a trip", systemImage: "airplane")
      }
    }
  }
}

@MainActor
func measure(_ name: String, iterations: Int, _ body: () -> Void) {
  var samples: [Duration] = []
  samples.reserveCapacity(iterations)
  let clock = ContinuousClock()
  for _ in 0..<iterations {
    samples.append(clock.measure(body))
  }
  samples.sort()
  func microseconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    return String(format: "%8.1f µs", value)
  }
  print(
    name.padding(toLength: 44, withPad: " ", startingAt: 0), "median", microseconds(samples[iterations / 2]),
    " p99", microseconds(samples[iterations * 99 / 100]))
}

MainActor.assumeIsolated {
  let columns = 120
  let rows = 40
  let clock = ContinuousClock()
  var encoder = ANSIEncoder(allowsColor: true)
  var session: TerminalSession?
  let launch = clock.measure {
    let host = GraphHost(geometry: SceneGeometry(device: .mac), content: { BenchmarkApp() })
    let started = TerminalSession(host: host, mode: .window, terminalSize: (columns, rows), usesColor: true)
    encoder.encode(started.render())
    session = started
  }
  print("launch to first frame (host, layout, frame, encode):", launch)
  guard let session else { return }
  print("first frame: \(encoder.output.count) bytes")

  measure("draw + encode, nothing changed", iterations: 2000) {
    session.render()
    encoder.encode(session.frame)
  }
  measure("Tab (focus moves) → frame encoded", iterations: 2000) {
    session.handle([.tab])
    session.render()
    encoder.encode(session.frame)
  }
  var flip = false
  measure("↓ then Enter (app selects a row) → frame", iterations: 1000) {
    flip.toggle()
    session.handle([flip ? .down : .up, .enter])
    session.render()
    encoder.encode(session.frame)
  }
  print("last frame: \(encoder.output.count) bytes of changes")
}
