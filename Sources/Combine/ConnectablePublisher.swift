/// A publisher that starts producing values only when told to connect, so several subscribers can
/// attach first and then see the same values.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts producing values.
  ///
  /// - Returns: A cancellable that stops them.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber attaches, and disconnects when the last one leaves.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  ///
  /// - Returns: A publisher that connects by itself.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher that connects on its first subscriber and disconnects after its last.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher it connects.
    public final let upstream: Upstream
    private var connection: (any Cancellable)?
    private var subscribers = 0

    /// A publisher that connects an upstream one by itself.
    ///
    /// - Parameter upstream: The connectable publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber, connecting the upstream if it is the first.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subscribers += 1
      let counted = AnySubscriber<Output, Failure>(
        receiveSubscription: { subscription in
          subscriber.receive(
            subscription: OnCancelSubscription(subscription) { [weak self] in self?.subscriberLeft() })
        },
        receiveValue: subscriber.receive(_:),
        receiveCompletion: subscriber.receive(completion:))
      upstream.subscribe(counted)
      if connection == nil { connection = upstream.connect() }
    }

    private func subscriberLeft() {
      subscribers -= 1
      guard subscribers == 0 else { return }
      connection?.cancel()
      connection = nil
    }
  }
}
