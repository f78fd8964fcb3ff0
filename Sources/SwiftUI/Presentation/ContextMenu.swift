/// The state of a context menu: open after a long press, closed by a choice or a tap outside.
@MainActor
final class ContextMenuState: PrimitiveState {
  var isOpen = false
}

/// The modifier behind `contextMenu`: a long press on the view opens its menu as a bubble of buttons;
/// choosing one runs it and closes the menu.
struct ContextMenuModifier<MenuItems: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let items: MenuItems

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    let element = Element.single(content(context))
    let state = context.primitiveState { ContextMenuState() }
    element.traits.openContextMenu = { [weak state] in
      state?.isOpen = true
      Runtime.activeHost?.setNeedsUpdate()
    }
    guard state.isOpen else { return [element] }
    var menuContext = context.appending(.slot("context-menu"))
    menuContext.isLazy = false
    let close: () -> Void = { [weak state] in
      state?.isOpen = false
      Runtime.activeHost?.setNeedsUpdate()
    }
    var request = PresentationRequest(
      kind: .menu, state: context.primitiveState { PresentationState() }, dismiss: close)
    request.actions = ScreenBuilder.flattenGroups(menuContext.resolve(items))
    if request.state.presentedID == nil {
      request.state.presentedID = AnyHashable(true)
      request.state.presentedSince = context.host.frame
    }
    element.traits.presentations.append(request)
    return [element]
  }
}

extension View {
  /// Adds a menu that a long press (a secondary click on macOS) opens. An empty menu turns it off.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier(items: menuItems()))
  }
}
