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

  /// How the runtime resolves a view of this type that it draws itself, or `nil` for a view with a
  /// body. The runtime's own views answer; an app's view takes the default and need not know of it.
  @MainActor @preconcurrency static var _primitiveResolver: _PrimitiveResolver? { get }
}

extension View {
  /// `nil` for a view with a body; a view the runtime draws, of a type that does not answer itself,
  /// is found by its conformance.
  @MainActor @preconcurrency public static var _primitiveResolver: _PrimitiveResolver? {
    PrimitiveTypes.lookUp(Self.self)
  }
}

/// How the runtime resolves a view it draws itself: the view's type as the runtime's own kind of view.
///
/// A view of the runtime's gives it through its `View` conformance, where the compiler knows it; asked
/// of the Swift runtime instead (`as? any PrimitiveView.Type`), it would be found by scanning every
/// conformance in the process the first time each generic instance is asked about, some 180,000
/// instructions each at launch.
public struct _PrimitiveResolver {
  let type: any PrimitiveView.Type

  init(_ type: any PrimitiveView.Type) {
    self.type = type
  }
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
