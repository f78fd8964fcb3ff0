/// Content resolved only when something asks for it, at the place and in the environment it was
/// declared in: a dismissal confirmation's buttons, asked for when a person tries to dismiss.
///
/// The view declaring such content hands out a deferred content at each of its resolutions, which
/// costs a place kept rather than the content resolved: most such content is never shown. It holds
/// the node it was declared in through the node's link, not the node: the node's own elements hold
/// it.
///
/// What the content would read is not read as it is declared, so the node keeps its elements
/// through a new environment the content alone would have read: the content resolves in the
/// environment of then, the writes made between the node and its place made again on top of the
/// node's new one (``ResolveContext/environment(since:)``), as a boundary's content does.
@MainActor
struct DeferredContent {
  @Linked private var node: ViewNode?
  private let path: StructuralPath
  private let environment: EnvironmentValues
  /// The node's environment when the content was declared, which ``environment`` extends.
  private let nodeEnvironment: EnvironmentValues
  private let resolve: @MainActor (ResolveContext) -> [Element]

  /// - Parameters:
  ///   - context: Where the content is declared.
  ///   - resolve: Resolves the content, in a context at that place.
  init(in context: ResolveContext, _ resolve: @escaping @MainActor (ResolveContext) -> [Element]) {
    node = context.node
    path = context.path
    environment = context.environment
    nodeEnvironment = context.node.environment
    self.resolve = resolve
  }

  /// The content's elements, resolved now; none once the view that declared it has left the tree.
  func elements() -> [Element] {
    guard let node, node.isAlive else { return [] }
    var context = ResolveContext(node: node, path: path, environment: environment)
    // Not the node's environment with writes on top: the one of the declaration, as it was.
    if let now = context.environment(since: nodeEnvironment) { context.environment = now }
    return resolve(context)
  }
}
