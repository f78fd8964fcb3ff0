import SwiftUI
import TripsKit

/// Plans a new trip on the Overview. On a regular width City and Country sit side by side; on a
/// compact width (and inside any compact container) one above the other.
struct TripPlanner: View {
  @Environment(TripStore.self) private var store
  @Environment(TripsNavigation.self) private var navigation
  @State private var draft = TripDraft()
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    @Bindable var navigation = navigation
    VStack(spacing: 12) {
      VStack(alignment: .leading, spacing: 12) {
        Button(
          navigation.isPlannerOpen ? "Close the planner" : "Plan a trip",
          systemImage: navigation.isPlannerOpen ? "xmark" : "plus"
        ) {
          navigation.isPlannerOpen.toggle()
        }
        .buttonStyle(.bordered)
        if navigation.isPlannerOpen {
          let fields =
            sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
          fields {
            TextField("City", text: $draft.city)
            TextField("Country", text: $draft.country)
          }
          Stepper(value: $draft.nights, in: 1...60) {
            Text("^[\(draft.nights) night](inflect: true)")
          }
          Stepper(value: $draft.price, in: 0...20_000, step: 250) {
            Text(draft.price, format: .currency(code: "USD"))
          }
          HStack {
            PicturePicker(selection: $draft.imageName)
            Spacer()
            FavoriteButton(isFavorite: $draft.isFavorite)
          }
          Button("Add to my trips") {
            store.add(draft)
            draft = TripDraft()
            navigation.isPlannerOpen = false
          }
          .buttonStyle(.borderedProminent)
          .disabled(draft.city.isEmpty)
        }
      }
      .textFieldStyle(.roundedBorder)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal)
      if navigation.isPlannerOpen {
        TripCard(
          trip: Binding(
            get: { draft.trip(id: 0) },
            set: { draft.isFavorite = $0.isFavorite }
          ))
      }
    }
  }
}
