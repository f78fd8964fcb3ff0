/// Content a primitive modifier holds beside the view it modifies (a toolbar's items), given a node
/// of its own that keeps its elements while each new value is alike the last (``ComparedAlike``): the
/// same views, with closures that are the same code over the same captured values, as the body
/// holding the modifier makes them when it runs again for another reason. A trip's toolbar is kept,
/// and its items' placements replayed, when only the trip's card changed.
///
/// Alike closures are alike in what they do when called later (a button's action reads the state of
/// then), not in what they would read now: content that read a dynamic property outside any body as
/// it resolved, through a closure that captured a view, resolves again whenever it is handed a value
/// (``ViewNode/resolvesAtEveryValue``). What it reads otherwise is watched as any content's is: an
/// observable property or a binding's state drops the kept elements, an environment value is
/// compared.
///
/// Unconstrained, a view only where its content is one: a requirement on a parameter is checked, a
/// scan of every conformance in the process, for each new type it is given (docs/ARCHITECTURE.md).
struct HeldContent<Content> {
  let content: Content
}

extension HeldContent: View, RuntimeRoot where Content: View {
  var body: Content { content }
  static var _runtimeView: _RuntimeView? { _RuntimeView(root: Self.self) }

  func resolveContent(in context: ResolveContext) -> [Element] {
    context.resolve(content)
  }
}

extension HeldContent: ComparedAlike {}

extension ResolveContext {
  /// Resolves content a primitive modifier holds (a toolbar's items) through a node of its own at
  /// this path, which hands out the elements it kept while the content is alike the last.
  ///
  /// - Parameter content: The content, as the modifier was given it.
  /// - Returns: The elements the node keeps, as they are: nothing outside attaches traits to a
  ///   toolbar's items, and an item that is the same element from one update to the next replays
  ///   its placement.
  func resolveHeld<Content: View>(_ content: Content) -> [Element] {
    let readsBefore = DynamicPropertyReads.count
    let (elements, node) = resolveComposite(HeldContent(content: content))
    // Kept content read nothing now, and was kept only because it had read nothing before.
    node.resolvesAtEveryValue = DynamicPropertyReads.count != readsBefore
    return elements
  }
}
