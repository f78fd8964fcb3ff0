extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's elements.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher this one receives from.
    public let upstream: Upstream
    /// Where elements are delivered.
    public let scheduler: Context

    /// Attaches a subscriber; each element and the completion arrive through the scheduler.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(AnySubscriber(subscriber))
      relay.start()
      let scheduler = self.scheduler
      relay.attach(
        upstream, value: { value in scheduler.schedule { relay.push(value) } },
        completion: { completion in scheduler.schedule { relay.finish(completion) } })
    }
  }

  /// A publisher that publishes elements only after a specified time interval elapses between events.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's elements.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher this one receives from.
    public let upstream: Upstream
    /// The quiet time after which the last element is published.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler that times it.
    public let scheduler: Context

    /// Attaches a subscriber; an element is published once no other arrived for `dueTime`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(AnySubscriber(subscriber))
      relay.start()
      let (scheduler, dueTime) = (self.scheduler, self.dueTime)
      var generation = 0
      relay.attach(
        upstream,
        value: { value in
          generation += 1
          let mine = generation
          scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) {
            if mine == generation { relay.push(value) }
          }
        }, completion: { completion in scheduler.schedule { relay.finish(completion) } })
    }
  }

  /// A publisher that publishes either the most-recent or first element published by the upstream
  /// publisher in a specified time interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's elements.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher this one receives from.
    public let upstream: Upstream
    /// The interval.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that times it.
    public let scheduler: Context
    /// Whether the latest element of an interval is published (else the first).
    public let latest: Bool

    /// Attaches a subscriber: the first element is published at once, then one per interval.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(AnySubscriber(subscriber))
      relay.start()
      let (scheduler, interval, latest) = (self.scheduler, self.interval, self.latest)
      var isWindowOpen = false
      var pending: Output?
      func openWindow() {
        isWindowOpen = true
        scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
          guard let value = pending else {
            isWindowOpen = false
            return
          }
          pending = nil
          relay.push(value)
          openWindow()
        }
      }
      relay.attach(
        upstream,
        value: { value in
          if !isWindowOpen {
            scheduler.schedule { relay.push(value) }
            openWindow()
          } else if latest || pending == nil {
            pending = value
          }
        }, completion: { completion in scheduler.schedule { relay.finish(completion) } })
    }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler.
  ///   - options: The scheduler's options.
  /// - Returns: A publisher that delivers through the scheduler.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }

  /// Publishes elements only after a specified time interval elapses between events.
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time.
  ///   - scheduler: The scheduler that times it.
  ///   - options: The scheduler's options.
  /// - Returns: A publisher of the elements that were followed by quiet.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
  }

  /// Publishes either the most-recent or first element published by the upstream publisher in the
  /// specified time interval.
  ///
  /// - Parameters:
  ///   - interval: The interval.
  ///   - scheduler: The scheduler that times it.
  ///   - latest: Whether to publish the latest element of an interval (else the first).
  /// - Returns: A publisher of at most one element per interval.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
    -> Publishers.Throttle<Self, S>
  {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
