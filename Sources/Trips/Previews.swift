import Foundation
import SwiftUI
import TripsKit

// The previews an Xcode project of the Trips app would have: each screen, and each state worth seeing,
// reached as a person reaches it (through the app's links) on the sample trips. `swift run previews`
// lists them and shows any of them in a terminal; tests open them with `HeadlessApp(preview:)`.

/// The app on the sample trips, opened at a link.
@MainActor
private func trips(at link: String? = nil) -> TripsApp {
  let store = TripStore()
  let navigation = TripsNavigation()
  if let link, let url = URL(string: link) { navigation.open(url, in: store) }
  return TripsApp(store: store, navigation: navigation)
}

#Preview("Overview") {
  trips()
}

#Preview("Trips") {
  trips(at: "trips://trips")
}

#Preview("Trips, sideways", traits: .landscapeLeft) {
  trips(at: "trips://trips")
}

#Preview("A trip") {
  trips(at: "trips://trip/1")
}

#Preview("The next trip") {
  trips(at: "trips://trip/1/next/2")
}

#Preview("Editing a trip") {
  trips(at: "trips://trip/1/edit")
}

#Preview("A new trip") {
  trips(at: "trips://new")
}

#Preview("Planner") {
  trips(at: "trips://planner")
}

#Preview("Searching") {
  trips(at: "trips://search?q=lima")
}

#Preview("No trips") {
  TripsApp(store: TripStore(trips: []))
}

#Preview("A trip's row", traits: .sizeThatFitsLayout) {
  TripRow(trip: Trip.samples[0])
}

#Preview("A favourite's row", traits: .sizeThatFitsLayout) {
  @Previewable @State var trip = Trip.samples[1]
  TripRow(trip: trip)
    .onAppear { trip.isFavorite = true }
}

#Preview("A trip's card") {
  @Previewable @State var trip = Trip.samples[0]
  TripCard(trip: $trip)
}
