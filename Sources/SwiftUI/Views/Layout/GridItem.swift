/// How one column of a ``LazyVGrid`` (or one row of a ``LazyHGrid``) is sized.
public struct GridItem: Sendable {
  /// The sizing of a grid item.
  public enum Size: Sendable {
    /// A single column (or row) of this length.
    case fixed(CGFloat)
    /// A single column (or row) that shares the space left, within these bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns (or rows) as fit in the space left, each at least `minimum` long.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The sizing of the item.
  public var size: GridItem.Size
  /// The space after this item, before the next; nil for the system's spacing.
  public var spacing: CGFloat?
  /// Where a view sits in its cell; nil for the center.
  public var alignment: Alignment?

  /// A grid item.
  ///
  /// - Parameters:
  ///   - size: How the column (or row) is sized; flexible by default.
  ///   - spacing: The space after it, or nil for the system's spacing.
  ///   - alignment: Where a view sits in its cell, or nil for the center.
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The kinds of views a lazy stack or grid in a scroll view pins to its bounds as it scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates a set from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// One track of a grid as laid out: its length, the space after it and how its cells align.
struct GridTrack: Equatable {
  var length: CGFloat
  var spacing: CGFloat
  var alignment: Alignment
}

extension GridItem {
  /// The tracks a set of grid items makes in the length available: fixed items keep their length,
  /// the others share what is left, an adaptive item splitting its share into as many tracks of at
  /// least its minimum as fit.
  ///
  /// - Parameters:
  ///   - items: The grid's items.
  ///   - length: The length across the tracks (a vertical grid's width).
  /// - Returns: The tracks, in order.
  static func tracks(_ items: [GridItem], in length: CGFloat) -> [GridTrack] {
    guard !items.isEmpty else { return [] }
    let gaps = items.dropLast().map { $0.spacing ?? TextMetrics.defaultSpacing }.reduce(0, +)
    var fixedTotal: CGFloat = 0
    var shared = 0
    for item in items {
      if case .fixed(let value) = item.size { fixedTotal += value } else { shared += 1 }
    }
    let share = shared == 0 ? 0 : max(0, length - gaps - fixedTotal) / CGFloat(shared)
    var tracks: [GridTrack] = []
    for item in items {
      let spacing = item.spacing ?? TextMetrics.defaultSpacing
      let alignment = item.alignment ?? .center
      switch item.size {
      case .fixed(let value):
        tracks.append(GridTrack(length: value, spacing: spacing, alignment: alignment))
      case .flexible(let minimum, let maximum):
        let value = min(max(share, minimum), maximum)
        tracks.append(GridTrack(length: value, spacing: spacing, alignment: alignment))
      case .adaptive(let minimum, let maximum):
        let count = max(1, Int((share + spacing) / (minimum + spacing)))
        let value = min(maximum, (share - spacing * CGFloat(count - 1)) / CGFloat(count))
        let track = GridTrack(length: max(value, 0), spacing: spacing, alignment: alignment)
        tracks += Array(repeating: track, count: count)
      }
    }
    return tracks
  }
}
