/// Content that a container keeps apart from the content holding it, and that can be resolved again
/// on its own: a split view's column, a tab, a presentation (``PresentationResolving``).
///
/// A change inside a view drops the kept content of every ancestor, since each contains the view's
/// elements. A container that reads its children's elements only as it lays them out need not be
/// resolved again for that: it holds the boundary instead of the elements, the walk that drops kept
/// content stops at the boundary's node (``ViewNode/invalidateContent()``), and the container asks
/// for the boundary's elements as it lays them out, which resolves that content alone, in the
/// context it was first resolved in. Everything around it (the app's root, its alerts, its tab view,
/// the list beside the column) keeps its elements.
@MainActor
final class ContentBoundary {
  /// The node of the content the boundary holds.
  @Linked private var node: ViewNode?
  /// The node whose content holds the container. Not kept: a node owns the primitive states that hold
  /// boundaries.
  @Linked private var holder: ViewNode?
  private let path: StructuralPath
  private let environment: EnvironmentValues
  /// The holder's environment when the boundary was made, which ``environment`` extends.
  private let holderEnvironment: EnvironmentValues
  private let isLazy: Bool
  private let resolveContent: @MainActor (ResolveContext) -> BoundaryResolution
  /// The elements the content resolved into, last time.
  private(set) var elements: [Element]
  /// Something inside changed since the elements were resolved.
  private(set) var isStale = false
  /// The content read what nothing can watch (see ``ContentReads``): it is resolved again at every
  /// update that asks for it, and the content holding the boundary keeps its elements all the same.
  private var isVolatile: Bool
  /// The update in which the elements were resolved.
  private var resolvedFrame: Int
  /// Marks the content as what a presentation shows (``PresentedPart``), laid out over the screen
  /// rather than in it: a change inside leaves the screen as it was (see
  /// ``ViewNode/isInPresentedContent``).
  func markPresentation() {
    node?.isPresentationRoot = true
  }

  fileprivate init(
    node: ViewNode, context: ResolveContext, resolved: BoundaryResolution,
    resolve: @escaping @MainActor (ResolveContext) -> BoundaryResolution
  ) {
    self.node = node
    self.holder = context.node
    self.path = context.path
    self.environment = context.environment
    self.holderEnvironment = context.node.environment
    self.isLazy = context.isLazy
    self.resolveContent = resolve
    self.elements = resolved.elements
    self.isVolatile = resolved.isVolatile
    self.resolvedFrame = context.host.frame
  }

  /// Takes in a change inside the content, from the walk that drops kept content.
  ///
  /// - Returns: Whether the boundary stands for the change: its elements will be resolved again when
  ///   next asked for, and the content holding it can keep its own.
  func contentChanged() -> Bool {
    guard let holder, holder.isAlive else { return false }
    isStale = true
    return true
  }

  /// Drops the content's kept elements and asks for an update, for a change that the content reads
  /// but that no observation tells it of (a container's own state it reads as it resolves).
  func contentDidChange() {
    guard let node, node.isAlive else { return }
    node.contentDidChange()
  }

  /// The content's elements, resolved again first if something inside changed.
  ///
  /// The nodes under the boundary were marked present in this update with what held them; they are
  /// marked anew by the resolution, so that the sweep removes those the new content left.
  func currentElements() -> [Element] {
    // Resolved again whenever it is laid out: a layout holding it cannot be replayed.
    defer { if isVolatile { Runtime.layoutReads?.markIncomplete() } }
    guard let holder, holder.isAlive, let node, node.isAlive,
      isStale || (isVolatile && resolvedFrame != holder.host.frame)
    else { return elements }
    var context = ResolveContext(node: holder, path: path, environment: environment)
    guard let now = context.environment(since: holderEnvironment) else {
      // Not made from the holder's environment by writes: the holder resolves again, at once.
      holder.invalidateContent()
      holder.host.setNeedsUpdate()
      return elements
    }
    isStale = false
    node.forgetVisits()
    context.environment = now
    context.isLazy = isLazy
    let resolved = resolveContent(context)
    elements = resolved.elements
    isVolatile = resolved.isVolatile
    resolvedFrame = holder.host.frame
    return elements
  }
}

extension ResolveContext {
  /// The environment here now, for content resolved after the content holding it was kept (a
  /// boundary, a list's row built as it is laid out). The node kept its content through a new
  /// environment that changed nothing the content read, but what resolves now may read what
  /// changed: the writes made between the node and here are made again on top of its environment.
  ///
  /// - Parameter nodeEnvironment: The node's environment when this context was made.
  /// - Returns: The environment, or nil when this one is not the node's with writes on top.
  func environment(since nodeEnvironment: EnvironmentValues) -> EnvironmentValues? {
    if node.environment.isIdentical(to: nodeEnvironment) { return environment }
    return environment.rebased(from: nodeEnvironment, onto: node.environment)
  }
}

extension ResolveContext {
  /// Resolves content as a boundary of its own (see ``ContentBoundary``).
  ///
  /// Inside a custom modifier's body the content may hold the modifier's placeholder, which changes
  /// with the modifier's node rather than with anything inside: there it resolves as any content
  /// does, and the boundary is only a record of its elements.
  ///
  /// - Parameter content: The content, given a node of its own (a ``ContentRoot``).
  /// - Returns: The boundary, holding the elements the content resolved into.
  func resolveBoundary<Content: View>(_ content: Content) -> ContentBoundary {
    let root = ContentRoot(content: content)
    guard modifierContent == nil else {
      let (elements, node) = resolveComposite(root)
      return ContentBoundary(
        node: node, context: self, resolved: BoundaryResolution(elements: elements, isVolatile: false)
      ) { context in
        BoundaryResolution(elements: context.resolveComposite(root).elements, isVolatile: false)
      }
    }
    let (resolved, node) = resolveApart(root)
    let boundary = ContentBoundary(node: node, context: self, resolved: resolved) { context in
      context.resolveApart(root).resolution
    }
    node.boundary = boundary
    return boundary
  }

  /// Resolves a boundary's root, handing what it read to the content holding it, all but its
  /// volatility: the boundary stands for that itself, resolving again at every update.
  private func resolveApart<Content: View>(_ root: ContentRoot<Content>) -> (
    resolution: BoundaryResolution, node: ViewNode
  ) {
    let outer = ContentReads.current
    let reads = ContentReads(node: node)
    ContentReads.current = reads
    let (elements, child) = resolveComposite(root)
    ContentReads.current = outer
    let isVolatile = reads.isVolatile
    reads.isVolatile = false
    absorb(reads)
    return (BoundaryResolution(elements: elements, isVolatile: isVolatile), child)
  }
}

/// What a boundary's content resolved into, and whether it must be resolved again at every update.
struct BoundaryResolution {
  let elements: [Element]
  let isVolatile: Bool
}
