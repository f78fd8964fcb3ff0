/// iOS 13's navigation bar modifiers, deprecated on iOS and common in older apps: each is the newer
/// modifier it was renamed to.
extension View {
  /// Sets the navigation bar's title.
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @inlinable
  public consuming func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation bar's title.
  ///
  /// - Parameter titleKey: The title.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @inlinable
  public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the navigation bar's title.
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  @_disfavoredOverload
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @inlinable
  public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation bar's title and how it shows.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: Large, inline, or automatic.
  /// - Returns: The view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @inlinable
  public consuming func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation bar's title and how it shows.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - displayMode: Large, inline, or automatic.
  /// - Returns: The view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @inlinable
  public consuming func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation bar's title and how it shows.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: Large, inline, or automatic.
  /// - Returns: The view.
  @_disfavoredOverload
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @inlinable
  public consuming func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Places items at the leading and trailing ends of the navigation bar.
  ///
  /// - Parameters:
  ///   - leading: The leading items.
  ///   - trailing: The trailing items.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use toolbar(content:)")
  @inlinable
  public consuming func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(ElementModifier.navigationBarItems(leading: leading, trailing: trailing))
  }

  /// Places items at the leading end of the navigation bar.
  ///
  /// - Parameter leading: The items.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use toolbar(content:)")
  @inlinable
  public consuming func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(ElementModifier.navigationBarItems(leading: leading))
  }

  /// Places items at the trailing end of the navigation bar.
  ///
  /// - Parameter trailing: The items.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use toolbar(content:)")
  @inlinable
  public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(ElementModifier.navigationBarItems(trailing: trailing))
  }

  /// Hides or shows the navigation bar.
  ///
  /// - Parameter hidden: Whether the bar is hidden.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbar(_:for:)")
  @inlinable
  public consuming func navigationBarHidden(_ hidden: Bool) -> some View {
    toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
// Each is the toolbar a `toolbar { … }` block of the same items builds.
extension ElementModifier {
  @usableFromInline
  static func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ElementModifier {
    .toolbar {
      ToolbarContentBuilder.buildBlock(
        ToolbarItem(placement: .navigationBarLeading) { leading },
        ToolbarItem(placement: .navigationBarTrailing) { trailing })
    }
  }

  @usableFromInline
  static func navigationBarItems<L: View>(leading: L) -> ElementModifier {
    .toolbar { ToolbarContentBuilder.buildBlock(ToolbarItem(placement: .navigationBarLeading) { leading }) }
  }

  @usableFromInline
  static func navigationBarItems<T: View>(trailing: T) -> ElementModifier {
    .toolbar { ToolbarContentBuilder.buildBlock(ToolbarItem(placement: .navigationBarTrailing) { trailing }) }
  }
}
