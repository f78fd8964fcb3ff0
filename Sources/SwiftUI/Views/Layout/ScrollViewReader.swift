/// A view whose content can scroll the scroll views inside it to a view, through a
/// ``ScrollViewProxy``.
@frozen public struct ScrollViewReader<Content: View>: View {
  /// Builds the content from the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// A reader whose content the closure builds.
  ///
  /// - Parameter content: Builds the content, given the proxy that scrolls it.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

/// Scrolls the scroll views and lists inside a ``ScrollViewReader`` so that a view is shown.
public struct ScrollViewProxy {
  let reader: ScrollReaderState

  /// Scrolls so that the view with the id (a `ForEach` row's, or one given with `id(_:)`) is shown.
  ///
  /// - Parameters:
  ///   - id: The view's id.
  ///   - anchor: Where in the viewport the view goes (`.top`, `.center`, `.bottom`); nil scrolls as
  ///     little as shows it.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let key = AnyHashable(id)
    for scroll in reader.scrolls {
      guard let target = scroll.targets[key] else { continue }
      scroll.show(target, anchor: anchor)
      return
    }
  }
}

/// The scroll views inside a reader, found as it resolves.
@MainActor
final class ScrollReaderState: PrimitiveState {
  var scrolls: [ScrollState] = []
}

extension ScrollViewReader: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let reader = context.primitiveState { ScrollReaderState() }
    let view = ContentReads.tracking { content(ScrollViewProxy(reader: reader)) }
    let elements = context.appending(index: 0).resolve(view)
    reader.scrolls = []
    func collect(_ element: Element) {
      if let scroll = element.traits.scroll {
        scroll.isScrollTarget = true
        reader.scrolls.append(scroll)
      }
      if let list = element.content(as: ListContent.self) {
        list.scroll.isScrollTarget = true
        reader.scrolls.append(list.scroll)
      }
      for child in element.children { collect(child) }
    }
    for element in elements { collect(element) }
    return elements
  }
}

extension ScrollState {
  /// Moves the offset so that a frame of the content (from its top) shows, at an anchor.
  func show(_ target: CGRect, anchor: UnitPoint?) {
    var wanted = offset
    if let anchor {
      wanted = target.minY - anchor.y * (viewportHeight - target.height)
    } else if target.minY < offset {
      wanted = target.minY
    } else if target.maxY > offset + viewportHeight {
      wanted = target.maxY - viewportHeight
    }
    offset = min(max(0, wanted), max(0, contentHeight - viewportHeight))
  }
}
