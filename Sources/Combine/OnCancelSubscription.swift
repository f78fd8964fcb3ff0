/// A subscription that runs a closure when it is cancelled, at most once: how a publisher learns
/// that a subscriber left (to disconnect a timer, to stop observing notifications).
final class OnCancelSubscription: Subscription {
  private let base: any Subscription
  private var onCancel: (() -> Void)?

  init(_ base: any Subscription, onCancel: @escaping () -> Void) {
    self.base = base
    self.onCancel = onCancel
  }

  var combineIdentifier: CombineIdentifier { base.combineIdentifier }

  func request(_ demand: Subscribers.Demand) { base.request(demand) }

  func cancel() {
    base.cancel()
    let done = onCancel
    onCancel = nil
    done?()
  }
}
