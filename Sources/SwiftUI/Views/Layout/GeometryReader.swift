/// A container that takes all the space offered to it and builds its content from that space's size
/// and place, given as a ``GeometryProxy``. Its content sits at its top-leading corner.
@frozen public struct GeometryReader<Content: View>: View {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content the closure builds from its geometry.
  ///
  /// - Parameter content: Builds the content from the space the reader was given.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

/// The size and place of the space a ``GeometryReader`` was given.
public struct GeometryProxy {
  /// The size of the space the reader was given.
  public let size: CGSize
  /// The insets of the safe area around the reader; zero, since the runtime lays content out inside
  /// the safe area unless it ignores it.
  public let safeAreaInsets: EdgeInsets
  /// The reader's frame in the window.
  let globalFrame: CGRect
  /// The origins, in the window, of the named coordinate spaces around the reader.
  let namedOrigins: [AnyHashable: CGPoint]

  /// The reader's frame in a coordinate space.
  ///
  /// - Parameter coordinateSpace: `.local` (origin zero), `.global` (the window) or a named space.
  /// - Returns: The frame in that space.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The reader's frame in a coordinate space.
  ///
  /// - Parameter coordinateSpace: `.local` (origin zero), `.global` (the window) or a named space.
  /// - Returns: The frame in that space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global: globalFrame
    case .named(let name):
      globalFrame.offsetBy(dx: -(namedOrigins[name]?.x ?? 0), dy: -(namedOrigins[name]?.y ?? 0))
    }
  }
}

/// A space that frames are measured in.
public enum CoordinateSpace: Hashable {
  /// The window's space.
  case global
  /// The view's own space: its top-leading corner is the origin.
  case local
  /// A space a view named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// A value that names a coordinate space.
public protocol CoordinateSpaceProtocol {
  /// The space it names.
  var coordinateSpace: CoordinateSpace { get }
}

/// The window's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The window's space.
  public var coordinateSpace: CoordinateSpace { .global }
  /// The window's space.
  public init() {}
}

/// A view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The view's own space.
  public var coordinateSpace: CoordinateSpace { .local }
  /// The view's own space.
  public init() {}
}

/// A space a view named.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  /// The named space.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The window's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// A view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space a view named with `coordinateSpace(_:)`.
  ///
  /// - Parameter name: The space's name.
  /// - Returns: The named space.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension View {
  /// Names the view's coordinate space: its top-leading corner is the origin of frames measured in it.
  ///
  /// - Parameter name: The space's name.
  /// - Returns: The view.
  @inlinable
  public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(ElementModifier.coordinateSpace(name))
  }

  /// Names the view's coordinate space: its top-leading corner is the origin of frames measured in it.
  ///
  /// - Parameter name: The space's name.
  /// - Returns: The view.
  @inlinable
  public consuming func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(ElementModifier.coordinateSpace(name: name))
  }
}

extension GeometryReader: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let inner = context.appending(index: 0)
    let content = self.content
    return [Element(GeometryContent { proxy in inner.resolve(content(proxy)) })]
  }
}

/// A geometry reader as resolved: its content is built as it is placed, from the space it was given,
/// and placed at its top-leading corner. It takes the width offered, and the height offered where
/// that is bounded (in a scroll view, its content's height).
@MainActor
final class GeometryContent: ElementContent {
  private let make: @MainActor (GeometryProxy) -> [Element]
  /// The content built in the current update, and the size it was built for.
  private var built: (frame: Int, size: CGSize, elements: [Element])?
  /// The height the reader took when it was last placed, which it measures as.
  private var lastHeight: CGFloat = 0

  init(make: @escaping @MainActor (GeometryProxy) -> [Element]) {
    self.make = make
  }

  var readsStateInLayout: Bool { true }

  func isFlexibleWidth(_ element: Element) -> Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? 0, height: lastHeight)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.layoutReads?.markIncomplete()
    let bounded = ScreenBuilder.heightProposal(height)
    var size = CGSize(width: width, height: bounded ?? lastHeight)
    let elements = elements(for: size, at: origin, in: builder)
    // Unbounded (in a scroll view), the reader is as tall as its content.
    if bounded == nil { size.height = builder.measureColumn(elements, width: width).height }
    let placed = builder.placeLayers(
      elements, origin: origin, width: width, height: size.height, scope: scope)
    lastHeight = bounded ?? placed.size.height
    return (placed.nodes, CGSize(width: width, height: lastHeight))
  }

  /// The content for a size, built once per update unless the size changes.
  private func elements(for size: CGSize, at origin: CGPoint, in builder: ScreenBuilder) -> [Element] {
    if let built, built.frame == builder.host.frame, built.size == size {
      return built.elements
    }
    let proxy = GeometryProxy(
      size: size, safeAreaInsets: EdgeInsets(), globalFrame: CGRect(origin: origin, size: size),
      namedOrigins: builder.namedSpaces)
    let elements = make(proxy)
    built = (builder.host.frame, size, elements)
    return elements
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func coordinateSpace(_ name: NamedCoordinateSpace) -> ElementModifier {
    .traits { $0.coordinateSpaceName = name.name }
  }

  @usableFromInline
  static func coordinateSpace<T: Hashable>(name: T) -> ElementModifier {
    .traits { $0.coordinateSpaceName = AnyHashable(name) }
  }
}
