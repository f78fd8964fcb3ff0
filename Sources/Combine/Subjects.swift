/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscribers.
  ///
  /// - Parameter value: The value.
  func send(_ value: Output)
  /// Sends a completion signal to the subscribers.
  ///
  /// - Parameter completion: How the subject completes.
  func send(completion: Subscribers.Completion<Failure>)
  /// Sends a subscription upstream: the subject asks it for unlimited values.
  ///
  /// - Parameter subscription: The subscription.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscribers.
  public func send() {
    send(())
  }
}

extension Publisher {
  /// Attaches a subject: every value and the completion are sent through it.
  ///
  /// - Parameter subject: The subject.
  /// - Returns: A cancellable.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let sink = AnySubscriber<Output, Failure>(
      receiveSubscription: { subject.send(subscription: $0) },
      receiveValue: {
        subject.send($0)
        return .none
      },
      receiveCompletion: { subject.send(completion: $0) })
    var subscription: (any Subscription)?
    let capturing = AnySubscriber<Output, Failure>(
      receiveSubscription: {
        subscription = $0
        sink.receive(subscription: $0)
      }, receiveValue: sink.receive(_:), receiveCompletion: sink.receive(completion:))
    subscribe(capturing)
    return AnyCancellable { subscription?.cancel() }
  }
}

/// The subscribers of a subject, and its completion once it completed.
final class SubjectCore<Output, Failure: Error> {
  private(set) var conduits: [Conduit<Output, Failure>] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []

  /// Connects a subscriber; a subject that already completed completes it at once.
  func attach(
    _ subscriber: AnySubscriber<Output, Failure>, onFirstRequest: ((Conduit<Output, Failure>) -> Void)? = nil
  ) {
    if let completion {
      subscriber.receive(subscription: Conduit<Output, Failure>(subscriber, onCancel: { _ in }))
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(subscriber) { [weak self] gone in self?.conduits.removeAll { $0 === gone } }
    conduit.onFirstRequest = onFirstRequest
    conduits.append(conduit)
    subscriber.receive(subscription: conduit)
  }

  func send(_ value: Output) {
    guard completion == nil else { return }
    for conduit in conduits { conduit.send(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let finished = conduits
    conduits.removeAll()
    for conduit in finished { conduit.send(completion: completion) }
  }

  func accept(_ subscription: any Subscription) {
    upstreams.append(subscription)
    subscription.request(.unlimited)
  }
}

/// A subject that broadcasts elements to downstream subscribers.
///
/// A subscriber without demand misses the values sent meanwhile; a subscriber attached after the
/// subject completed receives the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  /// Attaches a subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(AnySubscriber(subscriber))
  }

  /// Sends a value to every subscriber that wants one.
  public func send(_ input: Output) { core.send(input) }
  /// Completes every subscriber; later values are ignored.
  public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
  /// Asks an upstream subscription for unlimited values.
  public func send(subscription: any Subscription) { core.accept(subscription) }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// A new subscriber receives the current value as soon as it asks for one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()

  /// The value: setting it sends it to the subscribers.
  public var value: Output {
    didSet { core.send(value) }
  }

  /// A subject with an initial value.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Output) {
    self.value = value
  }

  /// Attaches a subscriber, which receives the current value on its first request.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(AnySubscriber(subscriber)) { [weak self] conduit in
      guard let self else { return }
      conduit.send(self.value)
    }
  }

  /// Sets the value, which sends it.
  public func send(_ input: Output) { value = input }
  /// Completes every subscriber.
  public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
  /// Asks an upstream subscription for unlimited values.
  public func send(subscription: any Subscription) { core.accept(subscription) }
}
