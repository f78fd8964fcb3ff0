import Foundation

extension View {
  /// Shows a count on the view's tab item; zero shows none.
  ///
  /// The test host reports a badge as the tab button's value ("3").
  ///
  /// - Parameter count: The count.
  /// - Returns: The view with its badge.
  @inlinable
  public consuming func badge(_ count: Int) -> some View {
    modifier(ElementModifier.badge(count))
  }

  /// Shows a text on the view's tab item; nil shows none.
  ///
  /// - Parameter label: The badge's text.
  /// - Returns: The view with its badge.
  @inlinable
  public consuming func badge(_ label: Text?) -> some View {
    modifier(ElementModifier.badge(label))
  }

  /// Shows a localized text on the view's tab item; nil shows none.
  ///
  /// - Parameter key: The badge's text.
  /// - Returns: The view with its badge.
  @inlinable
  public consuming func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(ElementModifier.badge(key))
  }

  /// Shows a string on the view's tab item; nil shows none.
  ///
  /// - Parameter label: The badge's text.
  /// - Returns: The view with its badge.
  @_disfavoredOverload
  @inlinable
  public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(ElementModifier.badge(label))
  }

}

extension TabContent {
  /// Shows a count on the tab's button; zero shows none.
  ///
  /// ```swift
  /// Tab("Inbox", systemImage: "tray") { Inbox() }
  ///   .badge(unread.count)
  /// ```
  ///
  /// - Parameter count: The count.
  /// - Returns: The tab with its badge.
  public func badge(_ count: Int) -> some TabContent<TabValue> {
    BadgedTab(base: self, badge: count == 0 ? nil : String(count))
  }

  /// Shows a text on the tab's button; nil shows none.
  ///
  /// - Parameter label: The badge's text.
  /// - Returns: The tab with its badge.
  public func badge(_ label: Text?) -> some TabContent<TabValue> {
    BadgedTab(base: self, badge: label?.plainText(locale: .runtimeDefault))
  }
}

/// A tab with a badge on its button.
struct BadgedTab<Base: TabContent>: TabContent {
  typealias TabValue = Base.TabValue
  let base: Base
  let badge: String?

  func _tabs(in context: ResolveToolbarContext) -> [TabInfo] {
    base._tabs(in: context).map { tab in
      var badged = tab
      badged.badge = badge
      return badged
    }
  }
}

extension ElementModifier {
  static func badgeText(_ text: String?) -> ElementModifier {
    .traits { $0.badge = text }
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func badge(_ count: Int) -> ElementModifier {
    ElementModifier.badgeText(count == 0 ? nil : String(count))
  }

  @usableFromInline
  static func badge(_ label: Text?) -> ElementModifier {
    ElementModifier.badgeText(label?.plainText(locale: .runtimeDefault))
  }

  @usableFromInline
  static func badge(_ key: LocalizedStringKey?) -> ElementModifier {
    ElementModifier.badgeText(key.map { InlineMarkdown.render($0) })
  }

  @usableFromInline
  static func badge<S: StringProtocol>(_ label: S?) -> ElementModifier {
    ElementModifier.badgeText(label.map { String($0) })
  }
}
