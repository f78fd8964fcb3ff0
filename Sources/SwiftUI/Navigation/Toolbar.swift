/// Where a toolbar item goes. On iOS the cancellation action sits at the leading edge of the
/// navigation bar and the confirmation action at the trailing edge; on macOS both are trailing.
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// Where the item goes, as a case: placements are compared as every bar is laid out.
  enum Kind: Hashable, Sendable {
    case automatic, cancellationAction, confirmationAction, primaryAction, destructiveAction, principal,
      navigation, secondaryAction, topBarLeading, topBarTrailing, topBarPinnedTrailing, bottomBar, keyboard,
      largeTitle
  }

  let kind: Kind
  /// The system decides: trailing on iOS.
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// A cancel button: leading on iOS.
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// A confirm button: trailing on iOS.
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// The primary action: trailing on iOS.
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// A destructive action: trailing on iOS.
  public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
  /// The centre, in place of the title.
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// The leading, navigation area.
  public static let navigation = ToolbarItemPlacement(kind: .navigation)
  /// The secondary area.
  public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// Pinned at the trailing edge of the top bar.
  public static let topBarPinnedTrailing = ToolbarItemPlacement(kind: .topBarPinnedTrailing)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
  /// Above the keyboard, while a text field has the focus. The hosts have no on-screen keyboard, so
  /// such items are not shown.
  public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
  /// The large-title area.
  public static let largeTitle = ToolbarItemPlacement(kind: .largeTitle)
  /// Deprecated: use `topBarLeading`.
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// Deprecated: use `topBarTrailing`.
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)

  /// Whether the item sits at the leading edge of the bar on iOS.
  var isLeading: Bool {
    switch kind {
    case .cancellationAction, .navigation, .topBarLeading: true
    default: false
    }
  }
}

/// Content for a toolbar: items and groups.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The items this content makes.
  @MainActor func _items(in context: ResolveToolbarContext) -> [ToolbarItemInfo]
}

/// Where toolbar content is resolved; an implementation detail.
@MainActor
public struct ResolveToolbarContext {
  let context: ResolveContext
  /// In a tab view built from `Tab`s, the value of the tab chosen (a tab without a value: its
  /// position), nil before any is: the first tab shows. Another tab is kept as it is if it was built
  /// before, and not built if not (see `Tab`).
  var shownTab: RowIdentity?
  /// In a tab view built from `Tab`s, the position among all its tabs of the next tab.
  var tabPosition = 0
}

/// One item of a toolbar, at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  let id: String?

  /// An item at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == () {
    self.placement = placement
    self.content = content()
    id = nil
  }

  /// An item with an identifier, at a placement.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.placement = placement
    self.content = content()
    self.id = id
  }

  /// The item.
  public func _items(in context: ResolveToolbarContext) -> [ToolbarItemInfo] {
    [ToolbarItemInfo(placement: placement, elements: context.context.resolveHeld(content))]
  }
}

/// Several items at one placement; each child is its own item.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// One item per child.
  public func _items(in context: ResolveToolbarContext) -> [ToolbarItemInfo] {
    let elements = context.context.resolveHeld(content)
    return ScreenBuilder.flattenGroups(elements).map { ToolbarItemInfo(placement: placement, elements: [$0]) }
  }
}

/// Builds toolbar content from items and groups.
@resultBuilder @MainActor
public struct ToolbarContentBuilder {
  /// One item.
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
  /// Several items.
  public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
    var items: [any ToolbarContent] = []
    for item in repeat each content { items.append(item) }
    return TupleToolbarContent(items: items)
  }
  /// An optional item.
  public static func buildIf<C: ToolbarContent>(_ content: C?) -> TupleToolbarContent {
    TupleToolbarContent(items: content.map { [$0] } ?? [])
  }
  /// The first branch.
  public static func buildEither<C: ToolbarContent>(first: C) -> TupleToolbarContent {
    TupleToolbarContent(items: [first])
  }
  /// The second branch.
  public static func buildEither<C: ToolbarContent>(second: C) -> TupleToolbarContent {
    TupleToolbarContent(items: [second])
  }
}

/// Several toolbar items built together.
public struct TupleToolbarContent: ToolbarContent {
  let items: [any ToolbarContent]
  /// Every item, in order.
  public func _items(in context: ResolveToolbarContext) -> [ToolbarItemInfo] {
    var result: [ToolbarItemInfo] = []
    for (index, item) in items.enumerated() {
      result += item._items(in: ResolveToolbarContext(context: context.context.appending(index: index)))
    }
    return result
  }
}

/// A resolved toolbar item.
@MainActor
public struct ToolbarItemInfo {
  let placement: ToolbarItemPlacement
  let elements: [Element]
}

/// Kinds of item the system adds to a toolbar, which `toolbar(removing:)` can take away.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String
  /// The split view's sidebar toggle (Show Sidebar / Hide Sidebar).
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title.
  public static let title = ToolbarDefaultItemKind(name: "title")
  /// The search field.
  public static let search = ToolbarDefaultItemKind(name: "search")
}

extension View {
  /// Adds views to the enclosing navigation bar, each at the automatic placement (trailing on iOS).
  @inlinable
  public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ElementModifier.toolbar(content: content))
  }

  /// Adds items to the enclosing navigation bar or bottom toolbar, at their placements.
  @inlinable
  public consuming func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    modifier(ElementModifier.toolbar(content: content))
  }

  /// Removes an item the system would add, such as the sidebar toggle.
  @inlinable
  public consuming func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    modifier(ElementModifier.toolbar(removing: defaultItemKind))
  }

  /// Titles the screen in the enclosing navigation bar.
  @inlinable
  public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(ElementModifier.navigationTitle(titleKey))
  }

  /// Titles the screen in the enclosing navigation bar.
  @_disfavoredOverload
  @inlinable
  public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(ElementModifier.navigationTitle(title))
  }

  /// Titles the screen in the enclosing navigation bar.
  @inlinable
  public consuming func navigationTitle(_ title: Text) -> some View {
    modifier(ElementModifier.navigationTitle(title))
  }

  /// Shows the title large, below the bar, or inline, in it.
  @inlinable
  public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modifier(ElementModifier.navigationBarTitleDisplayMode(displayMode))
  }

  /// Hides or shows the back button: a hidden one is not drawn and cannot be tapped.
  @inlinable
  public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(ElementModifier.navigationBarBackButtonHidden(hidesBackButton))
  }
}

extension ScreenBuilder {
  /// Dissolves transparent groups, for items that are one per child.
  static func flattenGroups(_ elements: [Element]) -> [Element] {
    var result: [Element] = []
    for element in elements {
      if element.content.isTransparent, !element.hasOwnTraits {
        result += flattenGroups(element.children)
      } else {
        result.append(element)
      }
    }
    return result
  }
}

/// A bar SwiftUI manages, for `toolbar(_:for:)` and `toolbarBackground(_:for:)`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The main bar in the context: the navigation bar on iOS.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

extension View {
  /// Shows or hides bars SwiftUI manages: `.toolbar(.hidden, for: .navigationBar)` on a screen
  /// hides its navigation bar, back button included; `.tabBar` hides the tab bar while the screen
  /// shows. With no bars named it means the navigation bar.
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show; `.automatic` leaves the choice to the system.
  ///   - bars: The bars to show or hide.
  /// - Returns: A view that asks for the bars' visibility.
  @inlinable
  public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(ElementModifier.toolbar(visibility, for: bars))
  }

  /// Sets the background of bars SwiftUI manages. Accepted: the hosts draw no backgrounds.
  ///
  /// - Parameters:
  ///   - style: The background.
  ///   - bars: The bars it applies to.
  /// - Returns: The view, unchanged.
  @inlinable
  public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }

  /// Shows or hides the background of bars SwiftUI manages. Accepted: the hosts draw no backgrounds.
  ///
  /// - Parameters:
  ///   - visibility: Whether the background shows.
  ///   - bars: The bars it applies to.
  /// - Returns: The view, unchanged.
  @inlinable
  public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }

  /// Titles the screen with a bound string. The title shows the binding's value as it changes.
  ///
  /// - Parameter title: The title, which a rename in the bar would write back.
  /// - Returns: A view that titles the screen.
  @inlinable
  public consuming func navigationTitle(_ title: Binding<String>) -> some View {
    // Read here, in the body that declares it, so that the body depends on the value.
    modifier(ElementModifier.navigationTitle(title.wrappedValue))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ElementModifier {
    .traits { traits in
      if let defaultItemKind { traits.removedToolbarKinds.insert(defaultItemKind.name) }
    }
  }

  @usableFromInline
  static func navigationTitle(_ titleKey: LocalizedStringKey) -> ElementModifier {
    let title = InlineMarkdown.render(titleKey)
    return .traits { $0.navigationTitle = title }
  }

  @usableFromInline
  static func navigationTitle<S: StringProtocol>(_ title: S) -> ElementModifier {
    let title = String(title)
    return .traits { $0.navigationTitle = title }
  }

  @usableFromInline
  static func navigationTitle(_ title: Text) -> ElementModifier {
    let string = title.plainText(locale: .runtimeDefault)
    return .traits { $0.navigationTitle = string }
  }

  @usableFromInline
  static func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> ElementModifier
  {
    .traits { $0.titleDisplayMode = displayMode }
  }

  @usableFromInline
  static func navigationBarBackButtonHidden(_ hidesBackButton: Bool) -> ElementModifier {
    .traits { traits in
      if hidesBackButton { traits.removedToolbarKinds.insert("backButton") }
    }
  }

  @usableFromInline
  static func toolbar(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> ElementModifier {
    let placements = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
    return .traits { traits in
      for placement in placements {
        // On iOS the main bar is the navigation bar.
        let bar = placement == .automatic ? ToolbarPlacement.navigationBar : placement
        traits.barVisibility[bar] = visibility
      }
    }
  }

  @usableFromInline
  static func toolbar<Content: View>(content: () -> Content) -> ElementModifier {
    let items = content()
    return ElementModifier(apply: { context, elements in
      return Element.alone(elements) { element in
        let resolved = context.appending(slot: "toolbar").resolveHeld(items)
        for item in ScreenBuilder.flattenGroups(resolved) {
          element.traits.toolbarItems.append(ToolbarItemInfo(placement: .automatic, elements: [item]))
        }
      }
    })
  }

  @usableFromInline
  static func toolbar<Content: ToolbarContent>(content: () -> Content) -> ElementModifier {
    let items = content()
    return ElementModifier(apply: { context, elements in
      return Element.alone(elements) { element in
        var plain = context.appending(slot: "toolbar")
        plain.isLazy = false
        element.traits.toolbarItems += items._items(in: ResolveToolbarContext(context: plain))
      }
    })
  }
}
