import SwiftUI
import SwiftUITerminal

/// The apps the terminal tests draw and drive.
struct SampleTrip: Hashable {
  var city: String
  var nights: Int
  var note = ""
}

struct SampleEditor: View {
  @Binding var trip: SampleTrip
  var locked: Bool
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $trip.note)
        Stepper("Nights: \(trip.nights)", value: $trip.nights, in: 1...3)
        Toggle("Window seat", isOn: .constant(true))
      }
      .navigationTitle("Edit \(trip.city)")
      .toolbar { Button("Done") { dismiss() } }
    }
    .interactiveDismissDisabled(locked)
  }
}

struct SampleDetail: View {
  @Binding var trip: SampleTrip
  var locked: Bool
  @State private var isEditing = false
  @State private var isDeleting = false
  @State private var isSharing = false
  @State private var showsWeather = false

  var body: some View {
    VStack(spacing: 12) {
      Text("About \(trip.city)")
      Button("Edit Trip") { isEditing = true }
      Button("Share…") { isSharing = true }
        .confirmationDialog("Share \(trip.city)", isPresented: $isSharing, titleVisibility: .visible) {
          Button("Copy Link") { print("copied") }
          Button("Cancel", role: .cancel) { print("share cancelled") }
        }
      Button("Weather") { showsWeather = true }
        .popover(isPresented: $showsWeather) {
          Text("Sunny, 21°")
        }
    }
    .navigationTitle(trip.city)
    .toolbar {
      Button("Delete", systemImage: "trash", role: .destructive) { isDeleting = true }
    }
    .sheet(isPresented: $isEditing) { SampleEditor(trip: $trip, locked: locked) }
    .alert("Delete \(trip.city)?", isPresented: $isDeleting) {
      Button("Delete", role: .destructive) { print("deleted") }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

struct SampleTrips: View {
  var locked = false
  @State private var trips = [
    SampleTrip(city: "Seattle", nights: 2), SampleTrip(city: "Vancouver", nights: 1),
    SampleTrip(city: "Atacama", nights: 3),
  ]
  @State private var selection: String?

  var body: some View {
    NavigationSplitView {
      List(trips.map(\.city), id: \.self, selection: $selection) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Trips")
    } detail: {
      if let selection, let index = trips.firstIndex(where: { $0.city == selection }) {
        SampleDetail(trip: $trips[index], locked: locked)
      } else {
        ContentUnavailableView("Choose a trip", systemImage: "airplane")
      }
    }
  }
}

/// A list with sections and swipe actions, in a stack.
struct SampleInbox: View {
  @State private var messages = ["Hello", "Lunch?", "Invoice"]

  var body: some View {
    NavigationStack {
      List {
        Section("Today") {
          ForEach(messages, id: \.self) { message in
            Text(message)
              .swipeActions {
                Button("Archive", role: .destructive) { messages.removeAll { $0 == message } }
              }
          }
        }
      }
      .navigationTitle("Inbox")
    }
  }
}

extension TerminalSession {
  /// A session for a sample app on a device, on a terminal of a size, without colour unless asked.
  @MainActor
  static func sample<Content: View>(
    _ device: DeviceProfile = .iPhone17, orientation: DeviceOrientation = .portrait, columns: Int = 120,
    rows: Int = 60, usesColor: Bool = false, @ViewBuilder content: () -> Content
  ) -> TerminalSession {
    let host = GraphHost(geometry: SceneGeometry(device: device, orientation: orientation), content: content)
    return TerminalSession(
      host: host, mode: device.idiom == .mac ? .window : .device, terminalSize: (columns, rows),
      usesColor: usesColor)
  }

  /// Presses keys given as the terminal would send them.
  func press(_ text: String) {
    var decoder = KeyDecoder()
    handle(decoder.feed(Array(text.utf8)) + decoder.flush())
  }

  /// The frame's text, freshly drawn.
  var text: String { renderText() }
}

extension TerminalSession {
  /// Tabs to the element whose status line names a label (“Save”), as a person would; at most
  /// `limit` presses.
  func tab(to label: String, limit: Int = 40) {
    for _ in 0..<limit where focused?.node.label != label { press("\t") }
  }
}
