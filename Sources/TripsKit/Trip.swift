import Foundation

/// One planned trip: where, when, for how long and for how much.
public struct Trip: Identifiable, Hashable, Codable, Sendable {
  /// A stable identifier, unique within a ``TripStore``.
  public var id: Int
  /// The destination city, for example "Seattle".
  public var city: String
  /// The destination country, for example "United States".
  public var country: String
  /// The day the trip starts.
  ///
  /// Sample and draft dates are at 12:00 UTC, so the calendar day is the same in every time zone
  /// from UTC-11 to UTC+11. The trips file stores dates with millisecond precision.
  public var start: Date
  /// How many nights the trip lasts.
  public var nights: Int
  /// The price in whole US dollars.
  public var price: Int
  /// The name of the picture shown for the trip (an asset catalog name in the app).
  public var imageName: String
  /// Whether the user marked the trip as a favorite.
  public var isFavorite: Bool

  /// Creates a trip from all of its properties.
  public init(
    id: Int,
    city: String,
    country: String,
    start: Date,
    nights: Int,
    price: Int,
    imageName: String,
    isFavorite: Bool = false
  ) {
    self.id = id
    self.city = city
    self.country = country
    self.start = start
    self.nights = nights
    self.price = price
    self.imageName = imageName
    self.isFavorite = isFavorite
  }
}
