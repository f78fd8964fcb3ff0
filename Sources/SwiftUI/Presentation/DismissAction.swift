/// Dismisses the presentation or push nearest to where the value was read.
///
/// Read inside a sheet's content it closes the sheet; read in a pushed screen it pops that screen (in a
/// sheet that holds a stack, only the push). Read in a view that is not presented, such as the view
/// that presents a sheet, it does nothing. In a collapsed split view it goes back a column.
public struct DismissAction: Equatable {
  let identity: DismissIdentity?
  let action: (() -> Void)?

  init(identity: DismissIdentity?, action: (() -> Void)?) {
    self.identity = identity
    self.action = action
  }

  /// Dismisses.
  @MainActor public func callAsFunction() {
    action?()
  }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
    lhs.identity == rhs.identity
  }
}

/// What a dismiss action does, by what made it: the action does what its identity says, so that an
/// environment that writes an action alike the last (the same container, the same place in it) is
/// the same write, and the views that read it are not made again.
struct DismissIdentity: Hashable {
  enum Kind: Hashable {
    /// Pops a stack to the depth below a pushed value's screen.
    case stackPath
    /// Sets back the binding of a screen pushed by `navigationDestination(isPresented:)`.
    case stackPresented
    /// Clears the item of a screen pushed by `navigationDestination(item:)`.
    case stackItem
    /// Goes back a column of a collapsed split view.
    case splitColumn
    /// Goes back a column from a view a link showed in a split view's column.
    case splitOverride
    /// Closes a sheet, cover, popover or inspector.
    case presentation
  }

  let kind: Kind
  /// The stack's, split view's or presentation's state.
  let owner: ObjectIdentifier
  /// The depth or column; 0 for a presentation.
  let place: Int
}

struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(identity: nil, action: nil) }
}

struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The action that dismisses the nearest presentation or push; see ``DismissAction``.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is presented: in a sheet, a popover, a cover, or pushed on a stack.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
