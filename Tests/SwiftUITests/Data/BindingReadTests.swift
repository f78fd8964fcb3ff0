import Observation
import SwiftUI
import SwiftUITesting
import Testing

private struct Place: Equatable {
  var city: String
  var country: String
  var nights: Int
}

@Observable
private final class Itinerary {
  var stops = [Place(city: "Lisbon", country: "Portugal", nights: 3)]
  /// How often a stop was read through ``subscript(stopAt:)``; not observed.
  @ObservationIgnored var stopReads = 0

  subscript(stopAt index: Int) -> Place {
    get {
      stopReads += 1
      return stops[index]
    }
    set { stops[index] = newValue }
  }
}

private struct PlaceCard: View {
  @Binding var place: Place

  var body: some View {
    VStack {
      Text(place.city)
      Text(place.country)
      Text("\(place.nights) nights")
      Button("Stay longer") { place.nights += 1 }
    }
  }
}

private struct ItineraryScreen: View {
  @Bindable var itinerary: Itinerary

  var body: some View {
    PlaceCard(place: $itinerary[stopAt: 0])
  }
}

@MainActor
@Suite("Binding: a body reads the value it holds")
struct BindingReadTests {
  @Test func aBodyReadsAnObjectsPropertyOnceHoweverOftenItReadsTheBinding() {
    let itinerary = Itinerary()
    let app = HeadlessApp { ItineraryScreen(itinerary: itinerary) }
    #expect(app.staticTexts["Lisbon"].exists)
    #expect(app.staticTexts["Portugal"].exists)
    #expect(app.staticTexts["3 nights"].exists)
    #expect(itinerary.stopReads == 1)
  }

  @Test func theNextBodyReadsWhatAnActionWroteThroughTheBinding() {
    let itinerary = Itinerary()
    let app = HeadlessApp { ItineraryScreen(itinerary: itinerary) }
    app.buttons["Stay longer"].tap()
    #expect(app.staticTexts["4 nights"].exists)
    app.buttons["Stay longer"].tap()
    #expect(app.staticTexts["5 nights"].exists)
    #expect(itinerary.stops[0].nights == 5)
    #expect(app.staticTexts["Lisbon"].exists)
  }

  @Test func aChangeMadeElsewhereReachesTheNextBody() {
    let itinerary = Itinerary()
    let app = HeadlessApp { ItineraryScreen(itinerary: itinerary) }
    itinerary.stops[0].city = "Porto"
    #expect(app.staticTexts["Porto"].exists)
    #expect(!app.staticTexts["Lisbon"].exists)
  }
}
