import SwiftUI

/// A trip to remember.
public struct Trip: Identifiable, Hashable, Sendable {
  public let id: Int
  public var city: String
  public var nights: Int

  /// A trip.
  public init(id: Int, city: String, nights: Int) {
    self.id = id
    self.city = city
    self.nights = nights
  }
}

/// The trips, with their nights, and a sheet to add one.
public final class TripBook: ObservableObject {
  @Published public var trips: [Trip]

  /// A book of trips.
  public init(
    trips: [Trip] = [Trip(id: 1, city: "Seattle", nights: 5), Trip(id: 2, city: "Lima", nights: 3)]
  ) {
    self.trips = trips
  }
}

/// The list of trips: tap one to see it, swipe to delete, Add to make one.
public struct TripList: View {
  @StateObject private var book = TripBook()
  @State private var isAdding = false

  /// The list.
  public init() {}

  public var body: some View {
    NavigationStack {
      List {
        ForEach(book.trips) { trip in
          NavigationLink(trip.city, value: trip)
        }
        .onDelete { book.trips.remove(atOffsets: $0) }
      }
      .navigationTitle("Trips")
      .navigationDestination(for: Trip.self) { trip in
        Text("\(trip.city), \(trip.nights) nights").navigationTitle(trip.city)
      }
      .toolbar {
        Button("Add") { isAdding = true }
      }
      .sheet(isPresented: $isAdding) {
        NewTrip { book.trips.append($0) }
      }
    }
  }
}

/// A form for a new trip.
struct NewTrip: View {
  let add: (Trip) -> Void
  @State private var city = ""
  @State private var nights = 1
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("City", text: $city)
      Stepper("\(nights) nights", value: $nights, in: 1...30)
      Button("Save") {
        add(Trip(id: Int.random(in: 100...1_000_000), city: city, nights: nights))
        dismiss()
      }
      .disabled(city.isEmpty)
    }
  }
}

#Preview("Trips") {
  TripList()
}
