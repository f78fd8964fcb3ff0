/// A namespace for types that serve as publishers.
public enum Publishers {}

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
  /// Never fails.
  public typealias Failure = Never
  /// The one output.
  public let output: Output

  /// A publisher of one value.
  ///
  /// - Parameter output: The value.
  public init(_ output: Output) {
    self.output = output
  }

  /// Sends the value on the first request, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    Publishers.Sequence<[Output], Never>(sequence: [output]).receive(subscriber: subscriber)
  }
}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether it finishes at once.
  public let completeImmediately: Bool

  /// An empty publisher.
  ///
  /// - Parameter completeImmediately: Whether it finishes at once (else never).
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Finishes the subscriber at once, or never.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(AnySubscriber(subscriber), onCancel: { _ in })
    subscriber.receive(subscription: conduit)
    if completeImmediately { conduit.send(completion: .finished) }
  }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// A publisher that fails at once.
  ///
  /// - Parameter error: The error.
  public init(error: Failure) {
    self.error = error
  }

  /// Fails the subscriber at once.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(AnySubscriber(subscriber), onCancel: { _ in })
    subscriber.receive(subscription: conduit)
    conduit.send(completion: .failure(error))
  }
}

extension Publishers {
  /// A publisher that publishes a given sequence of elements, as its subscriber asks for them.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The elements' type.
    public typealias Output = Elements.Element
    /// The elements.
    public let sequence: Elements

    /// A publisher of a sequence's elements.
    ///
    /// - Parameter sequence: The elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    /// Sends the elements as the subscriber asks, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let emitter = SequenceEmitter(sequence.makeIterator(), AnySubscriber(subscriber))
      subscriber.receive(subscription: emitter)
    }
  }
}

/// Emits a sequence's elements within the subscriber's demand.
private final class SequenceEmitter<Iterator: IteratorProtocol, Failure: Error>: Subscription {
  private var iterator: Iterator
  private var downstream: AnySubscriber<Iterator.Element, Failure>?
  private var demand = Subscribers.Demand.none
  private var isEmitting = false

  init(_ iterator: Iterator, _ downstream: AnySubscriber<Iterator.Element, Failure>) {
    self.iterator = iterator
    self.downstream = downstream
  }

  func request(_ more: Subscribers.Demand) {
    demand += more
    // A subscriber that asks for more from inside receive(_:) is served by the loop already running.
    guard !isEmitting else { return }
    isEmitting = true
    defer { isEmitting = false }
    while let downstream, demand > 0 {
      guard let next = iterator.next() else {
        self.downstream = nil
        downstream.receive(completion: .finished)
        return
      }
      demand -= 1
      demand += downstream.receive(next)
    }
  }

  func cancel() {
    downstream = nil
  }
}

extension Sequence {
  /// A publisher of the sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Erases a publisher.
  ///
  /// - Parameter publisher: The publisher.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeBody = { publisher.subscribe($0) }
  }

  /// "AnyPublisher".
  public var description: String { "AnyPublisher" }

  /// Attaches a subscriber to the erased publisher.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  ///
  /// - Returns: The publisher as an `AnyPublisher`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
