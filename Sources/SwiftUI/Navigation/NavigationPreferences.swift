/// What a screen declares for the navigation container that shows it (a title, a display mode,
/// toolbar items, a search field), found by walking its elements.
@MainActor
enum NavigationPreferences {
  /// The navigation title of a screen.
  static func title(of elements: [Element]) -> String? {
    ScreenPreferences(of: elements).title
  }

  /// The system items a screen removed (the sidebar toggle, the back button).
  static func removedKinds(of elements: [Element]) -> Set<String> {
    ScreenPreferences(of: elements).removedKinds
  }

  /// Whether a screen asked to hide a bar.
  static func hides(_ bar: ToolbarPlacement, in elements: [Element]) -> Bool {
    ScreenPreferences(of: elements).hides(bar)
  }
}

/// Everything a screen declares for the bars around it, gathered in one walk of its elements: a
/// screen's bars read its title, display mode, search field, items, removed items and hidden bars,
/// and a walk for each read the whole screen once per preference.
///
/// The first value of each single preference (a title, a display mode, a search field, each bar's
/// visibility) in the screen's order, and every toolbar item in order; not into nested containers,
/// which are screens of their own, nor into rows a list has not built.
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
    for element in elements {
      // Read where they lie: most elements declare none of these.
      let traits = element.traitsAddress
      if title == nil { title = traits.pointee.navigationTitle }
      if titleDisplayMode == nil { titleDisplayMode = traits.pointee.titleDisplayMode }
      if search == nil { search = traits.pointee.search }
      if !traits.pointee.toolbarItems.isEmpty { toolbarItems += traits.pointee.toolbarItems }
      if !traits.pointee.removedToolbarKinds.isEmpty {
        removedKinds.formUnion(traits.pointee.removedToolbarKinds)
      }
      if !traits.pointee.barVisibility.isEmpty {
        for (bar, visibility) in traits.pointee.barVisibility where barVisibility[bar] == nil {
          barVisibility[bar] = visibility
        }
      }
      guard !element.content.hidesPreferences else { continue }
      gather(element.children)
    }
  }
}
