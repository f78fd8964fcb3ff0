import SwiftUI
import SwiftUITesting

// A small app from the lesson's edge cases, driven headless on an iPad and an iPhone: the screens it
// shows, what it printed, and what the runtime logged.

struct Detail: View {
  let city: String
  var body: some View {
    VStack(spacing: 20) {
      Text("Detail of \(city)")
      NavigationLink("Next: Vancouver", value: "Vancouver")
    }
    .navigationTitle(city)
  }
}

struct ContentView: View {
  let cities = ["Seattle", "Vancouver", "Atacama"]
  @State private var selection: String?
  @State private var path: [String] = []
  @State private var isAsking = false

  var body: some View {
    NavigationSplitView {
      List(cities, id: \.self, selection: $selection) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Trips")
    } detail: {
      NavigationStack(path: $path) {
        Group {
          if let selection {
            Detail(city: selection)
              .toolbar {
                Button("Delete", systemImage: "trash", role: .destructive) { isAsking = true }
              }
          } else {
            ContentUnavailableView("Choose a trip", systemImage: "airplane")
          }
        }
        .navigationDestination(for: String.self) { city in
          Detail(city: city)
        }
      }
    }
    .alert("Delete \(selection ?? "")?", isPresented: $isAsking) {
      Button("Delete", role: .destructive) { selection = nil }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
    .onChange(of: path) { print("path:", path) }
    .onChange(of: selection) { print("selection:", selection ?? "nil") }
  }
}

@MainActor func run(on device: Device) {
  print("=== \(device) ===")
  let app = HeadlessApp(device: device) { ContentView() }
  print(app.snapshot(), "\n")
  app.buttons["Seattle"].tap()
  app.buttons["Next: Vancouver"].tap()
  print("After Seattle, then Next:\n\(app.snapshot())\n")
  if device == .iPadAir11 {
    app.buttons["Atacama"].tap()
    print("After choosing Atacama in the sidebar:\n\(app.snapshot())\n")
  }
  if device == .iPhone17 {
    app.swipeBack()
    print("After swiping back:\n\(app.snapshot())\n")
  }
  app.buttons["Delete"].tap()
  print("After Delete:\n\(app.snapshot())\n")
  print("Console:", app.console)
  print("Log:", app.log, "\n")
}

MainActor.assumeIsolated {
  run(on: .iPadAir11)
  run(on: .iPhone17)
}
