/// A tab view as resolved: its model holds each tab's elements and the selection. It shows the
/// selected tab's content with the tab bar at the bottom (iPhone) or the top (iPad, Mac).
struct TabViewContent: ContainerContent {
  let model: TabModel

  var recordsLayoutReads: Bool { true }

  var hidesPreferences: Bool { true }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.placeTabView(model, origin: origin, width: width, height: height, scope: scope)
  }
}

extension ScreenBuilder {
  mutating func placeTabView(
    _ model: TabModel, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> (nodes: [ScreenNode], size: CGSize) {
    model.refreshTabs()
    guard !model.tabs.isEmpty else { return ([], .zero) }
    let selected = model.selectedIndex
    model.refreshTab(at: selected)
    if Self.hidesTabBar(model.tabs[selected].elements) {
      let content = placeColumn(
        model.tabs[selected].elements, origin: origin, width: width, height: height, spacing: nil,
        scope: scope)
      return (content.nodes, CGSize(width: width, height: height))
    }
    let atTop = chrome.tabBarAtTop
    let barHeight = chrome.tabBarHeight
    let barY = atTop ? origin.y : origin.y + height - barHeight
    var bar = makeNode(.tabBar, "Tab Bar", CGRect(x: origin.x, y: barY, width: width, height: barHeight))
    let itemWidth = width / CGFloat(model.tabs.count)
    for (index, tab) in model.tabs.enumerated() {
      var button = makeNode(
        .button, tab.title,
        CGRect(x: origin.x + CGFloat(index) * itemWidth, y: barY, width: itemWidth, height: barHeight))
      button.isSelected = index == selected
      button.facts.systemImage = tab.systemImage
      button.value = tab.badge
      setActions(button) { $0.tap = { [weak model] in model?.select(index) } }
      bar.children.append(button)
    }
    let contentY = atTop ? origin.y + barHeight : origin.y
    var nodes = placeColumn(
      model.tabs[selected].elements, origin: CGPoint(x: origin.x, y: contentY), width: width,
      height: height - barHeight, spacing: nil, scope: scope
    ).nodes
    nodes.append(bar)
    return (nodes, CGSize(width: width, height: height))
  }

  /// Whether the screen a tab shows now (its own, or its stack's top screen) hid the tab bar
  /// (`toolbar(.hidden, for: .tabBar)`).
  private static func hidesTabBar(_ elements: [Element]) -> Bool {
    if let stack = (SplitModel.rootStackElement(in: elements)?.content(as: NavigationStackContent.self))?
      .model
    {
      return NavigationPreferences.hides(.tabBar, in: topScreen(of: stack).elements)
    }
    return NavigationPreferences.hides(.tabBar, in: elements)
  }
}
