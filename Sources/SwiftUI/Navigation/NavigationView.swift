/// iOS 13's navigation container: a stack of screens, or columns where the space allows.
///
/// Its first view is the root (or the sidebar); the views after it are placeholders for the later
/// columns. It resolves into the containers that replaced it: with the stack style, or with a single
/// view, a ``NavigationStack`` of the first view; otherwise a ``NavigationSplitView`` of two or three
/// columns, which an iPhone (a compact width) collapses into one stack. In columns, a link's
/// destination replaces the next column's view, and the last column is a stack of its own, so that
/// links inside it push there.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
  @usableFromInline let content: Content

  /// A navigation view of the views the closure builds: the root, then the columns' placeholders.
  ///
  /// - Parameter content: The root view, followed by a placeholder for each later column.
  @inlinable
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

@available(*, deprecated)
extension NavigationView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let views = ((content as? any ChildViews)?.childViews ?? [content]).map(Self.erased)
    let style = context.environment.navigationViewStyle
    guard style != .stack, views.count >= 2 else {
      // One view, or the stack style: the first view is the root of a stack; the others show nowhere.
      let root = views[0]
      return context.appending(slot: "stack").resolve(NavigationStack { root })
    }
    let sidebar = views[0]
    let placeholder = views[views.count >= 3 ? 2 : 1]
    let detail = AnyView(NavigationStack { placeholder })
    let columnsContext = context.appending(slot: "columns")
    if views.count >= 3 {
      let middle = views[1]
      var split = NavigationSplitView(sidebar: { sidebar }, content: { middle }, detail: { detail })
      split.showsLinkedViewsInStacks = true
      return columnsContext.resolve(split)
    }
    var split = NavigationSplitView(sidebar: { sidebar }, detail: { detail })
    split.showsLinkedViewsInStacks = true
    return columnsContext.resolve(split)
  }

  private static func erased(_ view: any View) -> AnyView {
    func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
    return open(view)
  }
}

/// A view built of several views (a ``TupleView``), which a container may treat one by one.
@MainActor
protocol ChildViews {
  var childViews: [any View] { get }
}

extension TupleView: ChildViews {
  var childViews: [any View] { TupleViewShapes.shape(of: T.self).views(value) }
}

// MARK: Styles

/// How a navigation view shows: as a stack, or in columns.
@available(
  *, deprecated, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@MainActor @preconcurrency
public protocol NavigationViewStyle {
  /// The runtime's name for the style.
  var _style: String { get }
}

/// The system's choice: columns when there are placeholders for them and the width allows, else a
/// stack.
@available(
  *, deprecated, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
  /// The style's name.
  public var _style: String { "automatic" }
}

/// One screen at a time, on every device: the views after the first are not shown.
@available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
  /// The style's name.
  public var _style: String { "stack" }
}

/// A primary column whose links show their destinations in a detail column.
@available(
  *, deprecated, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
  /// The style's name.
  public var _style: String { "columns" }
}

/// A series of columns, each link showing its destination in the next one.
@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  init() {}
  /// The style's name.
  public var _style: String { "columns" }
}

@available(
  *, deprecated, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The system's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

@available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// A series of columns.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// The style of the navigation views in an environment.
enum NavigationViewStyleKind: String {
  case automatic, stack, columns
}

struct NavigationViewStyleKey: EnvironmentKey {
  static let defaultValue = NavigationViewStyleKind.automatic
}

extension EnvironmentValues {
  var navigationViewStyle: NavigationViewStyleKind {
    get { self[NavigationViewStyleKey.self] }
    set { self[NavigationViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the navigation views inside this view: `.stack` shows one screen at a time on
  /// every device; `.columns` shows the placeholders' columns where the width allows.
  ///
  /// - Parameter style: The style.
  /// - Returns: A view whose navigation views use the style.
  @available(
    *, deprecated,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  @inlinable
  public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    modifier(ElementModifier.navigationViewStyle(style))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  // Deprecated with the style it takes, which only the deprecated modifier above hands it.
  @available(
    *, deprecated,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  @usableFromInline
  static func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ElementModifier {
    .environment(\.navigationViewStyle, NavigationViewStyleKind(rawValue: style._style) ?? .automatic)
  }
}
