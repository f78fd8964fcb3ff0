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

  /// What the runtime makes of a view of this type if it is one of its own: a view it draws itself,
  /// or one of its roots; `nil` for an app's view, which takes the default and need not know of it.
  @MainActor @preconcurrency static var _runtimeView: _RuntimeView? { get }
}

extension View {
  /// `nil` for an app's view; one of the runtime's own views that does not answer itself is found
  /// by its conformances.
  @MainActor @preconcurrency public static var _runtimeView: _RuntimeView? {
    RuntimeViewTypes.lookUp(Self.self)
  }
}

/// What the runtime makes of one of its own view types: a view it draws itself (a primitive), one
/// of its roots (content given a node of its own), or the node of a custom modifier (whose
/// properties are the modifier's).
///
/// A view of the runtime's says so through its `View` conformance, where the compiler knows it. Asked
/// of the Swift runtime instead (`as? any PrimitiveView.Type`), the answer would be found by scanning
/// every conformance record in the process the first time each generic instance is asked about,
/// some 180,000 instructions each as an app launches.
public struct _RuntimeView {
  var primitive: (any PrimitiveView.Type)?
  var root: (any RuntimeRoot.Type)?
  var isModifierBody = false
  /// A `Section`, which a list passes over by its outline.
  var section: (any SectionMarker.Type)?
  /// A `ForEach`, whose rows a list counts without making them.
  var rowCounting: (any ListRowCounting.Type)?

  init(
    primitive: any PrimitiveView.Type, section: (any SectionMarker.Type)? = nil,
    rowCounting: (any ListRowCounting.Type)? = nil
  ) {
    self.primitive = primitive
    self.section = section
    self.rowCounting = rowCounting
  }

  init(root: any RuntimeRoot.Type) {
    self.root = root
  }

  /// The node of a custom modifier: a view with a body, whose properties are the modifier's.
  static var modifierBody: _RuntimeView { _RuntimeView(isModifierBody: true) }

  private init(isModifierBody: Bool) {
    self.isModifierBody = isModifierBody
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
