/// The subscriber every element-by-element operator (`map`, `filter`, `compactMap`,
/// `removeDuplicates`) puts between its upstream and its downstream: it turns each element into
/// zero or one element, and asks upstream for one more when it drops one, so that the downstream's
/// demand is met.
final class FilterMap<Input, Downstream: Subscriber>: Subscriber, Subscription {
  typealias Failure = Downstream.Failure
  private let downstream: Downstream
  private let transform: (Input) -> Downstream.Input?
  private var upstream: (any Subscription)?

  init(_ downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
  }

  func receive(subscription: any Subscription) {
    upstream = subscription
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    upstream = nil
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

  func cancel() {
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
  }
}

extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher this one receives from.
    public let upstream: Upstream
    /// The closure that transforms elements.
    public let transform: (Upstream.Output) -> Output

    /// A publisher that transforms each element.
    ///
    /// - Parameters:
    ///   - upstream: The publisher this one receives from.
    ///   - transform: The transformation.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(FilterMap<Upstream.Output, S>(subscriber) { transform($0) })
    }
  }

  /// A publisher that republishes only the elements that match a predicate.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's elements.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher this one receives from.
    public let upstream: Upstream
    /// The predicate.
    public let isIncluded: (Upstream.Output) -> Bool

    /// A publisher of the elements that match.
    ///
    /// - Parameters:
    ///   - upstream: The publisher this one receives from.
    ///   - isIncluded: The predicate.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(FilterMap<Upstream.Output, S>(subscriber) { isIncluded($0) ? $0 : nil })
    }
  }

  /// A publisher that republishes all non-nil results of calling a closure with each element.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher this one receives from.
    public let upstream: Upstream
    /// The transformation; nil drops the element.
    public let transform: (Upstream.Output) -> Output?

    /// A publisher of the non-nil results.
    ///
    /// - Parameters:
    ///   - upstream: The publisher this one receives from.
    ///   - transform: The transformation.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(FilterMap<Upstream.Output, S>(subscriber, transform: transform))
    }
  }

  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's elements.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher this one receives from.
    public let upstream: Upstream
    /// Whether two elements are duplicates.
    public let predicate: (Output, Output) -> Bool

    /// A publisher that drops repeated elements.
    ///
    /// - Parameters:
    ///   - upstream: The publisher this one receives from.
    ///   - predicate: Whether two elements are duplicates.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches a subscriber; each subscription remembers its own last element.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      var last: Output?
      upstream.subscribe(
        FilterMap<Output, S>(subscriber) { value in
          if let previous = last, predicate(previous, value) { return nil }
          last = value
          return value
        })
    }
  }
}

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: A publisher of the transformed elements.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Republishes all elements that match a provided closure.
  ///
  /// - Parameter isIncluded: The predicate.
  /// - Returns: A publisher of the elements that match.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Calls a closure with each received element and publishes any returned optional that has a value.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: A publisher of the non-nil results.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Publishes only elements that don't match the previous element, as a predicate decides.
  ///
  /// - Parameter predicate: Whether two elements are duplicates.
  /// - Returns: A publisher without repeats.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  ///
  /// - Returns: A publisher without repeats.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
