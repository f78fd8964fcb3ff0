import Foundation
import Testing
import TripsKit

@Suite("TripDraft")
struct TripDraftTests {
  @Test func newDraftHasFormDefaults() {
    let draft = TripDraft()
    #expect(draft.city == "")
    #expect(draft.country == "")
    #expect(draft.nights == 1)
    #expect(draft.price == 0)
    #expect(draft.imageName == TripDraft.defaultImageName)
    #expect(!draft.imageName.isEmpty)
    #expect(draft.isFavorite == false)
    #expect(utc.component(.hour, from: draft.start) == 12)
    #expect(abs(draft.start.timeIntervalSinceNow) < 86_400)
    #expect(!draft.isValid)
  }

  @Test func rangesMatchTheForm() {
    #expect(TripDraft.nightsRange == 1...60)
    #expect(TripDraft.priceRange == 0...20_000)
    #expect(TripDraft.priceStep == 250)
    #expect(TripDraft.nightsRange.contains(TripDraft().nights))
    #expect(TripDraft.priceRange.contains(TripDraft().price))
  }

  @Test(arguments: Trip.samples)
  func roundTripsEveryTrip(trip: Trip) {
    let draft = TripDraft(trip: trip)
    #expect(draft.isValid)
    #expect(draft.trip(id: trip.id) == trip)
  }

  @Test func editedDraftBuildsTheEditedTrip() {
    var draft = TripDraft(trip: .vancouver)
    draft.nights = 9
    draft.price = 2_750
    draft.isFavorite = true
    let edited = draft.trip(id: 42)
    #expect(edited.id == 42)
    #expect(edited.city == "Vancouver")
    #expect(edited.nights == 9)
    #expect(edited.price == 2_750)
    #expect(edited.isFavorite)
    #expect(edited.start == Trip.vancouver.start)
  }

  @Test func trimsCityAndCountry() {
    var draft = TripDraft()
    draft.city = "  Oslo \n"
    draft.country = " Norway "
    #expect(draft.isValid)
    #expect(draft.trip(id: 1).city == "Oslo")
    #expect(draft.trip(id: 1).country == "Norway")
    draft.city = "   "
    #expect(!draft.isValid)
  }
}
