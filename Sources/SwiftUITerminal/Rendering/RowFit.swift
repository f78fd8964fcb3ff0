/// Which of a device's rows a terminal too short for it shows, so that the device fits rather than
/// being cropped.
///
/// The device is drawn whole, then rows are taken away in three steps until what is left fits:
/// 1. blank rows, one at a time from the longest run of them, so that some space stays between things
///    for as long as it can;
/// 2. then, if it still does not fit, the rows between the bars scroll: the bars (the status bar and
///    navigation bar above, a tab bar or toolbar below) always show, and the rows between them show as
///    many as fit, scrolled to keep the focus in view, with what is hidden counted in
///    ``hiddenAbove`` and ``hiddenBelow`` for the host to say so.
///
/// A device that fits keeps every row.
package struct RowFit: Equatable, Sendable {
  /// The device rows shown, top to bottom.
  package var rows: [Int]
  /// How many rows with content the scrolling part hides above what shows.
  package var hiddenAbove = 0
  /// How many rows with content the scrolling part hides below what shows.
  package var hiddenBelow = 0
  /// How far the scrolling part is scrolled, in rows with content.
  package var scroll = 0
  /// The first and last shown positions (indexes in ``rows``) of the scrolling part, if it scrolls.
  package var scrollingSpan: ClosedRange<Int>?

  /// Every row of a device `count` rows tall.
  package init(all count: Int) {
    rows = Array(0..<max(0, count))
  }

  /// The rows of a device that fit in `available` terminal rows.
  ///
  /// - Parameters:
  ///   - count: The device's rows.
  ///   - available: The terminal rows there are for it.
  ///   - blank: Whether each device row is blank (nothing drawn on it but spaces and vertical lines).
  ///   - pinned: Rows that show whatever scrolls (the bars).
  ///   - focus: The focused element's rows, if any.
  ///   - previousScroll: The scroll of the last frame, kept while the focus shows.
  package init(
    count: Int, available: Int, blank: (Int) -> Bool, pinned: Set<Int>, focus: ClosedRange<Int>?,
    previousScroll: Int = 0
  ) {
    self.init(all: count)
    guard count > available, available > 0 else { return }
    rows = Self.removingBlankRows(count: count, keeping: available, blank: blank)
    guard rows.count > available else { return }
    scrollRows(available: available, pinned: pinned, focus: focus, previousScroll: previousScroll)
  }

  /// The rows left once blank rows are taken from the longest runs until `keeping` rows are left or
  /// none is blank.
  private static func removingBlankRows(count: Int, keeping target: Int, blank: (Int) -> Bool) -> [Int] {
    // Runs of blank rows: (start, length).
    var runs: [(start: Int, length: Int)] = []
    var row = 0
    while row < count {
      guard blank(row) else {
        row += 1
        continue
      }
      let start = row
      while row < count && blank(row) { row += 1 }
      runs.append((start, row - start))
    }
    var kept = runs.map(\.length)
    var excess = count - target
    while excess > 0, let longest = kept.indices.max(by: { kept[$0] < kept[$1] }), kept[longest] > 0 {
      kept[longest] -= 1
      excess -= 1
    }
    var removed = Set<Int>()
    for (run, keep) in zip(runs, kept) {
      // A run keeps its first rows: what follows a gap moves up to it.
      for row in (run.start + keep)..<(run.start + run.length) { removed.insert(row) }
    }
    return (0..<count).filter { !removed.contains($0) }
  }

  /// Keeps the pinned rows and as many of the others as fit, scrolled to show the focus.
  private mutating func scrollRows(
    available: Int, pinned: Set<Int>, focus: ClosedRange<Int>?, previousScroll: Int
  ) {
    let fixed = rows.filter { pinned.contains($0) }
    guard fixed.count < available else {
      // The bars alone do not fit: everything scrolls.
      scrollRows(available: available, pinned: [], focus: focus, previousScroll: previousScroll)
      return
    }
    let scrolling = rows.filter { !pinned.contains($0) }
    let room = available - fixed.count
    let limit = scrolling.count - room
    var offset = min(max(0, previousScroll), limit)
    if let focus, let first = scrolling.firstIndex(where: { $0 >= focus.lowerBound }),
      first < scrolling.count, scrolling[first] <= focus.upperBound
    {
      let last = scrolling.lastIndex { $0 <= focus.upperBound } ?? first
      if first < offset || last - first >= room {
        offset = first
      } else if last >= offset + room {
        offset = last - room + 1
      }
    } else {
      // The focus is on a bar (or nowhere): the content shows from its top.
      offset = 0
    }
    offset = min(max(0, offset), limit)
    let shown = Set(scrolling[offset..<(offset + room)])
    rows = rows.filter { pinned.contains($0) || shown.contains($0) }
    scroll = offset
    hiddenAbove = offset
    hiddenBelow = limit - offset
    if let start = rows.firstIndex(where: { shown.contains($0) }),
      let end = rows.lastIndex(where: { shown.contains($0) })
    {
      scrollingSpan = start...end
    }
  }
}
