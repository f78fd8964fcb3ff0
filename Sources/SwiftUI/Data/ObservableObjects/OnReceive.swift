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
  @inlinable
  public consuming func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View
  where P.Failure == Never {
    modifier(OnReceiveModifier.onReceive(publisher, perform: action))
  }
}

/// Unconstrained, a modifier only where its publisher never fails and publishes its output: a
/// requirement on a parameter is checked, a scan of every conformance in the process, for each new
/// type it is given (docs/ARCHITECTURE.md).
@usableFromInline
struct OnReceiveModifier<P, Output> {
  let publisher: P
  let action: (Output) -> Void
}

extension OnReceiveModifier: ViewModifier, PrimitiveModifier
where P: Publisher, P.Output == Output, P.Failure == Never {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never

  final class Subscription: PrimitiveState {
    var action: ((P.Output) -> Void)?
    var cancellable: AnyCancellable?
    override func release() {
      cancellable = nil
      action = nil
    }
  }

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    let subscription = context.genericPrimitiveState { Subscription() }
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

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension OnReceiveModifier {
  @usableFromInline
  static func onReceive(_ publisher: P, perform action: @escaping (Output) -> Void) -> OnReceiveModifier {
    OnReceiveModifier(publisher: publisher, action: action)
  }
}
