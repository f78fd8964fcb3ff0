/// Tabs: a bar of buttons, one per tab, and the chosen tab's content.
///
/// Every tab keeps its state while another is shown. With a selection binding, setting it switches
/// tabs. On iPhone the bar is at the bottom; on iPad at the top.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  /// The content's type when it is built from `Tab`s, as the initializer knows it: asked of the
  /// content as it resolves, the first cast of each content type would scan every conformance in the
  /// process.
  var builtTabs: (any BuiltTabs.Type)?
}

extension TabView where SelectionValue == Int {
  /// Tabs from views marked with `tabItem(_:)` (and `tag(_:)`).
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView {
  /// Tabs from views marked with `tabItem(_:)` and `tag(_:)`, with a selection.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Tabs built with `Tab`, with a selection.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.selection = selection
    self.content = TabContentBuilder<SelectionValue>.Content(tabs: content())
    builtTabs = Content.self
  }
}

extension TabView where SelectionValue == Never {
  /// Tabs built with `Tab`.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C> {
    selection = nil
    self.content = TabContentBuilder<Never>.Content(tabs: content())
    builtTabs = Content.self
  }
}

/// Content of a tab view built from `Tab`s.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the tab's selection value.
  associatedtype TabValue: Hashable
  /// The tabs this content makes.
  @MainActor func _tabs(in context: ResolveToolbarContext) -> [TabInfo]
}

/// One tab: a title, a symbol, a value for the selection, and its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  let title: String
  let systemImage: String?
  let value: Value?
  let content: Content

  /// A tab with a title, a symbol and a selection value.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    title = InlineMarkdown.render(titleKey)
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  /// The tab's value.
  public typealias TabValue = Value

  /// The tab. A tab that is not shown is not resolved, as SwiftUI builds a tab only to show it:
  /// once built, its views are kept as they are (their bodies run again when it shows).
  public func _tabs(in context: ResolveToolbarContext) -> [TabInfo] {
    // Boxed as its own type, not as an `AnyHashable` (see ``TabInfo/value``).
    var tabValue: RowIdentity?
    if let value { tabValue = RowIdentity.of(value) }
    var tab = TabInfo(title: title, systemImage: systemImage, value: tabValue, elements: [])
    // Its place: its value, or its title for a tab without one, boxed the same way.
    let tabContext = context.context.appending(.row(tabValue ?? RowIdentity.of(title)))
    // A tab without a value is chosen by its position (``TabModel/selectedIndex``); before any is
    // chosen, the first shows.
    let isShown = Self.isShown(value, position: context.tabPosition, chosen: context.shownTab)
    if !isShown {
      // A tab that never showed is not built: SwiftUI (since iOS 18) builds a tab the first time
      // it shows, and only then do its views appear (`onAppear`, `task`).
      if let built = tabContext.existingComposite(ContentRoot<Content>.self) {
        built.markVisited(frame: tabContext.host.frame)
        // Still a boundary, never laid out while hidden: a change inside waits for the tab to show
        // (showing it resolves the tab view again) instead of resolving what holds the tab view.
        tab.boundary = built.boundary
      }
    } else {
      // A boundary: a change inside the tab resolves the tab again as the tab view lays it out, and
      // what holds the tab view keeps its elements.
      let boundary = tabContext.resolveBoundary(content)
      tab.elements = boundary.elements
      tab.boundary = boundary
      tab.isResolved = true
    }
    return [tab]
  }
}

extension Tab {
  /// Whether the tab with this value (or at this position, without one) is the one chosen: compared
  /// as the value's own type where the choice is one, since two boxes compare through the runtime's
  /// metadata for the box of that type, asked again at each comparison.
  ///
  /// - Parameters:
  ///   - value: The tab's value.
  ///   - position: The tab's position among the tab view's tabs.
  ///   - chosen: The value chosen (a position for a tab without a value), nil before any is.
  /// - Returns: True when the tab shows.
  static func isShown(_ value: Value?, position: Int, chosen: RowIdentity?) -> Bool {
    guard let chosen else { return position == 0 }
    guard let value else { return TabInfo.value(chosen, is: position) }
    return TabInfo.value(chosen, is: value)
  }
}

extension Tab where Value == Never {
  /// A tab with a title and a symbol, in a tab view without selection.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    title = InlineMarkdown.render(titleKey)
    self.systemImage = systemImage
    value = nil
    self.content = content()
  }
}

/// The standard label of a tab: its title and symbol.
public struct DefaultTabLabel: View {
  /// Drawn by the runtime.
  public typealias Body = Never
}

/// A resolved tab.
@MainActor
public struct TabInfo {
  let title: String
  let systemImage: String?
  /// The tab's value, boxed as its own type: an `AnyHashable` asks the Swift runtime, as it is
  /// made, whether the type has a custom representation, which for each new type scans every
  /// conformance record in the process, and compares through a cast. A value of another type than
  /// the one it is compared with (a tag of another integer width, an optional) is compared boxed,
  /// as `AnyHashable`s compare.
  let value: RowIdentity?
  var elements: [Element]
  /// The badge on the tab's button (`badge(_:)`), if any.
  var badge: String?
  /// The tab's content, resolved on its own when something inside it changes (a tab built to show).
  var boundary: ContentBoundary?
  /// Whether the tab view resolved this tab in this update, as the one shown.
  var isResolved = false

  init(title: String, systemImage: String?, value: RowIdentity?, elements: [Element], badge: String? = nil) {
    self.title = title
    self.systemImage = systemImage
    self.value = value
    self.elements = elements
    self.badge = badge
  }

  /// Whether this tab's value is `value`.
  func hasValue(_ value: RowIdentity) -> Bool {
    guard let own = self.value else { return Self.value(value, is: -1) }
    if own.idType == value.idType { return own == value }
    return own.base == value.base
  }

  /// Whether a boxed value is `value`: compared as the type where it is of that type, boxed as
  /// `AnyHashable`s compare where it is not.
  ///
  /// - Parameters:
  ///   - boxed: A tab's or a selection's value.
  ///   - value: The value it may be.
  /// - Returns: True when they are equal.
  static func value<V: Hashable>(_ boxed: RowIdentity, is value: V) -> Bool {
    if boxed.idType == ObjectIdentifier(V.self) { return boxed.holds(value) }
    return boxed.base == AnyHashable(value)
  }
}

/// Builds a tab view's content from `Tab`s.
@resultBuilder @MainActor
public struct TabContentBuilder<SelectionValue: Hashable> {
  /// One tab.
  public static func buildExpression<C: TabContent>(_ content: C) -> C { content }
  /// Several tabs.
  public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<
    SelectionValue
  > {
    var tabs: [any TabContent] = []
    for tab in repeat each content { tabs.append(tab) }
    return TupleTabContent(tabs: tabs)
  }
  /// An optional tab.
  public static func buildIf<C: TabContent>(_ content: C?) -> TupleTabContent<SelectionValue> {
    TupleTabContent(tabs: content.map { [$0] } ?? [])
  }

  /// The view a tab view shows for its tabs.
  public struct Content<C: TabContent>: View {
    let tabs: C
    /// Drawn by the runtime.
    public typealias Body = Never
  }
}

/// Several tabs built together.
public struct TupleTabContent<SelectionValue: Hashable>: TabContent {
  let tabs: [any TabContent]
  /// The tabs' value type.
  public typealias TabValue = SelectionValue
  /// Every tab, in order.
  public func _tabs(in context: ResolveToolbarContext) -> [TabInfo] {
    var result: [TabInfo] = []
    for tab in tabs {
      var inner = context
      inner.tabPosition = context.tabPosition + result.count
      result += tab._tabs(in: inner)
    }
    return result
  }
}

extension View {
  /// Makes this view a tab of the enclosing `TabView`, with a label (a `Label` or a `Text`).
  @inlinable
  public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(ElementModifier.tabItem(label))
  }
}

/// The state of one tab view: the chosen tab (its own, or through the binding) and the tabs resolved
/// this update.
@MainActor
final class TabModel: PrimitiveState {
  /// The host whose tree holds this tab view, asked for an update when a tap chooses a tab it keeps
  /// itself. Not kept: the host owns the tree, and so this model.
  @Linked private(set) var host: GraphHost?

  /// A model for a tab view in a host's tree.
  ///
  /// - Parameter host: The host whose tree holds the tab view.
  init(host: GraphHost) {
    self.host = host
  }

  var ownSelection: RowIdentity?
  var selectionGet: (() -> RowIdentity)?
  var selectionSet: ((RowIdentity) -> Void)?
  /// The shown tab's position, found by comparing the binding's value with the tabs' values as
  /// their own type (nil: no tab has it). Set while every tab has a value of the selection's type:
  /// boxing the selection and comparing boxes casts at each comparison (some 5,000 instructions at
  /// every layout of the tab view), and the result is the same.
  var typedSelectedIndex: (@MainActor () -> Int?)?
  @exclusivity(unchecked) var tabs: [TabInfo] = []
  /// The tabs of a tab view built from `Tab`s, resolved apart from the content holding the tab view
  /// (``TabsRoot``): choosing a tab resolves them again as the tab view is laid out, and what holds
  /// the tab view (an app's root, with its alerts and sheets) keeps its elements.
  var tabsBoundary: ContentBoundary?

  /// Resolves the tabs again if a tab was chosen since they were resolved, or something they read
  /// changed.
  func refreshTabs() {
    guard let tabsBoundary, tabsBoundary.isStale else { return }
    _ = tabsBoundary.currentElements()
  }

  /// Resolves again the shown tab if its content changed inside since the tab view resolved: the
  /// content holding the tab view kept its elements (see ``ContentBoundary``). A hidden tab waits.
  ///
  /// - Parameter index: The shown tab's position.
  func refreshTab(at index: Int) {
    guard tabs.indices.contains(index), let boundary = tabs[index].boundary, boundary.isStale else { return }
    tabs[index].elements = boundary.currentElements()
  }

  var selectedIndex: Int {
    if let typedSelectedIndex, let index = typedSelectedIndex() { return index }
    let current = selectionGet?() ?? ownSelection
    guard let current else { return 0 }
    // A tab is chosen by its value, or by its position when it has none.
    // A loop, not `firstIndex(where:)`: a main-actor closure handed to the standard library checks
    // the executor at each call, and layout asks for the selected tab several times an update.
    for index in tabs.indices where tabs[index].hasValue(current) { return index }
    if let position = current.id(as: Int.self), tabs.indices.contains(position), tabs[position].value == nil {
      return position
    }
    return 0
  }

  /// A tap on a tab: switches to it, or, on the tab already shown, takes its navigation back to its
  /// root (``popToRoot(_:)``).
  func select(_ index: Int) {
    guard tabs.indices.contains(index) else { return }
    if index == selectedIndex {
      popToRoot(index)
      return
    }
    let value = tabs[index].value ?? RowIdentity.of(index)
    if let selectionSet {
      selectionSet(value)
    } else {
      ownSelection = value
      // The tabs read the choice as they resolve: they alone resolve again.
      if let tabsBoundary { tabsBoundary.contentDidChange() } else { contentChanged() }
    }
  }
}

extension TabView: PrimitiveView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    let model = context.primitiveState { TabModel(host: context.host) }
    if let selection {
      model.selectionGet = { RowIdentity.of(selection.wrappedValue) }
      model.selectionSet = { value in
        if let typed = value.value(as: SelectionValue.self) {
          selection.wrappedValue = typed
        }
      }
    } else {
      model.selectionGet = nil
      model.selectionSet = nil
    }
    let contentContext = context.appending(index: 0)
    if let builtTabs {
      // Resolved apart, as the tabs are laid out: they set the model's tabs and how it finds the
      // chosen one (``TabsRoot``).
      model.tabsBoundary = contentContext.resolveBoundary(
        TabsRoot(selection: selection, content: content, builtTabs: builtTabs, model: model))
      return [Element(TabViewContent(model: model))]
    }
    // Legacy tabs: each child view with a `tabItem`.
    model.tabsBoundary = nil
    let elements = ScreenBuilder.flattenGroups(contentContext.resolve(content))
    model.tabs = elements.enumerated().map { index, element in
      let label = element.traits.tabItem ?? []
      // An image's text is empty: `tabItem { Image(systemName:); Text(_:) }` is titled by its text.
      let title = label.map(\.readableText).filter { !$0.isEmpty }.concatenated(separator: " ")
      let image = label.lazy.compactMap(\.firstImageName).first
      return TabInfo(
        title: title, systemImage: image, value: Self.tabValue(of: element, at: index),
        elements: [element], badge: element.traits.badge)
    }
    model.typedSelectedIndex = selection.flatMap { Self.typedIndex(of: $0, in: model.tabs) }
    return [Element(TabViewContent(model: model))]
  }

  /// A legacy tab's value: its tag (a `ForEach` row's identity as it is), or its position.
  private static func tabValue(of element: Element, at index: Int) -> RowIdentity {
    switch element.traits.elementTag {
    case .row(let identity): identity
    case .value(let value): RowIdentity.of(value)
    case nil: RowIdentity.of(index)
    }
  }

  /// Finds the tab whose value is the binding's, comparing values as the selection's type; nil when
  /// a tab has no value of that type, where the boxed comparison decides (see
  /// ``TabModel/selectedIndex``).
  static func typedIndex(
    of selection: Binding<SelectionValue>, in tabs: [TabInfo]
  ) -> (@MainActor () -> Int?)? {
    var values: [SelectionValue] = []
    values.reserveCapacity(tabs.count)
    for tab in tabs {
      guard let value = tab.value?.value(as: SelectionValue.self) else { return nil }
      values.append(value)
    }
    return {
      let current = selection.wrappedValue
      // Counted, not `firstIndex(of:)` or `indices`: in this generic code either asks the runtime
      // for the metadata of its ranges at each call.
      var index = 0
      while index < values.count {
        if values[index] == current { return index }
        index += 1
      }
      return nil
    }
  }
}

/// The tabs of a tab view built from `Tab`s, resolved as a boundary of their own (see
/// ``TabModel/tabsBoundary``): the selection they read makes them, not what holds the tab view,
/// depend on it. They resolve into the model's tabs, and into no element.
struct TabsRoot<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content
  let builtTabs: any BuiltTabs.Type
  /// Weakly: the model holds the boundary, which holds this view to resolve it again.
  weak var model: TabModel?

  typealias Body = Never

  static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func resolve(in context: ResolveContext) -> [Element] {
    guard let model else { return [] }
    // The selection read here makes the tabs depend on it: choosing a tab resolves them again.
    let chosen = model.selectionGet?() ?? model.ownSelection
    model.tabs = builtTabs.tabs(of: content, in: context, shownTab: chosen)
    // Before the shown tab is looked for, which it finds as the selection's type; the tabs' values
    // stay what they are if the first is resolved below.
    model.typedSelectedIndex = selection.flatMap {
      TabView<SelectionValue, Content>.typedIndex(of: $0, in: model.tabs)
    }
    // A selection that names no tab shows the first (``TabModel/selectedIndex``): resolved now.
    let index = model.selectedIndex
    if model.tabs.indices.contains(index), !model.tabs[index].isResolved {
      let first = model.tabs[index].value ?? RowIdentity.of(index)
      model.tabs = builtTabs.tabs(of: content, in: context, shownTab: first)
    }
    return []
  }
}

@MainActor
protocol BuiltTabs {
  func tabs(in context: ResolveContext, shownTab: RowIdentity?) -> [TabInfo]
}

extension BuiltTabs {
  /// The tabs of a tab view's content known to be of this type, read where it lies.
  static func tabs<V>(of content: V, in context: ResolveContext, shownTab: RowIdentity?) -> [TabInfo] {
    withValue(content, as: Self.self) { $0.tabs(in: context, shownTab: shownTab) }
  }
}

extension TabContentBuilder.Content: BuiltTabs {
  func tabs(in context: ResolveContext, shownTab: RowIdentity?) -> [TabInfo] {
    self.tabs._tabs(in: ResolveToolbarContext(context: context, shownTab: shownTab))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func tabItem<V: View>(_ label: () -> V) -> ElementModifier {
    let label = label()
    return ElementModifier(apply: { context, elements in
      return Element.alone(elements) { element in
        let labelElements = context.appending(slot: "tabItem").resolve(label)
        element.traits.tabItem = labelElements
      }
    })
  }
}
