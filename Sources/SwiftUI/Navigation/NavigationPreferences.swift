/// What a screen declares for the navigation container that shows it (a title, a display mode,
/// toolbar items, a search field), found by walking its elements.
@MainActor
enum NavigationPreferences {
  /// The navigation title of a screen: the walk stops at the first (a title is most often declared
  /// at the top of the screen, and a stack reads the title of the screen under the top at each pass).
  static func title(of elements: [Element]) -> String? {
    var title: String?
    walk(elements) { traits in
      title = traits.pointee.navigationTitle
      return title == nil
    }
    return title
  }

  /// The system items a screen removed (the sidebar toggle, the back button).
  static func removedKinds(of elements: [Element]) -> Set<String> {
    var removed: Set<String> = []
    walk(elements) { traits in
      removed.formUnion(traits.pointee.removedToolbarKinds)
      return true
    }
    return removed
  }

  /// Whether a screen asked to hide a bar: the first visibility it asks for the bar is hidden.
  static func hides(_ bar: ToolbarPlacement, in elements: [Element]) -> Bool {
    var visibility: Visibility?
    walk(elements) { traits in
      if !traits.pointee.barVisibility.isEmpty { visibility = traits.pointee.barVisibility[bar] }
      return visibility == nil
    }
    return visibility == .hidden
  }

  /// Visits the traits of a screen's elements in the screen's order, read where they lie; not into
  /// nested containers, which are screens of their own, nor into rows a list has not built.
  ///
  /// - Parameters:
  ///   - elements: The screen's content.
  ///   - visit: Reads one element's traits; returns false to stop the walk.
  /// - Returns: False when `visit` stopped the walk.
  @discardableResult
  static func walk(_ elements: [Element], _ visit: (UnsafePointer<Traits>) -> Bool) -> Bool {
    for element in elements {
      // An element without modifiers declares nothing: its traits are the shared empty ones.
      if element.hasTraits {
        guard visit(element.traitsAddress) else { return false }
      }
      guard !element.content.hidesPreferences else { continue }
      guard walk(element.children, visit) else { return false }
    }
    return true
  }
}

/// Everything a screen declares for the bars around it, gathered in one walk of its elements: a
/// screen's bars read its title, display mode, search field, items, removed items and hidden bars,
/// and a walk for each read the whole screen once per preference.
///
/// The first value of each single preference (a title, a display mode, a search field, each bar's
/// visibility) in the screen's order, and every toolbar item in order, as
/// ``NavigationPreferences/walk(_:_:)`` visits them.
struct ScreenPreferences {
  private(set) var title: String?
  private(set) var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
  private(set) var search: SearchInfo?
  private(set) var toolbarItems: [ToolbarItemInfo] = []
  private(set) var removedKinds: Set<String> = []
  /// The first visibility asked for each bar.
  private var barVisibility: [ToolbarPlacement: Visibility] = [:]

  /// The preferences of a screen.
  ///
  /// - Parameter elements: The screen's content.
  @MainActor
  init(of elements: [Element]) {
    gather(elements)
  }

  /// Whether the screen asked to hide a bar (`toolbar(.hidden, for:)`).
  ///
  /// - Parameter bar: The bar.
  /// - Returns: True when the first visibility asked for it is hidden.
  func hides(_ bar: ToolbarPlacement) -> Bool {
    barVisibility[bar] == .hidden
  }

  @MainActor
  private mutating func gather(_ elements: [Element]) {
    var gathered = self
    NavigationPreferences.walk(elements) { traits in
      gathered.take(traits)
      return true
    }
    self = gathered
  }

  /// Takes what one element declares: the first of each single preference, every item. Read
  /// through the address: a borrowed `Traits` is copied whole (over a kilobyte) at each element.
  @MainActor
  private mutating func take(_ traits: UnsafePointer<Traits>) {
    if title == nil { title = traits.pointee.navigationTitle }
    if titleDisplayMode == nil { titleDisplayMode = traits.pointee.titleDisplayMode }
    if search == nil { search = traits.pointee.search }
    if !traits.pointee.toolbarItems.isEmpty { toolbarItems.append(adopting: traits.pointee.toolbarItems) }
    if !traits.pointee.removedToolbarKinds.isEmpty {
      removedKinds.formUnion(traits.pointee.removedToolbarKinds)
    }
    if !traits.pointee.barVisibility.isEmpty {
      for (bar, visibility) in traits.pointee.barVisibility where barVisibility[bar] == nil {
        barVisibility[bar] = visibility
      }
    }
  }
}
