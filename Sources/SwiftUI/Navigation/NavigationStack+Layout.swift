/// A navigation stack as resolved: its model holds the root screen's elements and the pushed ones.
/// It shows its top screen under a navigation bar whose back button pops.
struct NavigationStackContent: ElementContent {
  let model: StackModel

  var readsStateInLayout: Bool { true }
  var hidesPreferences: Bool { true }

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    CGSize(width: width ?? 320, height: TextMetrics.rowHeight * 3)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.placeNavigationStack(model, origin: origin, width: width, height: height, scope: scope)
  }
}

extension ScreenBuilder {
  mutating func placeNavigationStack(
    _ model: StackModel, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope,
    back rootBack: BackButton? = nil
  ) -> (nodes: [ScreenNode], size: CGSize) {
    var stackScope = scope
    stackScope.stack = model
    stackScope.listSelection = nil
    let screens = [model.root] + model.screens.map(\.elements)
    let top = screens.count - 1
    collectHiddenRequests(in: screens.dropLast(), scope: stackScope)
    var back = rootBack
    if top > 0 {
      let previousTitle = Self.title(of: screens[top - 1]) ?? ""
      let pop = model.screens[top - 1].pop ?? {}
      back = BackButton(title: Self.backTitle(previousTitle), action: pop)
    }
    return placeBarScreen(
      screens[top], back: back, isRoot: top == 0, origin: origin, width: width, height: height,
      scope: stackScope)
  }

  /// iOS titles a back button with the previous screen's title, or "Back" when it has none or it is long.
  static func backTitle(_ previous: String) -> String {
    previous.isEmpty || previous.count > 14 ? "Back" : previous
  }
}
