/// A thin line between views.
public struct Divider: View {
  /// A divider.
  public init() {}
}

extension Divider: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element { Element(DividerContent()) }
}

/// A divider as resolved: a line one point tall across the width; it makes no element of its own.
struct DividerContent: ElementContent {
  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? 1, height: 1)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    ([], CGSize(width: width, height: 1))
  }
}
