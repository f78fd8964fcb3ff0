import SwiftUI

/// Where a bubble (a popover, a confirmation dialog) is drawn. The runtime leaves 8 points between a
/// bubble and its anchor, less than a row: drawn where its frame falls, the bubble's border would
/// cover the anchor. Such a bubble moves one row away from its anchor, for drawing and for clicks.
package enum BubbleGeometry {
  /// Rows the bubble moves: 1 (down, away from an anchor above it), -1 (up), or 0.
  package static func shift(for bubble: ScreenNode, in root: ScreenNode) -> Int {
    guard isBubble(bubble) else { return 0 }
    let rect = CellMetrics.rect(bubble.frame)
    var isAbove = false
    for node in root.children where node.id != bubble.id {
      if contains(node, where: { abs($0.frame.minY - (bubble.frame.maxY + 8)) < 1 }) { isAbove = true }
      if contains(node, where: { abs($0.frame.maxY - (bubble.frame.minY - 8)) < 1 }) {
        isAbove = false
        break
      }
    }
    if isAbove {
      let anchorRow = CellMetrics.row(bubble.frame.maxY + 8 + CellMetrics.rowHeight / 2)
      return anchorRow <= rect.maxY ? -1 : 0
    }
    let anchorRow = CellMetrics.row(bubble.frame.minY - 8 - CellMetrics.rowHeight / 2)
    return anchorRow >= rect.y - 1 ? 1 : 0
  }

  /// Popovers shown as bubbles, and dialogs shown as bubbles.
  package static func isBubble(_ node: ScreenNode) -> Bool {
    let style = node.facts.presentation?.style
    return (node.role == .popover && (style ?? .popover) == .popover)
      || (node.role == .dialog && style == .popover)
  }

  private static func contains(_ node: ScreenNode, where test: (ScreenNode) -> Bool) -> Bool {
    if test(node) { return true }
    return node.children.contains { contains($0, where: test) }
  }
}
