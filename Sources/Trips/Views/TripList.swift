import SwiftUI
import TripsKit

/// The Trips tab: the trips by the month they start, in a split view. On an iPad the list sits beside
/// the chosen trip; on an iPhone the same code is one stack.
struct TripList: View {
  @Environment(TripStore.self) private var store
  @Environment(TripsNavigation.self) private var navigation
  @State private var months = TripMonthCache()

  var body: some View {
    @Bindable var navigation = navigation
    let sections = months.months(of: store, query: navigation.searchText)
    NavigationSplitView {
      List(selection: $navigation.selection) {
        ForEach(sections) { section in
          Section(section.month.monthTitle) {
            ForEach(section.trips) { trip in
              TripListRow(trip: trip)
            }
            .onDelete { offsets in
              store.delete(offsets.map { section.trips[$0] })
            }
          }
        }
      }
      .overlay {
        // SwiftUI shows nothing by itself for a search that found nothing: the app says so, as
        // iOS's own apps do.
        if sections.isEmpty && !navigation.searchText.isEmpty {
          ContentUnavailableView.search(text: navigation.searchText)
        }
      }
      .navigationTitle("Trips")
      .searchable(text: $navigation.searchText, prompt: "Search")
      .toolbar {
        Button("Soonest", systemImage: "calendar") {
          navigation.selection = store.trips.min(by: { $0.start < $1.start })?.id
        }
        Button("New trip", systemImage: "plus") {
          navigation.router.presentedSheet = .newTrip
        }
      }
    } detail: {
      TripDetailColumn()
    }
  }
}
