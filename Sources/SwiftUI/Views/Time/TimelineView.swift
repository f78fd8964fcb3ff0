import Foundation

/// When a timeline view asks for its content again.
public protocol TimelineSchedule {
  /// The dates a schedule lists, from a start.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The schedule's dates from a start date.
  ///
  /// - Parameters:
  ///   - startDate: Where the schedule starts.
  ///   - mode: How often the host may update.
  /// - Returns: The dates.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a host can update a timeline view.
public enum TimelineScheduleMode: Sendable {
  /// As the schedule asks.
  case normal
  /// Rarely, to save power.
  case lowFrequency
}

/// A schedule of evenly spaced dates.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// A schedule from a date, every interval.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The seconds between dates.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = max(interval, 0.001)
  }

  /// The dates from a start, every interval.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    (0..<60).map { start.addingTimeInterval(Double($0) * interval) }.filter { $0 >= startDate }
  }
}

/// A schedule of given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
  let dates: Dates

  /// A schedule of the given dates.
  ///
  /// - Parameter dates: The dates.
  public init(_ dates: Dates) { self.dates = dates }

  /// The given dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// A schedule for animations: as often as the display refreshes.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// A schedule at most every interval, or at every refresh.
  ///
  /// - Parameters:
  ///   - minimumInterval: The least time between dates, or nil for every refresh.
  ///   - paused: Whether the schedule is paused.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}

  /// The dates: here, the start only.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule of the starts of minutes.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule.
  public init() {}

  /// The start of every minute from a date.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return (0..<60).map { Date(timeIntervalSinceReferenceDate: minute + Double($0) * 60) }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Evenly spaced dates from a start.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The seconds between dates.
  /// - Returns: The schedule.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// The start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as the display refreshes.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// As often as the display refreshes, at most every interval.
  ///
  /// - Parameters:
  ///   - minimumInterval: The least time between dates.
  ///   - paused: Whether the schedule is paused.
  /// - Returns: The schedule.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// The given dates.
  ///
  /// - Parameter dates: The dates.
  /// - Returns: The schedule.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// What a timeline view hands its content: the date to show.
public struct TimelineViewDefaultContext {
  /// How often the content is asked for.
  public enum Cadence: Comparable, Sendable {
    /// Continuously.
    case live
    /// Once a second.
    case seconds
    /// Once a minute.
    case minutes
  }

  /// The date the content shows.
  public let date: Date
  /// How often the content is asked for.
  public let cadence: Cadence
}

/// A view whose content follows a schedule of dates, such as a clock.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, style: .time)
/// }
/// ```
///
/// The content is built with the current date whenever the view is updated; the hosts do not yet
/// update it on the schedule's dates by themselves (see DIVERGENCES).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// The context the content receives.
  public typealias Context = TimelineViewDefaultContext

  @usableFromInline let content: (Context) -> Content

  /// A view built from a schedule.
  ///
  /// - Parameters:
  ///   - schedule: When the content changes.
  ///   - content: The content for a date.
  @inlinable
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.content = content
  }

  /// The content for now.
  public var body: some View {
    content(Context(date: Date(), cadence: .live))
  }
}
