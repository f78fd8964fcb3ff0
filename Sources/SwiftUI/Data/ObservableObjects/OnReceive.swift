extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  ///
  /// The view subscribes once, when it appears, and lets go when it leaves the tree; each value runs
  /// the action given by the view's latest body, after the update in progress if one is.
  ///
  /// - Parameters:
  ///   - publisher: The publisher to subscribe to.
  ///   - action: What to do with each value.
  /// - Returns: The view, subscribed.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View
  where P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}

struct OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  final class Subscription: PrimitiveState {
    var action: ((P.Output) -> Void)?
    var cancellable: AnyCancellable?
    override func release() {
      cancellable = nil
      action = nil
    }
  }

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    let subscription = context.primitiveState { Subscription() }
    subscription.action = action
    if subscription.cancellable == nil {
      let hostLink = context.host.link
      subscription.cancellable = publisher.sink { [weak subscription] value in
        nonisolated(unsafe) let value = value
        MainActor.assumeIsolated {
          guard let subscription, let host = hostLink.object, let action = subscription.action else { return }
          if Runtime.isUpdating {
            host.enqueueAction { action(value) }
          } else {
            host.perform { action(value) }
          }
        }
      }
    }
    return content(context)
  }
}
