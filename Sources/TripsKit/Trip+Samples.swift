import Foundation

extension Trip {
  /// Five nights in Seattle, United States, from 12 June 2026; the soonest sample trip.
  public static let seattle = Trip(
    id: 1, city: "Seattle", country: "United States",
    start: UTCCalendar.date(year: 2026, month: 6, day: 12),
    nights: 5, price: 1_750, imageName: "seattle", isFavorite: true)

  /// Four nights in Vancouver, Canada, from 20 June 2026; the first sample trip after Seattle.
  public static let vancouver = Trip(
    id: 2, city: "Vancouver", country: "Canada",
    start: UTCCalendar.date(year: 2026, month: 6, day: 20),
    nights: 4, price: 1_250, imageName: "vancouver")

  /// Six nights in San Pedro de Atacama, Chile, from 3 August 2026.
  public static let atacama = Trip(
    id: 5, city: "San Pedro de Atacama", country: "Chile",
    start: UTCCalendar.date(year: 2026, month: 8, day: 3),
    nights: 6, price: 3_500, imageName: "atacama", isFavorite: true)

  /// Seven sample trips between June and October 2026, sorted by start date, for previews and first launch.
  public static let samples: [Trip] = [
    seattle,
    vancouver,
    Trip(
      id: 3, city: "Mexico City", country: "Mexico",
      start: UTCCalendar.date(year: 2026, month: 7, day: 9),
      nights: 7, price: 2_000, imageName: "mexico-city"),
    Trip(
      id: 4, city: "Reykjavík", country: "Iceland",
      start: UTCCalendar.date(year: 2026, month: 7, day: 24),
      nights: 5, price: 3_250, imageName: "reykjavik"),
    atacama,
    Trip(
      id: 6, city: "Kyoto", country: "Japan",
      start: UTCCalendar.date(year: 2026, month: 9, day: 14),
      nights: 8, price: 4_750, imageName: "kyoto"),
    Trip(
      id: 7, city: "Lisbon", country: "Portugal",
      start: UTCCalendar.date(year: 2026, month: 10, day: 1),
      nights: 5, price: 2_250, imageName: "lisbon"),
  ]
}
