import SwiftUI
import SwiftUITerminal

// A small trip planner run through the terminal host: a split view of cities with a detail, a sheet
// with a text field and a stepper, an alert, a confirmation dialog and a popover. Try it with
// `swift run terminal-demo` (add `--device ipad`, `--device mac`, `--landscape`; `--help` for keys).

/// Set by `--crash-on-delete`: deleting a trip crashes the app, to show the terminal survives it.
var crashesOnDelete = false

struct Trip: Hashable {
  var city: String
  var country: String
  var nights: Int
  var note = ""
}

struct EditTrip: View {
  @Binding var trip: Trip
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Section("Note") {
          TextField("What to see", text: $trip.note)
        }
        Section("Stay") {
          Stepper("Nights: \(trip.nights)", value: $trip.nights, in: 1...14)
        }
      }
      .navigationTitle("Edit \(trip.city)")
      .toolbar {
        Button("Done") { dismiss() }
      }
    }
    .presentationDetents([.medium, .large])
  }
}

struct TripDetail: View {
  @Binding var trip: Trip
  var onDelete: () -> Void
  @State private var isEditing = false
  @State private var isDeleting = false
  @State private var isSharing = false
  @State private var showsWeather = false

  var body: some View {
    VStack(spacing: 12) {
      Text("\(trip.city), \(trip.country)")
      Text("\(trip.nights) nights")
      Text(trip.note.isEmpty ? "No note yet" : "Note: \(trip.note)")
      Button("Edit Trip") { isEditing = true }
      Button("Share…") { isSharing = true }
        .confirmationDialog("Share \(trip.city)", isPresented: $isSharing, titleVisibility: .visible) {
          Button("Copy Link") { print("copied link to \(trip.city)") }
          Button("Send to Friend") { print("sent \(trip.city)") }
          Button("Cancel", role: .cancel) {}
        }
      Button("Weather") { showsWeather = true }
        .popover(isPresented: $showsWeather) {
          VStack {
            Text("Sunny, 21°")
            Button("Close") { showsWeather = false }
          }
        }
    }
    .navigationTitle(trip.city)
    .toolbar {
      Button("Delete", systemImage: "trash", role: .destructive) { isDeleting = true }
    }
    .sheet(isPresented: $isEditing) {
      EditTrip(trip: $trip)
    }
    .alert("Delete \(trip.city)?", isPresented: $isDeleting) {
      Button("Delete", role: .destructive) {
        if crashesOnDelete { fatalError("--crash-on-delete: deleting \(trip.city)") }
        onDelete()
      }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

struct TripsApp: View {
  @State private var trips = [
    Trip(city: "Seattle", country: "USA", nights: 3),
    Trip(city: "Vancouver", country: "Canada", nights: 2),
    Trip(city: "Atacama", country: "Chile", nights: 5),
    Trip(city: "Kyoto", country: "Japan", nights: 4),
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
        TripDetail(trip: $trips[index]) {
          trips.remove(at: index)
          self.selection = nil
          print("deleted \(selection)")
        }
      } else {
        ContentUnavailableView("Choose a trip", systemImage: "airplane")
      }
    }
    .onChange(of: selection) { print("selection: \(selection ?? "none")") }
  }
}

let status = MainActor.assumeIsolated {
  let options = [
    TerminalOption("--crash-on-delete", help: "crash when a trip is deleted (shows the terminal is restored)")
    { _ in
      crashesOnDelete = true
    }
  ]
  return TerminalHost.run(options: options) { TripsApp() }
}
exit(status)
