import SwiftUI
import TripsKit

/// One trip: its card, a link to the next trip, and Edit, Delete and All trips in the toolbar. A trip
/// that no longer exists says so instead.
struct TripDetail: View {
  let id: Trip.ID
  @Binding var selection: Trip.ID?
  @Environment(TripStore.self) private var store
  @Environment(TripsNavigation.self) private var navigation
  @State private var isConfirmingDelete = false

  var body: some View {
    @Bindable var store = store
    if let index = store.index(of: id) {
      ScrollView {
        VStack(spacing: 16) {
          TripCard(trip: $store[tripAt: index])
          if let next = store.trip(after: store.trips[index]) {
            NavigationLink("Next: \(next.city)", value: next.id)
          }
        }
      }
      .navigationTitle(store.trips[index].city)
      .toolbar {
        Button("All trips", systemImage: "list.bullet") {
          selection = nil
        }
        Button("Edit") {
          navigation.router.presentedSheet = .editTrip(id)
        }
        Button("Delete trip", systemImage: "trash", role: .destructive) {
          isConfirmingDelete = true
        }
      }
      .alert("Delete \(store.trips[index].city)?", isPresented: $isConfirmingDelete) {
        Button("Delete", role: .destructive) {
          store.delete([store.trips[index]])
        }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
    } else {
      ContentUnavailableView("This trip is gone", systemImage: "airplane.departure")
    }
  }
}
