/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
  /// How many values a subscriber still wants: a number, or unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number, or nil for unlimited.
    let count: Int?

    /// As many values as the publisher sends.
    public static let unlimited = Demand(count: nil)
    /// No more values.
    public static let none = Demand(count: 0)

    /// At most `value` values.
    ///
    /// - Parameter value: The number; not negative.
    /// - Returns: The demand.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Strictly positive demand is required")
      return Demand(count: value)
    }

    /// The number of values, nil when unlimited.
    public var max: Int? { count }

    /// The demand's text: "unlimited" or "max(3)".
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    /// The sum of two demands; unlimited if either is.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.count, let r = rhs.count else { return .unlimited }
      let (sum, overflow) = l.addingReportingOverflow(r)
      return overflow ? .unlimited : Demand(count: sum)
    }

    /// Adds a demand.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// The demand with a number added.
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

    /// Adds a number.
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// The demand less a number, never below none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let l = lhs.count else { return .unlimited }
      return Demand(count: Swift.max(0, l - rhs))
    }

    /// Subtracts a number.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// Unlimited is greater than any number.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let l?, let r?): l < r
      }
    }

    /// Whether the demand is greater than a number.
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }

    /// Whether the demand is equal to a number.
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
  }

  /// A signal that a publisher doesn't produce additional elements, either due to normal
  /// completion or an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped because of an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    /// The closure that receives each value.
    public let receiveValue: (Input) -> Void
    /// The closure that receives the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var isDone = false

    /// A sink with the closures to call.
    ///
    /// - Parameters:
    ///   - receiveCompletion: Called once, when the publisher completes.
    ///   - receiveValue: Called with each value.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// "Sink".
    public var description: String { "Sink" }

    /// Asks for unlimited values, unless already subscribed or cancelled.
    public func receive(subscription: any Subscription) {
      guard self.subscription == nil, !isDone else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Passes the value on.
    public func receive(_ value: Input) -> Subscribers.Demand {
      if !isDone { receiveValue(value) }
      return .none
    }

    /// Passes the completion on, once.
    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone else { return }
      isDone = true
      subscription = nil
      receiveCompletion(completion)
    }

    /// Stops receiving.
    public func cancel() {
      isDone = true
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }

  /// A simple subscriber that assigns received elements to a property indicated by a key path.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    /// Never fails.
    public typealias Failure = Never
    /// The object whose property is set; released on completion or cancellation.
    public private(set) var object: Root?
    /// The property.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// A subscriber that sets `object[keyPath:]` to each value.
    ///
    /// - Parameters:
    ///   - object: The object.
    ///   - keyPath: The property.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// "Assign".
    public var description: String { "Assign \(Root.self)." }

    /// Asks for unlimited values.
    public func receive(subscription: any Subscription) {
      guard self.subscription == nil, object != nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Sets the property.
    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    /// Lets go of the object.
    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    /// Lets go of the object and stops receiving.
    public func cancel() {
      object = nil
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior.
  ///
  /// - Parameters:
  ///   - receiveCompletion: Called when the publisher completes.
  ///   - receiveValue: Called with each value.
  /// - Returns: A cancellable that stops the subscription when cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  ///
  /// - Parameter receiveValue: Called with each value.
  /// - Returns: A cancellable that stops the subscription when cancelled or released.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Assigns each element from a publisher to a property on an object.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - object: The object; held until the publisher completes or the subscription is cancelled.
  /// - Returns: A cancellable.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
