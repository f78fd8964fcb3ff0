/// Traits that tell assistive technologies what an element is, as `accessibilityAddTraits` takes.
public struct AccessibilityTraits: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt64
  /// Traits from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The element is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The element plays its own sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The element acts as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The element summarises the app when it starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The element updates often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The element can be adjusted.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The element causes an automatic page turn.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The element is modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The element is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// The element is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an accessibility element made of a view relates to the view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are hidden; the element stands for them.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay elements of their own, inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels and values are combined into this element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
  /// A hint of what activating the element does, spoken after its label.
  ///
  /// Accepted: the test host reports label, identifier and value, not hints (see DIVERGENCES).
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  @inlinable
  public consuming func accessibilityHint(_ hint: Text) -> some View { self }

  /// A hint of what activating the element does.
  ///
  /// - Parameter hint: The hint, localized.
  /// - Returns: The view.
  @inlinable
  public consuming func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }

  /// A value spoken after the element's label, such as a rating.
  ///
  /// Accepted; not yet the value the test host reports (see DIVERGENCES).
  ///
  /// - Parameter value: The value.
  /// - Returns: The view.
  @inlinable
  public consuming func accessibilityValue(_ value: Text) -> some View { self }

  /// A value spoken after the element's label.
  ///
  /// - Parameter value: The value, localized.
  /// - Returns: The view.
  @inlinable
  public consuming func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }

  /// A hint taken as it is.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  @_disfavoredOverload
  @inlinable
  public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

  /// A value taken as it is.
  ///
  /// - Parameter value: The value.
  /// - Returns: The view.
  @_disfavoredOverload
  @inlinable
  public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

  /// Hides the view from assistive technologies.
  ///
  /// Accepted; the test host still finds the view (see DIVERGENCES).
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  @inlinable
  public consuming func accessibilityHidden(_ hidden: Bool) -> some View { self }

  /// Adds traits to the element.
  ///
  /// - Parameter traits: The traits to add.
  /// - Returns: The view; traits are accepted, not reported.
  @inlinable
  public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

  /// Removes traits from the element.
  ///
  /// - Parameter traits: The traits to remove.
  /// - Returns: The view.
  @inlinable
  public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

  /// Makes the view one accessibility element, relating it to its children as given.
  ///
  /// - Parameter children: How the children relate to the new element.
  /// - Returns: The view; the test host keeps reporting the children as they are.
  @inlinable
  public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
}

/// Which way assistive technology adjusts a view: up (swipe up in VoiceOver) or down.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
  /// Up: more.
  case increment
  /// Down: less.
  case decrement
}

extension View {
  /// Makes the view adjustable, as a slider is: VoiceOver's swipes up and down, and the test host's
  /// `increment()` and `decrement()`, run the handler.
  ///
  /// ```swift
  /// RatingView(rating: $rating)
  ///   .accessibilityAdjustableAction { direction in
  ///     if direction == .increment { rating += 1 } else { rating -= 1 }
  ///   }
  /// ```
  ///
  /// - Parameter handler: What an adjustment does.
  /// - Returns: The view.
  @inlinable
  public consuming func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    modifier(ElementModifier.accessibilityAdjustableAction(handler))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> ElementModifier
  {
    .traits { $0.gestures.adjustments.append(handler) }
  }
}
