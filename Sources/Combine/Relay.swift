/// The downstream side of the operators whose upstreams push values on their own schedule (`merge`,
/// `combineLatest`, `receive(on:)`, `debounce`, `throttle`): it asks its upstreams for everything,
/// keeps what arrives until the subscriber asks for it, and completes once what it kept is delivered
/// (at once on a failure).
final class Relay<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var buffer: [Output] = []
  private var pendingCompletion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []
  private var isDraining = false

  init(_ downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  /// Hands the subscriber this subscription.
  func start() {
    downstream?.receive(subscription: self)
  }

  /// Subscribes to an upstream for every value it has.
  func attach<P: Publisher>(
    _ upstream: P, value: @escaping (P.Output) -> Void,
    completion: @escaping (Subscribers.Completion<P.Failure>) -> Void
  ) {
    upstream.subscribe(
      AnySubscriber<P.Output, P.Failure>(
        receiveSubscription: { [weak self] subscription in
          guard let self, self.downstream != nil else { return subscription.cancel() }
          self.upstreams.append(subscription)
          subscription.request(.unlimited)
        },
        receiveValue: {
          value($0)
          return .none
        }, receiveCompletion: completion))
  }

  func request(_ more: Subscribers.Demand) {
    demand += more
    drain()
  }

  /// Keeps a value for the subscriber.
  func push(_ value: Output) {
    guard downstream != nil, pendingCompletion == nil else { return }
    buffer.append(value)
    drain()
  }

  /// Completes the subscriber once what was kept is delivered; a failure drops it.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard pendingCompletion == nil else { return }
    if case .failure = completion { buffer.removeAll() }
    pendingCompletion = completion
    drain()
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while let downstream, demand > 0, !buffer.isEmpty {
      demand -= 1
      demand += downstream.receive(buffer.removeFirst())
    }
    if buffer.isEmpty, let completion = pendingCompletion, let downstream {
      self.downstream = nil
      cancelUpstreams()
      downstream.receive(completion: completion)
    }
  }

  func cancel() {
    downstream = nil
    buffer.removeAll()
    cancelUpstreams()
  }

  private func cancelUpstreams() {
    let upstreams = self.upstreams
    self.upstreams.removeAll()
    for upstream in upstreams { upstream.cancel() }
  }
}

extension Publishers {
  /// A publisher created by applying the merge function to two upstream publishers.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The upstreams' elements.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// A publisher of both upstreams' elements, as they arrive.
    ///
    /// - Parameters:
    ///   - a: The first upstream.
    ///   - b: The second upstream.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches a subscriber; it finishes when both upstreams have, and fails when either does.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(AnySubscriber(subscriber))
      relay.start()
      var finished = 0
      let complete: (Subscribers.Completion<Failure>) -> Void = { completion in
        guard case .finished = completion else { return relay.finish(completion) }
        finished += 1
        if finished == 2 { relay.finish(.finished) }
      }
      relay.attach(a, value: relay.push, completion: complete)
      relay.attach(b, value: relay.push, completion: complete)
    }
  }

  /// A publisher that receives and combines the latest elements from two publishers.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// Pairs of the latest elements.
    public typealias Output = (A.Output, B.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// A publisher of the latest pair, each time either upstream publishes once both have.
    ///
    /// - Parameters:
    ///   - a: The first upstream.
    ///   - b: The second upstream.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches a subscriber; it finishes when both upstreams have, and fails when either does.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = Relay<Output, Failure>(AnySubscriber(subscriber))
      relay.start()
      var latestA: A.Output?
      var latestB: B.Output?
      var finished = 0
      let complete: (Subscribers.Completion<Failure>) -> Void = { completion in
        guard case .finished = completion else { return relay.finish(completion) }
        finished += 1
        if finished == 2 { relay.finish(.finished) }
      }
      relay.attach(
        a,
        value: {
          latestA = $0
          if let latestB { relay.push(($0, latestB)) }
        }, completion: complete)
      relay.attach(
        b,
        value: {
          latestB = $0
          if let latestA { relay.push((latestA, $0)) }
        }, completion: complete)
    }
  }
}

extension Publisher {
  /// Combines elements from this publisher with those from another publisher of the same type,
  /// delivering an interleaved sequence of elements.
  ///
  /// - Parameter other: The other publisher.
  /// - Returns: A publisher of both publishers' elements.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from either
  /// publisher, once both have published.
  ///
  /// - Parameter other: The other publisher.
  /// - Returns: A publisher of pairs of the latest elements.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Subscribes to an additional publisher and invokes a closure upon receiving output from either
  /// publisher, once both have published.
  ///
  /// - Parameters:
  ///   - other: The other publisher.
  ///   - transform: Combines the latest pair.
  /// - Returns: A publisher of the combined values.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}
