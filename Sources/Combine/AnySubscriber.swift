/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  /// The erased subscriber's identifier.
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: (any Subscription) -> Void
  private let receiveValueBody: (Input) -> Subscribers.Demand
  private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void

  /// Erases a subscriber.
  ///
  /// - Parameter subscriber: The subscriber.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
  }

  /// A subscriber made of closures.
  ///
  /// - Parameters:
  ///   - receiveSubscription: Called with the subscription.
  ///   - receiveValue: Called with each value; returns more demand.
  ///   - receiveCompletion: Called with the completion.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription ?? { _ in }
    receiveValueBody = receiveValue ?? { _ in .none }
    receiveCompletionBody = receiveCompletion ?? { _ in }
  }

  /// "AnySubscriber".
  public var description: String { "AnySubscriber" }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }
  /// Passes the value on.
  public func receive(_ input: Input) -> Subscribers.Demand { receiveValueBody(input) }
  /// Passes the completion on.
  public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody(completion) }
}

/// The connection of one subscriber to a publisher that pushes values (a subject, a scheduler-based
/// operator): it keeps the subscriber's outstanding demand and delivers only while there is some.
/// Values sent without demand are dropped, as a subject drops them.
final class Conduit<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private(set) var demand = Subscribers.Demand.none
  private let onCancel: (Conduit) -> Void
  /// Called on the first request, for publishers that send something as soon as they are asked.
  var onFirstRequest: ((Conduit) -> Void)?

  init(_ downstream: AnySubscriber<Output, Failure>, onCancel: @escaping (Conduit) -> Void) {
    self.downstream = downstream
    self.onCancel = onCancel
  }

  var isActive: Bool { downstream != nil }

  func request(_ more: Subscribers.Demand) {
    guard downstream != nil else { return }
    demand += more
    if let first = onFirstRequest {
      onFirstRequest = nil
      first(self)
    }
  }

  /// Delivers a value if the subscriber wants one; returns whether it was delivered.
  @discardableResult
  func send(_ value: Output) -> Bool {
    guard let downstream, demand > 0 else { return false }
    demand -= 1
    demand += downstream.receive(value)
    return true
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let downstream = self.downstream
    self.downstream = nil
    downstream?.receive(completion: completion)
  }

  func cancel() {
    guard downstream != nil else { return }
    downstream = nil
    onCancel(self)
  }
}
