import SwiftUI
import SwiftUITesting

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
          } else {
            ContentUnavailableView("Choose a trip", systemImage: "airplane")
          }
        }
        .navigationDestination(for: String.self) { city in
          Detail(city: city)
        }
      }
    }
    .onChange(of: path) { print("path:", path) }
    .onChange(of: selection) { print("selection:", selection ?? "nil") }
  }
}

@MainActor func demo() {
  let app = HeadlessApp(device: .iPadAir11) { ContentView() }
  print(app.snapshot())
  app.cells["Seattle"].tap()
  app.buttons["Next: Vancouver"].tap()
  print(app.snapshot())
  app.cells["Atacama"].tap()
  print(app.snapshot())
  print(app.console)
  print(app.log)
}
MainActor.assumeIsolated { demo() }
