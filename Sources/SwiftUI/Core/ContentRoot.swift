/// Content given a node of its own, so that everything it holds lives under one node that keeps its
/// elements: a tab's content (a tab that is not shown is kept by marking that node visited), a list
/// row made of primitives (a change inside the row forgets that row, as it does a row that is a view
/// of its own), a split view's column and a presentation (each a ``ContentBoundary``), and the view
/// a custom modifier wraps (kept while the modifier's body runs again).
///
/// Unconstrained, a view only where its content is one: a requirement on a parameter is checked, a
/// scan of every conformance in the process, for each new type it is given (docs/ARCHITECTURE.md).
struct ContentRoot<Content> {
  let content: Content
}

extension ContentRoot: View, RuntimeRoot where Content: View {
  var body: Content { content }
  static var _runtimeView: _RuntimeView? { _RuntimeView(root: Self.self) }

  func resolveContent(in context: ResolveContext) -> [Element] {
    context.resolve(content)
  }
}

/// A view of the runtime's own whose body is the content it was given: its node installs, reads and
/// observes nothing as the body runs, and the work counters count its work with the views inside it
/// (``GraphHost/Metrics``), as they did before the content had a node of its own.
protocol RuntimeRoot {
  /// Resolves the content where it lies in the root: taking it as a body would copy it out, into a
  /// box of its own. Each root writes it (one line) rather than inheriting it through a `content`
  /// requirement, which would make the conformance main-actor isolated and checked at every cast.
  @MainActor func resolveContent(in context: ResolveContext) -> [Element]
}

extension RuntimeRoot {
  /// Resolves the content of a root known to be of this type (the conformance cache found it for
  /// `V`), where it lies (see ``withValue(_:as:_:)``).
  @MainActor static func resolveContent<V>(of root: V, in context: ResolveContext) -> [Element] {
    withValue(root, as: Self.self) { $0.resolveContent(in: context) }
  }
}

/// Which view types are the runtime's own roots, with their conformance.
@MainActor
enum RuntimeRootTypes {
  private static let known = TypeTable<(any RuntimeRoot.Type)?>()

  /// The view type as one of the runtime's roots, or nil: what its `View` conformance says (see
  /// ``View/_runtimeView``), remembered per type.
  static func root<V: View>(_ type: V.Type) -> (any RuntimeRoot.Type)? {
    known.value(for: ObjectIdentifier(type)) { V._runtimeView?.root }
  }

  /// Whether a view of this type is one of the runtime's roots.
  static func isRoot(_ type: any View.Type) -> Bool {
    func open<V: View>(_ type: V.Type) -> Bool { root(type) != nil }
    return open(type)
  }
}

/// The same content is the same values down to their bytes (``ComparedByIdentity``):
/// asking each type's `==` would compare what the content's views compare again anyway once its
/// node resolves, and the content's data with it (a list's whole array, element by element); a custom
/// modifier compares what it wraps itself, before its node is reached.
extension ContentRoot: ComparedByIdentity {}
