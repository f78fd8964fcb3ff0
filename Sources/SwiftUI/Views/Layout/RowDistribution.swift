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
  /// widths while they fit, the lower ones share what is left in proportion.
  private func shrink(_ ideals: [CGFloat], of children: [Element], into available: CGFloat) -> [CGFloat] {
    var widths = ideals
    var remaining = available
    let priorities = Set(children.map(\.traits.layoutPriority)).sorted(by: >)
    for priority in priorities {
      let level = children.indices.filter { children[$0].traits.layoutPriority == priority }
      let levelTotal = level.map { ideals[$0] }.reduce(0, +)
      let scale = levelTotal <= remaining ? 1 : remaining / max(levelTotal, 1)
      for index in level { widths[index] = ideals[index] * scale }
      remaining = max(0, remaining - levelTotal * scale)
    }
    return widths
  }
}
