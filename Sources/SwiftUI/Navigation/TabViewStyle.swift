/// How a tab view presents its tabs.
public protocol TabViewStyle {}

/// The platform's tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
}

/// A tab bar that becomes a sidebar where there is room.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
}

/// A tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
}

/// Pages swiped through sideways, with dots for the page index.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index shows.
  public struct IndexDisplayMode: Sendable {
    let name: String
    /// When there is more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always.
    public static let always = IndexDisplayMode(name: "always")
    /// Never.
    public static let never = IndexDisplayMode(name: "never")
  }

  /// The style.
  ///
  /// - Parameter indexDisplayMode: When the page index shows.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that becomes a sidebar where there is room.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages swiped through sideways.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages swiped through sideways, with the page index shown as given.
  ///
  /// - Parameter indexDisplayMode: When the page index shows.
  /// - Returns: The style.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Sets how the tab views in this view present their tabs.
  ///
  /// Accepted: every style shows as a tab bar (see DIVERGENCES).
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  @inlinable
  public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
