/// An action that initiates a refresh operation: `await refresh?()`.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and returns when it is done.
  public func callAsFunction() async {
    await action()
  }
}

extension EnvironmentValues {
  /// The refresh action of the nearest `refreshable` ancestor, or nil.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension View {
  /// Marks this view as refreshable: a list below refreshes when a person pulls it down from its top
  /// (`swipeDown()` in the test host), and views below can call `\.refresh`.
  ///
  /// - Parameter action: The refresh; the pull ends when it returns.
  /// - Returns: The view, refreshable.
  @inlinable
  public consuming func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void)
    -> some View
  {
    modifier(ElementModifier.refreshable(action: action))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func refreshable(action: @escaping @Sendable () async -> Void) -> ElementModifier {
    .environment(\.refresh, RefreshAction(action: action))
  }
}
