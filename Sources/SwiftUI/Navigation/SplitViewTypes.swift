/// Which columns of a split view are visible. A binding to it is a request: the split view writes back
/// what it granted (an iPad held upright grants `.doubleColumn` when a three-column view asks for `.all`).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable, CustomStringConvertible {
  let name: String
  /// The system chooses.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns of a three-column view; both columns of a two-column view.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
  /// The name, as SwiftUI prints it.
  public var description: String { name }
}

/// A column of a split view, for `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
  let index: Int
  /// The first column.
  public static let sidebar = NavigationSplitViewColumn(index: 0)
  /// The middle column of a three-column view.
  public static let content = NavigationSplitViewColumn(index: 1)
  /// The last column.
  public static let detail = NavigationSplitViewColumn(index: 2)
  /// The name.
  public var description: String { ["sidebar", "content", "detail"][index] }
}

/// How a split view shares the width between its columns.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The runtime's name for the style.
  var _style: String { get }
}

/// The system's choice: on an iPad the columns sit side by side, as with `.balanced`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
  /// The style's name.
  public var _style: String { "automatic" }
}

/// Narrows the detail to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
  /// The style's name.
  public var _style: String { "balanced" }
}

/// Keeps the detail's size: on an iPad held upright the leading columns wait behind Show Sidebar.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
  /// The style's name.
  public var _style: String { "prominentDetail" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The system's choice.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Narrow the detail to make room.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// Keep the detail's size.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

enum SplitStyle: String {
  case automatic, balanced, prominentDetail
}

struct SplitStyleKey: EnvironmentKey {
  static let defaultValue = SplitStyle.automatic
}

extension EnvironmentValues {
  var splitViewStyle: SplitStyle {
    get { self[SplitStyleKey.self] }
    set { self[SplitStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the split views inside this view.
  @inlinable
  public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    modifier(ElementModifier.navigationSplitViewStyle(style))
  }

  /// Asks for a fixed width for this column of a split view; the system may not grant it.
  @inlinable
  public consuming func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(ElementModifier.navigationSplitViewColumnWidth(width))
  }

  /// Asks for a width range for this column of a split view; the system may not grant it.
  @inlinable
  public consuming func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  )
    -> some View
  {
    modifier(ElementModifier.navigationSplitViewColumnWidth(min: min, ideal: ideal, max: max))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ElementModifier {
    .environment(\.splitViewStyle, SplitStyle(rawValue: style._style) ?? .automatic)
  }

  @usableFromInline
  static func navigationSplitViewColumnWidth(_ width: CGFloat) -> ElementModifier {
    .traits { $0.splitColumnWidth = ColumnWidth(min: width, ideal: width, max: width) }
  }

  @usableFromInline
  static func navigationSplitViewColumnWidth(min: CGFloat?, ideal: CGFloat, max: CGFloat?) -> ElementModifier
  {
    .traits { $0.splitColumnWidth = ColumnWidth(min: min, ideal: ideal, max: max) }
  }
}
