// How a row shares its width between its children: used by horizontal stacks, bottom toolbars and
// control groups alike.

extension ScreenBuilder {
  /// Shares a row's width: each child gets its ideal width (a spacer its minimum length), flexible
  /// children and spacers share what is left, and when the ideal widths do not fit the children of
  /// the highest layout priority keep theirs first and the others are narrowed in proportion.
  func distributeWidths(_ children: [Element], width: CGFloat, spacing: CGFloat) -> [CGFloat] {
    guard !children.isEmpty else { return [] }
    let available = max(0, width - spacing * CGFloat(children.count - 1))
    var widths: [CGFloat] = []
    widths.reserveCapacity(children.count)
    var flexible: [Int] = []
    var total: CGFloat = 0
    for (index, child) in children.enumerated() {
      if child.isSpacer || child.isFlexibleWidth { flexible.append(index) }
      // A spacer keeps its minimum length; other flexible views start from nothing.
      let ideal = child.isFlexibleWidth && !child.isSpacer ? 0 : measure(child, width: nil).width
      widths.append(ideal)
      total += ideal
    }
    if total <= available {
      let share = flexible.isEmpty ? 0 : (available - total) / CGFloat(flexible.count)
      for index in flexible { widths[index] += share }
      return widths
    }
    return shrink(widths, of: children, into: available)
  }

  /// Widths that do not fit, narrowed level by level of layout priority: the highest keeps its ideal
  /// widths while they fit, the lower ones share what is left. Within a level each child keeps the
  /// least it can be (an icon all of its width, a text a character, a spacer its minimum length),
  /// and what is left is shared in proportion to how much more each would take, so that a text wraps
  /// beside an icon instead of the icon being squeezed.
  private func shrink(_ ideals: [CGFloat], of children: [Element], into available: CGFloat) -> [CGFloat] {
    var widths = ideals
    var remaining = available
    // Loops: a closure made here is checked for the main actor at each call of the standard library's.
    // The levels, highest first, in an array: a row has one or two, where a set and its sorted
    // copy made two allocations more at every row that did not fit.
    var levels: [Double] = []
    for child in children where !levels.contains(child.traits.layoutPriority) {
      levels.append(child.traits.layoutPriority)
    }
    if levels.count > 1 { levels.sort(by: >) }
    for priority in levels {
      // Room for every child of the level at once, as for their least widths below: each grew
      // its array at the second and the third child.
      var level: [Int] = []
      level.reserveCapacity(children.count)
      var levelTotal: CGFloat = 0
      for index in children.indices where children[index].traits.layoutPriority == priority {
        level.append(index)
        levelTotal += ideals[index]
      }
      if levelTotal <= remaining {
        remaining -= levelTotal
        continue
      }
      var least: [CGFloat] = []
      least.reserveCapacity(level.count)
      var leastTotal: CGFloat = 0
      for index in level {
        let narrowest = min(ideals[index], measure(children[index], width: 1).width)
        least.append(narrowest)
        leastTotal += narrowest
      }
      let slack = max(levelTotal - leastTotal, 1)
      let share = max(0, remaining - leastTotal)
      for (position, index) in level.enumerated() {
        // Too little for even the least: every child of the level narrowed in proportion.
        widths[index] =
          leastTotal <= remaining
          ? least[position] + (ideals[index] - least[position]) * share / slack
          : least[position] * remaining / max(leastTotal, 1)
      }
      // This level took all there was: the levels below it get nothing.
      remaining = 0
    }
    return widths
  }
}
