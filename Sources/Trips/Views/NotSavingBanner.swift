import SwiftUI
import TripsKit

/// The line that stays at the top of the window while the trips are not being saved, saying why,
/// so that no edit is lost without notice; after a conflict with another program it offers to take
/// that program's version.
struct NotSavingBanner: View {
  let problem: TripPersistence.SaveError
  let store: TripStore

  var body: some View {
    HStack {
      Image(systemName: "exclamationmark.triangle")
      Text("Not saving: \(problem.summary)")
      Spacer()
      if case .conflict = problem.kind {
        // Dropping this window's unsaved changes is the user's choice, never automatic.
        Button("Reload") { store.reload() }
      }
    }
    .padding(.horizontal)
  }
}
