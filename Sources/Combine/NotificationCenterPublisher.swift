import Foundation

extension NotificationCenter {
  /// A publisher of the notifications of a name: Foundation's Combine extension on Apple's systems,
  /// here so that `onReceive(NotificationCenter.default.publisher(for: …))` works on Linux.
  ///
  /// ```swift
  /// .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
  ///   save()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notifications' name.
  ///   - object: The object that posts them; any when nil.
  /// - Returns: The publisher.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that sends each notification of a name as it is posted.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The center it observes.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The object that posts them; any when nil.
    public let object: AnyObject?

    /// A publisher of a center's notifications of a name.
    ///
    /// - Parameters:
    ///   - center: The center to observe.
    ///   - name: The notifications' name.
    ///   - object: The object that posts them; any when nil.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches a subscriber: it receives each notification posted from now until it cancels.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let core = SubjectCore<Notification, Never>()
      nonisolated(unsafe) let relay = core
      let token = center.addObserver(forName: name, object: object, queue: nil) { relay.send($0) }
      nonisolated(unsafe) let observer = token
      let center = self.center
      core.attach(
        AnySubscriber(
          receiveSubscription: { subscription in
            subscriber.receive(
              subscription: OnCancelSubscription(subscription) { center.removeObserver(observer) })
          },
          receiveValue: subscriber.receive(_:),
          receiveCompletion: subscriber.receive(completion:)))
    }
  }
}
