/// Dismisses the presentation or push nearest to where the value was read.
///
/// Read inside a sheet's content it closes the sheet; read in a pushed screen it pops that screen (in a
/// sheet that holds a stack, only the push). Read in a view that is not presented, such as the view
/// that presents a sheet, it does nothing. In a collapsed split view it goes back a column.
public struct DismissAction: Equatable {
  let identity: AnyHashable?
  let action: (() -> Void)?

  init(identity: AnyHashable?, action: (() -> Void)?) {
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
