import SwiftUI
import TripsKit

/// The split view's detail column: the chosen trip in a stack, with the trips pushed over it. A view
/// of its own, so that choosing a trip runs this body, not the list's: the list keeps its rows. It
/// prints the path as it changes (the lesson's), here beside the stack rather than in the list,
/// whose body would otherwise run at every push.
struct TripDetailColumn: View {
  @Environment(TripsNavigation.self) private var navigation

  var body: some View {
    @Bindable var navigation = navigation
    NavigationStack(path: $navigation.router.path) {
      Group {
        if let selection = navigation.selection {
          TripDetail(id: selection, selection: $navigation.selection)
        } else {
          ContentUnavailableView(
            "Choose a trip", systemImage: "airplane",
            description: Text("Its details will appear here."))
        }
      }
      .navigationDestination(for: Trip.ID.self) { id in
        TripDetail(id: id, selection: $navigation.selection)
      }
    }
    .onChange(of: navigation.router.path) {
      print("path:", navigation.router.path)
    }
  }
}
