import Dispatch
import Foundation

/// A protocol that defines when and how to execute a closure.
public protocol Scheduler<SchedulerTimeType> {
  /// The time type of the scheduler.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// The options the scheduler accepts.
  associatedtype SchedulerOptions

  /// The scheduler's notion of the current time.
  var now: SchedulerTimeType { get }
  /// The minimum tolerance allowed by the scheduler.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Performs the action at the next possible opportunity.
  ///
  /// - Parameters:
  ///   - options: The scheduler's options.
  ///   - action: The action.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Performs the action at some time after the specified date.
  ///
  /// - Parameters:
  ///   - date: When.
  ///   - tolerance: How late it may be.
  ///   - options: The scheduler's options.
  ///   - action: The action.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
}

extension Scheduler {
  /// Performs the action at the next possible opportunity, with no options.
  ///
  /// - Parameter action: The action.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Performs the action after a date, with the minimum tolerance and no options.
  ///
  /// - Parameters:
  ///   - date: When.
  ///   - action: The action.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A scheduler for performing synchronous actions: every action runs at once, on the caller's thread.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The immediate scheduler's time, which does not advance.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// A span of the immediate scheduler's time.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByIntegerLiteral,
      Hashable, Sendable
    {
      /// Nanoseconds.
      public var magnitude: Int
      /// A span of nanoseconds.
      public init(_ value: Int) { magnitude = value }
      /// A span of nanoseconds.
      public init(integerLiteral value: Int) { magnitude = value }
      /// A span of nanoseconds, if it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }
      /// Seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(s * 1_000_000_000) }
      /// Seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s * 1_000_000_000)) }
      /// Milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms * 1_000_000) }
      /// Microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(us * 1_000) }
      /// Nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
      /// Order.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// Sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      /// Difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      /// Product.
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      /// Adds.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
    /// The distance to another time: none.
    public func distance(to other: SchedulerTimeType) -> Stride { 0 }
    /// The same time.
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }

  /// No options.
  public typealias SchedulerOptions = Never

  /// The shared instance.
  public static let shared = ImmediateScheduler()

  /// Always the same time.
  public var now: SchedulerTimeType { SchedulerTimeType() }
  /// None.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs the action now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

  /// Runs the action now.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) { action() }
}

/// A time on a scheduler whose clock is the wall clock (`RunLoop`, `DispatchQueue`): a date, and
/// spans in seconds.
public struct SchedulerDate: Strideable, Hashable, Sendable {
  /// A span of time, in seconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, Hashable, Sendable
  {
    /// Seconds.
    public var magnitude: TimeInterval
    /// A span of seconds.
    public init(_ seconds: TimeInterval) { magnitude = seconds }
    /// A span of seconds.
    public init(floatLiteral value: Double) { magnitude = value }
    /// A span of seconds.
    public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
    /// A span of seconds, if it converts.
    public init?<T: BinaryInteger>(exactly source: T) { magnitude = TimeInterval(source) }
    /// Seconds.
    public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
    /// Seconds.
    public static func seconds(_ s: Double) -> Stride { Stride(s) }
    /// Milliseconds.
    public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
    /// Microseconds.
    public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
    /// Nanoseconds.
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    /// Order.
    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    /// Sum.
    public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
    /// Difference.
    public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
    /// Product.
    public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
    /// Adds.
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    /// Subtracts.
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    /// Multiplies.
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }

  /// The date.
  public let date: Date

  /// A time at a date.
  ///
  /// - Parameter date: The date.
  public init(_ date: Date) { self.date = date }

  /// The span to another time.
  public func distance(to other: SchedulerDate) -> Stride { Stride(other.date.timeIntervalSince(date)) }
  /// The time a span later.
  public func advanced(by n: Stride) -> SchedulerDate { SchedulerDate(date.addingTimeInterval(n.magnitude)) }
}

/// Lets a closure that is not `Sendable` cross to the thread a scheduler runs it on, as Combine's
/// API allows: the caller chose the scheduler.
private struct UncheckedAction: @unchecked Sendable {
  let run: () -> Void
}

extension RunLoop: Scheduler {
  /// A run loop's time.
  public typealias SchedulerTimeType = SchedulerDate
  /// No options.
  public typealias SchedulerOptions = Never

  /// Now.
  public var now: SchedulerDate { SchedulerDate(Date()) }
  /// None.
  public var minimumTolerance: SchedulerDate.Stride { 0 }

  /// Runs the action on this run loop's next turn.
  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    let action = UncheckedAction(run: action)
    perform { action.run() }
  }

  /// Runs the action on this run loop at a date.
  public func schedule(
    after date: SchedulerDate, tolerance: SchedulerDate.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    let action = UncheckedAction(run: action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
    add(timer, forMode: .default)
  }
}

extension DispatchQueue: Scheduler {
  /// A dispatch queue's time.
  public typealias SchedulerTimeType = SchedulerDate
  /// No options.
  public typealias SchedulerOptions = Never

  /// Now.
  public var now: SchedulerDate { SchedulerDate(Date()) }
  /// None.
  public var minimumTolerance: SchedulerDate.Stride { 0 }

  /// Runs the action on this queue.
  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    let action = UncheckedAction(run: action)
    async { action.run() }
  }

  /// Runs the action on this queue at a date.
  public func schedule(
    after date: SchedulerDate, tolerance: SchedulerDate.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    let action = UncheckedAction(run: action)
    let delay = max(0, date.date.timeIntervalSinceNow)
    asyncAfter(deadline: .now() + delay) { action.run() }
  }
}
