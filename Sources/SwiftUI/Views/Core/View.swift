/// A piece of user interface: a value that describes what to show, through its `body`.
///
/// A view's `body` runs when the runtime first shows the view, and again only when something the body
/// read has changed: a `State`, a `Binding`, an environment value or a property of an `Observable`
/// object. The same rule holds on every device; only the layout the containers choose differs.
@MainActor @preconcurrency
public protocol View {
  /// The type of view that `body` returns.
  associatedtype Body: View

  /// The content and behaviour of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` is the body type of views the runtime draws itself.
  public typealias Body = Never
  /// Never called: views whose body is `Never` are drawn by the runtime.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Views the runtime draws itself have no body to call.
  public var body: Never {
    fatalError("\(Self.self) is drawn by the runtime; its body must not be called")
  }
}
