// How a list draws its rows: separators, backgrounds, insets. The hosts draw rows one way, so these
// are accepted and change nothing (docs/DIVERGENCES.md, "Rendering and layout").

extension View {
  /// Shows or hides the separators of a list row.
  ///
  /// - Parameters:
  ///   - visibility: Whether the separators show.
  ///   - edges: Which edges' separators.
  /// - Returns: This view.
  @inlinable
  public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  /// Tints the separators of a list row.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - edges: Which edges' separators.
  /// - Returns: This view.
  @inlinable
  public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    self
  }

  /// Shows or hides the separators of a list section.
  ///
  /// - Parameters:
  ///   - visibility: Whether the separators show.
  ///   - edges: Which edges' separators.
  /// - Returns: This view.
  @inlinable
  public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    self
  }

  /// Places a view behind a list row.
  ///
  /// - Parameter view: The background, or nil for the list's.
  /// - Returns: This view.
  @inlinable
  public consuming func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// Sets the insets of a list row.
  ///
  /// - Parameter insets: The insets, or nil for the list's.
  /// - Returns: This view.
  @inlinable
  public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// Sets the space between a list's rows.
  ///
  /// - Parameter spacing: The space, or nil for the list's.
  /// - Returns: This view.
  @inlinable
  public consuming func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

  /// Shows or hides the background of a scrollable view (a list's, a form's).
  ///
  /// - Parameter visibility: Whether it shows.
  /// - Returns: This view.
  @inlinable
  public consuming func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// A set from a raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
  /// The standard header.
  case standard
  /// A larger, bolder header.
  case increased
}

extension View {
  /// Sets how prominent the section headers in this view are.
  ///
  /// Accepted: a header shows as its text, at one size (see DIVERGENCES on fonts).
  ///
  /// - Parameter prominence: The headers' prominence.
  /// - Returns: The view.
  @inlinable
  public consuming func headerProminence(_ prominence: Prominence) -> some View { self }
}
