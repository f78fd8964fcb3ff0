import Foundation

/// The editable fields of a trip, as a planner form sees them.
///
/// A draft has no identifier; ``TripStore/add(_:)`` assigns one, and ``trip(id:)`` builds a trip from it.
public struct TripDraft: Hashable, Sendable {
  /// The nights a form should offer.
  public static let nightsRange: ClosedRange<Int> = 1...60
  /// The prices, in US dollars, a form should offer.
  public static let priceRange: ClosedRange<Int> = 0...20_000
  /// The step, in US dollars, between offered prices.
  public static let priceStep = 250
  /// The picture a new trip shows until the user picks another.
  public static let defaultImageName = "trip-placeholder"

  /// The destination city.
  public var city: String = ""
  /// The destination country.
  public var country: String = ""
  /// How many nights; meant to stay within ``nightsRange``.
  public var nights: Int = 1
  /// The price in US dollars; meant to stay within ``priceRange`` in steps of ``priceStep``.
  public var price: Int = 0
  /// The name of the trip's picture.
  public var imageName: String = TripDraft.defaultImageName
  /// Whether the trip is a favorite.
  public var isFavorite: Bool = false
  /// The start date; a new draft starts today (noon UTC of the current UTC day).
  public var start: Date

  /// An empty draft for a new trip, starting today.
  public init() {
    start = UTCCalendar.noon(onDayOf: .now)
  }

  /// A draft holding every editable field of `trip`, for editing it.
  public init(trip: Trip) {
    city = trip.city
    country = trip.country
    nights = trip.nights
    price = trip.price
    imageName = trip.imageName
    isFavorite = trip.isFavorite
    start = trip.start
  }

  /// Whether the draft names a city, the least a trip needs.
  public var isValid: Bool {
    !city.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  /// The trip with identifier `id` described by this draft; city and country are trimmed of
  /// surrounding whitespace.
  public func trip(id: Int) -> Trip {
    Trip(
      id: id,
      city: city.trimmingCharacters(in: .whitespacesAndNewlines),
      country: country.trimmingCharacters(in: .whitespacesAndNewlines),
      start: start,
      nights: nights,
      price: price,
      imageName: imageName,
      isFavorite: isFavorite)
  }
}
