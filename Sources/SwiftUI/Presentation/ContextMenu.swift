/// The state of a context menu: open after a long press, closed by a choice or a tap outside. It is
/// the menu's presentation state too: one state per place in the tree.
@MainActor
final class ContextMenuState: PresentationState {
  var isOpen = false
}

/// The modifier behind `contextMenu`: a long press on the view opens its menu as a bubble of buttons;
/// choosing one runs it and closes the menu.
///
/// Unconstrained, a modifier only where its items are a view: a requirement on a parameter is
/// checked, a scan of every conformance in the process, for each new type it is given
/// (docs/ARCHITECTURE.md).
@usableFromInline
struct ContextMenuModifier<MenuItems> {
  let items: MenuItems
}

extension ContextMenuModifier: ViewModifier, PrimitiveModifier where MenuItems: View {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    let alone = Element.alone(content(context))
    let element = alone[0]
    let state = context.primitiveState { ContextMenuState() }
    // The state is captured weakly: the tree that holds these closures owns it.
    element.traits.openContextMenu = { [weak state] in
      state?.isOpen = true
      state?.contentChanged()
    }
    guard state.isOpen else {
      state.hide(host: context.host)
      return alone
    }
    var menuContext = context.appending(slot: "context-menu")
    menuContext.isLazy = false
    let close: () -> Void = { [weak state] in
      state?.isOpen = false
      state?.contentChanged()
    }
    state.show(.shown, host: context.host)
    var request = PresentationRequest(kind: .menu, state: state, dismiss: close)
    request.actions = ScreenBuilder.flattenGroups(menuContext.resolve(items))
    element.traits.presentations.append(request)
    return alone
  }
}

extension View {
  /// Adds a menu that a long press (a secondary click on macOS) opens. An empty menu turns it off.
  @inlinable
  public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier.contextMenu(menuItems: menuItems))
  }
}

extension View {
  /// Adds a menu that a long press opens, with a preview of the view shown above it on iOS.
  ///
  /// The hosts show the menu's items; the preview is not drawn (see DIVERGENCES).
  ///
  /// - Parameters:
  ///   - menuItems: The menu's items.
  ///   - preview: What iOS shows above the menu.
  /// - Returns: The view with its context menu.
  @inlinable
  public consuming func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    contextMenu(menuItems: menuItems)
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ContextMenuModifier {
  @usableFromInline
  static func contextMenu(menuItems: () -> MenuItems) -> ContextMenuModifier {
    ContextMenuModifier(items: menuItems())
  }
}
