import Foundation

extension Timer {
  /// A publisher that sends the date at each interval on a run loop, once connected: Foundation's
  /// Combine extension on Apple's systems, here so that `onReceive(timer)` works on Linux.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time between dates, in seconds.
  ///   - tolerance: How late each may be.
  ///   - runLoop: The run loop the timer runs on (the hosts run the main one).
  ///   - mode: The run loop's mode.
  ///   - options: The scheduler's options; accepted.
  /// - Returns: A connectable publisher of dates.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// A publisher that repeatedly sends the current date on an interval.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    /// The time between dates, in seconds.
    public let interval: TimeInterval
    /// How late each date may be.
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on.
    public let runLoop: RunLoop
    /// The run loop's mode.
    public let mode: RunLoop.Mode
    private let core = SubjectCore<Date, Never>()

    /// A timer publisher.
    ///
    /// - Parameters:
    ///   - interval: The time between dates, in seconds.
    ///   - tolerance: How late each may be.
    ///   - runLoop: The run loop the timer runs on.
    ///   - mode: The run loop's mode.
    ///   - options: The scheduler's options; accepted.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Attaches a subscriber; it receives dates once the publisher is connected.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      core.attach(AnySubscriber(subscriber))
    }

    /// Starts the timer. A timer on the main run loop fires on the main queue, which the main run
    /// loop drains (the terminal host runs it) and which runs whenever the main actor is free (a
    /// test lets it run while it awaits).
    ///
    /// - Returns: A cancellable that stops it.
    public func connect() -> any Cancellable {
      nonisolated(unsafe) let core = core
      if runLoop === RunLoop.main {
        let source = DispatchSource.makeTimerSource(queue: .main)
        let leeway = DispatchTimeInterval.nanoseconds(Int((tolerance ?? 0) * 1_000_000_000))
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway)
        source.setEventHandler { core.send(Date()) }
        source.resume()
        return AnyCancellable { source.cancel() }
      }
      let timer = Timer(timeInterval: interval, repeats: true) { _ in core.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      nonisolated(unsafe) let running = timer
      return AnyCancellable { running.invalidate() }
    }
  }
}
