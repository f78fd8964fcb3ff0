/// A custom alignment's identity and its default guide: what `HorizontalAlignment(_:)` and
/// `VerticalAlignment(_:)` make alignments from.
///
/// ```swift
/// extension VerticalAlignment {
///   enum MidAccountAndName: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
///   }
///   static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
/// }
/// ```
///
/// The stacks align their children by the built-in guides only: a custom alignment centres them,
/// and `alignmentGuide(_:computeValue:)` is accepted without moving the view (docs/DIVERGENCES.md).
public protocol AlignmentID {
  /// The guide's value for a view that does not set its own.
  ///
  /// - Parameter context: The view's size and its other guides.
  /// - Returns: The guide's offset in the view.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as an alignment guide's closure sees them.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat

  /// A view of a size.
  package init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// The offset of a horizontal guide: 0 leading, the width trailing, half of it centre; a custom
  /// guide's default.
  ///
  /// - Parameter guide: The guide.
  /// - Returns: Its offset from the leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    if guide == .leading { return 0 }
    if guide == .trailing { return width }
    return guide.custom?.defaultValue(in: self) ?? width / 2
  }

  /// The offset of a vertical guide: 0 top, the height bottom, half of it centre; a custom guide's
  /// default.
  ///
  /// - Parameter guide: The guide.
  /// - Returns: Its offset from the top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    if guide == .top || guide == .firstTextBaseline { return 0 }
    if guide == .bottom || guide == .lastTextBaseline { return height }
    return guide.custom?.defaultValue(in: self) ?? height / 2
  }

  /// The offset of a horizontal guide, explicitly set or not.
  ///
  /// - Parameter guide: The guide.
  /// - Returns: Its offset, if the view sets it.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// The offset of a vertical guide, explicitly set or not.
  ///
  /// - Parameter guide: The guide.
  /// - Returns: Its offset, if the view sets it.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension HorizontalAlignment {
  /// A custom alignment.
  ///
  /// - Parameter id: The alignment's identity and default guide.
  public init(_ id: any AlignmentID.Type) {
    self.init(.custom, name: String(reflecting: id), custom: id)
  }
}

extension VerticalAlignment {
  /// A custom alignment.
  ///
  /// - Parameter id: The alignment's identity and default guide.
  public init(_ id: any AlignmentID.Type) {
    self.init(.custom, name: String(reflecting: id), custom: id)
  }
}

extension View {
  /// Sets the view's horizontal alignment guide. Accepted: the view keeps its place
  /// (docs/DIVERGENCES.md).
  ///
  /// - Parameters:
  ///   - g: The guide.
  ///   - computeValue: The guide's offset for the view's dimensions.
  /// - Returns: The view.
  @inlinable
  public consuming func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { self }

  /// Sets the view's vertical alignment guide. Accepted: the view keeps its place.
  ///
  /// - Parameters:
  ///   - g: The guide.
  ///   - computeValue: The guide's offset for the view's dimensions.
  /// - Returns: The view.
  @inlinable
  public consuming func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { self }
}
