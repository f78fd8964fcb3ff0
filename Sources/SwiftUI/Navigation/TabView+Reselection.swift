extension TabModel {
  /// A tap on the tab already shown: as UIKit's tab bar controller pops the navigation controller of
  /// the selected tab, the tab's `NavigationStack` pops to its root, and a collapsed
  /// `NavigationSplitView` (one stack on an iPhone) goes back to its first column, clearing what it
  /// chose. A split view showing its columns side by side is a split view controller, not a
  /// navigation controller: it stays as it is.
  ///
  /// - Parameter index: The tab tapped.
  func popToRoot(_ index: Int) {
    guard let root = Self.navigationRoot(in: tabs[index].elements) else { return }
    if let stack = (root.content(as: NavigationStackContent.self))?.model {
      if stack.depth > 0 { stack.pop(toDepth: 0) }
    } else if let split = (root.content(as: SplitViewContent.self))?.model, split.isCollapsed {
      for column in 0..<split.columnCount {
        if let stack = split.stack(inColumn: column), stack.depth > 0 { stack.pop(toDepth: 0) }
      }
      if split.hasChoice(inColumn: 0) { split.goBack(toColumn: 0) }
    }
  }

  /// The stack or split view at the root of a tab's content, through groups and composite views.
  private static func navigationRoot(in elements: [Element]) -> Element? {
    for element in elements {
      if element.contentIs(NavigationStackContent.self) || element.contentIs(SplitViewContent.self) {
        return element
      }
      if element.content.isTransparent, let found = navigationRoot(in: element.children) { return found }
    }
    return nil
  }
}
