import Synchronization

/// Declares that a type can send a sequence of values over time to subscribers.
///
/// A publisher delivers elements to a ``Subscriber`` only as the subscriber asks for them (its
/// demand), then at most one completion: finished, or a failure.
///
/// ```swift
/// let cancellable = [1, 2, 3].publisher
///   .map { $0 * 10 }
///   .sink { print($0) }
/// ```
public protocol Publisher<Output, Failure> {
  /// The kind of values published.
  associatedtype Output
  /// The kind of errors this publisher might publish.
  associatedtype Failure: Error

  /// Attaches a subscriber; the publisher then calls its `receive(subscription:)`.
  ///
  /// - Parameter subscriber: The subscriber to attach.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches a subscriber to this publisher.
  ///
  /// - Parameter subscriber: The subscriber to attach.
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has subscribed, and gives it the subscription to ask for values with.
  ///
  /// - Parameter subscription: The subscription.
  func receive(subscription: any Subscription)

  /// Tells the subscriber that the publisher has produced an element.
  ///
  /// - Parameter input: The element.
  /// - Returns: How many more elements the subscriber wants, added to its demand.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Tells the subscriber that the publisher has completed, normally or with an error.
  ///
  /// - Parameter completion: How it completed.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Tells the subscriber that a publisher of `Void` produced an element.
  ///
  /// - Returns: The additional demand.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells the publisher that it may send more values to the subscriber.
  ///
  /// - Parameter demand: How many more.
  func request(_ demand: Subscribers.Demand)
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Cancels the activity.
  func cancel()
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for the stream.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  /// A new, unique identifier.
  public init() {
    value = CombineIdentifier.next()
  }

  /// The identifier of an object.
  ///
  /// - Parameter object: The object.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// The identifier as text.
  public var description: String { "0x\(String(value, radix: 16))" }

  private static func next() -> UInt64 {
    counter.withLock { value in
      value += 1
      return value
    }
  }
}

private let counter = Mutex<UInt64>(0)
