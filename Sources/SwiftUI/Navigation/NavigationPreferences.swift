/// What a screen declares for the navigation container that shows it (a title, a display mode,
/// toolbar items, a search field), found by walking its elements.
@MainActor
enum NavigationPreferences {
  /// The first value a screen declares for a preference (a title, a display mode, a search field),
  /// looking through the screen in order but not into nested containers, which are screens of their
  /// own, nor into rows a list has not built.
  static func firstPreference<T>(in elements: [Element], _ value: (Traits) -> T?) -> T? {
    for element in elements {
      if let found = value(element.traits) { return found }
      guard !element.content.hidesPreferences else { continue }
      if let found = firstPreference(in: element.children, value) { return found }
    }
    return nil
  }

  /// Every value a screen declares for a preference (toolbar items), in order, by the same walk.
  static func allPreferences<T>(in elements: [Element], _ values: (Traits) -> [T]) -> [T] {
    var result: [T] = []
    appendPreferences(in: elements, to: &result, values)
    return result
  }

  /// Appends what `values` gives for each element and its children, into one array: most elements
  /// declare nothing, and an array per level of the walk was made only to be appended and freed.
  private static func appendPreferences<T>(
    in elements: [Element], to result: inout [T], _ values: (Traits) -> [T]
  ) {
    for element in elements {
      let own = values(element.traits)
      if !own.isEmpty { result += own }
      guard !element.content.hidesPreferences else { continue }
      appendPreferences(in: element.children, to: &result, values)
    }
  }

  /// The navigation title of a screen.
  static func title(of elements: [Element]) -> String? {
    firstPreference(in: elements) { $0.navigationTitle }
  }

  /// The toolbar items declared in a screen.
  static func toolbarItems(of elements: [Element]) -> [ToolbarItemInfo] {
    allPreferences(in: elements) { $0.toolbarItems }
  }

  /// The system items a screen removed (the sidebar toggle, the back button).
  static func removedKinds(of elements: [Element]) -> Set<String> {
    Set(allPreferences(in: elements) { Array($0.removedToolbarKinds) })
  }
}
