/// A scrollable area. The hosts scroll it with swipes, arrow keys or the mouse wheel.
public struct ScrollView<Content: View>: View {
  @usableFromInline let axes: Axis.Set
  @usableFromInline let content: Content

  /// A scroll view along the given axes.
  @inlinable
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }
}

extension ScrollView: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    var inner = context
    inner.isLazy = false
    let element = Element(ScrollContent(axes: axes), children: inner.appending(index: 0).resolve(content))
    // The offset is read by layout only, and a kept placement is never replayed over a scroll view.
    element.traits.scroll = context.primitiveState { ScrollState() }
    return element
  }
}

/// A scroll view as resolved: its axes; its offset is its ``ScrollState`` (the element's
/// `traits.scroll`), read as it is placed. It shows the part of its content inside its viewport;
/// what lies outside is not hittable.
struct ScrollContent: ContainerContent {
  var axes: Axis.Set

  var recordsLayoutReads: Bool { true }

  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    let state = element.traits.scroll
    if let state { builder.layoutReads?.noteScroll(state) }
    let offset = state?.offset ?? 0
    let outerTargets = builder.scrollTargets
    let outerVisible = builder.visibleRect
    // Where the views with an id lie is noted only for a `ScrollViewReader` to scroll to: a table
    // keyed by `AnyHashable` costs a hash for every row, and its first use in a process a scan of
    // every conformance record.
    let notesTargets = state?.isScrollTarget == true
    builder.scrollTargets = notesTargets ? [:] : nil
    builder.visibleRect = CGRect(x: origin.x, y: origin.y, width: width, height: height)
    let top = origin.y - offset
    var placed = builder.placeColumn(
      element.children, origin: CGPoint(x: origin.x, y: top), width: width,
      height: .greatestFiniteMagnitude, spacing: nil, scope: scope)
    if notesTargets {
      state?.targets = (builder.scrollTargets ?? [:]).mapValues { $0.offsetBy(dx: 0, dy: -top) }
    }
    builder.scrollTargets = outerTargets
    builder.visibleRect = outerVisible
    state?.contentHeight = placed.height
    state?.viewportHeight = height
    let viewport = CGRect(x: origin.x, y: origin.y, width: width, height: height)
    var scroll = builder.makeNode(.scrollView, "", viewport, for: element)
    state?.markScrolling(&scroll)
    ScreenBuilder.clip(&placed.nodes, to: viewport)
    scroll.children = placed.nodes
    if let state {
      builder.setActions(scroll) {
        $0.swipeUp = { state.scroll(by: height * 0.6) }
        $0.swipeDown = { state.scroll(by: -height * 0.6) }
      }
    }
    return ([scroll], CGSize(width: width, height: min(height, placed.height)))
  }
}
