/// The horizontal and vertical axes.
public enum Axis: Int8, CaseIterable, Sendable {
  /// The horizontal axis.
  case horizontal
  /// The vertical axis.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// The set holding one edge.
    public init(_ edge: Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }
  }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// Insets on the four edges.
public struct EdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A horizontal alignment guide.
public struct HorizontalAlignment: Equatable, Sendable {
  /// Which guide: the system's compare as cases (layout compares them at every placement), a custom
  /// one by the name of its identity.
  enum Kind: Equatable, Sendable {
    case leading, center, trailing, custom
  }

  let name: String
  /// A custom alignment's identity and default guide.
  nonisolated(unsafe) var custom: (any AlignmentID.Type)? = nil
  // Last, so that no padding lies between the fields: two copies of an alignment then have the same
  // bytes, and a view holding one compares at once (`ValueComparison`).
  let kind: Kind

  init(_ kind: Kind, name: String, custom: (any AlignmentID.Type)? = nil) {
    self.kind = kind
    self.name = name
    self.custom = custom
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && (lhs.kind != .custom || lhs.name == rhs.name)
  }
  /// Leading.
  public static let leading = HorizontalAlignment(.leading, name: "leading")
  /// Center.
  public static let center = HorizontalAlignment(.center, name: "center")
  /// Trailing.
  public static let trailing = HorizontalAlignment(.trailing, name: "trailing")
}

/// A vertical alignment guide.
public struct VerticalAlignment: Equatable, Sendable {
  /// Which guide: the system's compare as cases, a custom one by the name of its identity.
  enum Kind: Equatable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline, custom
  }

  let name: String
  /// A custom alignment's identity and default guide.
  nonisolated(unsafe) var custom: (any AlignmentID.Type)? = nil
  // Last, so that no padding lies between the fields: two copies of an alignment then have the same
  // bytes, and a view holding one compares at once (`ValueComparison`).
  let kind: Kind

  init(_ kind: Kind, name: String, custom: (any AlignmentID.Type)? = nil) {
    self.kind = kind
    self.name = name
    self.custom = custom
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && (lhs.kind != .custom || lhs.name == rhs.name)
  }
  /// Top.
  public static let top = VerticalAlignment(.top, name: "top")
  /// Center.
  public static let center = VerticalAlignment(.center, name: "center")
  /// Bottom.
  public static let bottom = VerticalAlignment(.bottom, name: "bottom")
  /// The first text baseline.
  public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline, name: "firstTextBaseline")
  /// The last text baseline.
  public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline, name: "lastTextBaseline")
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment
  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Center.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a unit square, for anchors.
public struct UnitPoint: Hashable, Sendable {
  /// The x coordinate, 0 to 1.
  public var x: CGFloat
  /// The y coordinate, 0 to 1.
  public var y: CGFloat
  /// Creates a unit point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top edge's center.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom edge's center.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading edge's center.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's center.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The origin.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A size proposed to a view; nil on an axis means "your ideal size".
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width.
  public var width: CGFloat?
  /// The proposed height.
  public var height: CGFloat?
  /// Creates a proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// Ideal size on both axes.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Zero on both axes.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Infinity on both axes.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a proposal of a size.
  ///
  /// - Parameter size: The size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal with a size in place of each unspecified dimension.
  ///
  /// - Parameter size: The size for unspecified dimensions; 10 by 10 by default.
  /// - Returns: A concrete size.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
