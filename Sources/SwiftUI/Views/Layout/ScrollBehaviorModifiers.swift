/// Whether a scroll view shows its scroll indicators.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown while scrolling.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Where a scroll view comes to rest after a swipe.
public protocol ScrollTargetBehavior {}

/// Rests on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The behaviour.
  public init() {}
}

/// Rests with a view of the scroll target layout aligned to the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// Which views count as targets when a scroll is limited.
  public struct LimitBehavior: Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = LimitBehavior(name: "automatic")
    /// At most one view per scroll.
    public static let always = LimitBehavior(name: "always")
    /// Never limited.
    public static let never = LimitBehavior(name: "never")
  }

  /// The behaviour.
  ///
  /// - Parameter limitBehavior: How far one swipe may scroll.
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Rests on page boundaries.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Rests with a view aligned to the edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// Rests with a view aligned to the edge, limited as given.
  ///
  /// - Parameter limitBehavior: How far one swipe may scroll.
  /// - Returns: The behaviour.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension View {
  /// Sets whether the scroll views in this view show their indicators.
  ///
  /// Accepted: the hosts draw no scroll indicators.
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - axes: The axes it applies to.
  /// - Returns: The view.
  @inlinable
  public consuming func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  { self }

  /// Sets where the scroll views in this view come to rest.
  ///
  /// Accepted: the hosts scroll by whole swipes (see DIVERGENCES).
  ///
  /// - Parameter behavior: Where they rest.
  /// - Returns: The view.
  @inlinable
  public consuming func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

  /// Marks this layout's views as the targets of a view-aligned scroll.
  ///
  /// - Parameter isEnabled: Whether they are targets.
  /// - Returns: The view.
  @inlinable
  public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
