/// A navigation stack as resolved: its model holds the root screen's elements and the pushed ones.
/// It shows its top screen under a navigation bar whose back button pops.
struct NavigationStackContent: ContainerContent {
  let model: StackModel

  var recordsLayoutReads: Bool { true }

  var hidesPreferences: Bool { true }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    builder.placeNavigationStack(model, origin: origin, width: width, height: height, scope: scope)
  }
}

extension ScreenBuilder {
  /// A stack's top screen under its bar. Presentations asked for by the screens below it still show.
  mutating func placeNavigationStack(
    _ model: StackModel, origin: CGPoint, width: CGFloat, height: CGFloat, scope: Scope
  ) -> Placed {
    var stackScope = scope
    stackScope.stack = model
    stackScope.listSelection = nil
    // The screens under the top one: none while the root is on top (its requests are its own,
    // made as it is placed; collected here too, they were asked twice, and a sheet it presents
    // logged SwiftUI's warning about a second sheet).
    if !model.screens.isEmpty {
      collectHiddenRequests(in: [model.root] + model.screens.dropLast().map(\.elements), scope: stackScope)
    }
    let frame = CGRect(x: origin.x, y: origin.y, width: width, height: height)
    return placeBarScreen(Self.topScreen(of: model), in: frame, scope: stackScope)
  }

  /// The top screen of a stack, with a back button titled after the screen below it.
  static func topScreen(of stack: StackModel, rootBack: BackButton? = nil) -> BarScreen {
    let screens = [stack.root] + stack.screens.map(\.elements)
    let top = screens.count - 1
    guard top > 0 else { return BarScreen(elements: screens[0], back: rootBack, isRoot: true) }
    let back = BackButton(
      title: backTitle(NavigationPreferences.title(of: screens[top - 1]) ?? ""),
      action: stack.screens[top - 1].pop ?? {})
    return BarScreen(elements: screens[top], back: back, isRoot: false)
  }

  /// iOS titles a back button with the previous screen's title, or "Back" when it has none or it is long.
  static func backTitle(_ previous: String) -> String {
    previous.isEmpty || previous.count > 14 ? "Back" : previous
  }
}
