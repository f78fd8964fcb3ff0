/// What iOS 13's `accessibility(…)` modifiers return: the view with its accessibility set, which
/// further `accessibility(…)` calls chain on.
extension View {
  /// Sets the label people using assistive technology hear, iOS 13's form of
  /// `accessibilityLabel(_:)`; the test host matches it too.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @inlinable
  public consuming func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  /// Sets the hint, iOS 13's form of `accessibilityHint(_:)`.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @inlinable
  public consuming func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

  /// Sets the value, iOS 13's form of `accessibilityValue(_:)`.
  ///
  /// - Parameter value: The value.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @inlinable
  public consuming func accessibility(value: Text) -> some View { accessibilityValue(value) }

  /// Hides the view from assistive technologies, iOS 13's form of `accessibilityHidden(_:)`.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @inlinable
  public consuming func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

  /// Adds traits, iOS 13's form of `accessibilityAddTraits(_:)`.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @inlinable
  public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }

  /// Removes traits, iOS 13's form of `accessibilityRemoveTraits(_:)`.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  @inlinable
  public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }

  /// Sets the identifier tests find the view by, iOS 13's form of `accessibilityIdentifier(_:)`.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @inlinable
  public consuming func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
