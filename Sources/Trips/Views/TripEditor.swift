import SwiftUI
import TripsKit

/// The editor sheet for the router: the trip it names (or a new one), or "This trip is gone".
struct TripEditorSheet: View {
  let tripID: Trip.ID?
  @Environment(TripStore.self) private var store

  var body: some View {
    Group {
      if let tripID {
        if let trip = store.trip(id: tripID) {
          TripEditor(trip: trip, title: "Edit trip") { edited in
            store.update(edited)
          }
        } else {
          ContentUnavailableView("This trip is gone", systemImage: "airplane.departure")
        }
      } else {
        TripEditor(trip: TripDraft().trip(id: 0), title: "New trip") { created in
          store.add(TripDraft(trip: created))
        }
      }
    }
    .presentationDetents([.medium, .large])
  }
}

/// Edits a copy of a trip: Cancel throws the copy away, Save hands it back. While the copy differs
/// from the trip, dragging the sheet down asks first.
struct TripEditor: View {
  @State private var draft: Trip
  let original: Trip
  let title: String
  let onSave: (Trip) -> Void
  @Environment(\.dismiss) private var dismiss
  @Environment(TripsNavigation.self) private var navigation

  init(trip: Trip, title: String, onSave: @escaping (Trip) -> Void) {
    _draft = State(initialValue: trip)
    original = trip
    self.title = title
    self.onSave = onSave
  }

  private var hasEdits: Bool { draft != original }

  var body: some View {
    @Bindable var navigation = navigation
    NavigationStack {
      Form {
        TextField("City", text: $draft.city)
        TextField("Country", text: $draft.country)
        Stepper(value: $draft.nights, in: 1...60) {
          Text("^[\(draft.nights) night](inflect: true)")
        }
      }
      .navigationTitle(title)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            onSave(draft)
            dismiss()
          }
          .disabled(draft.city.trimmingWhitespace.isEmpty)
        }
      }
    }
    .interactiveDismissDisabled(hasEdits)
    .dismissalConfirmationDialog("Throw away your edits?", shouldPresent: hasEdits) {
      Button("Throw Away", role: .destructive) {}
      Button("Save and Close") { onSave(draft) }
        .keyboardShortcut(.defaultAction)
    }
    // A link that arrives while there are edits waits here, in the sheet, for a decision.
    .alert("Open the link?", item: $navigation.pendingLink) { _ in
      Button("Discard Edits and Open", role: .destructive) { navigation.openPendingLink() }
      Button("Keep Editing", role: .cancel) {}
    } message: { _ in
      Text("Your changes to this trip are not saved.")
    }
    .alert("Cannot open link", item: $navigation.linkProblem) { _ in
      Button("OK") {}
    } message: { problem in
      Text(problem)
    }
    .onChange(of: hasEdits, initial: true) {
      navigation.editorHasEdits = hasEdits
    }
    .onDisappear {
      navigation.editorHasEdits = false
    }
  }
}
