import SwiftUI

extension ScreenPainter {
  /// A split-view column, clipped to its width, with a separator on its trailing edge when another
  /// column follows.
  func paintColumn(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) {
    let rect = cells(node.frame)
    if node.marks.contains(.overlaySidebar) {
      grid.fill(rect.intersection(grid.clip))
    }
    paintChildren(node, context, clippedTo: rect, into: &grid)
    if rect.maxX < deviceRect.maxX {
      grid.verticalLine(x: rect.maxX - 1, y: rect.y, length: rect.height, style: palette.separator)
    }
  }

  /// The inspector's column: its content behind a separator on its leading edge.
  func paintInspector(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) {
    let rect = cells(node.frame)
    let saved = grid.clip
    paintChildren(node, context, clippedTo: rect, into: &grid)
    grid.clip = saved
    grid.verticalLine(x: rect.x - 1, y: rect.y, length: rect.height, style: palette.separator)
  }

  /// A navigation bar: back button, items and title as laid out, and a line under it when there is a
  /// row for one that its content does not use.
  func paintNavigationBar(_ node: ScreenNode, _ inherited: Context, into grid: inout CellGrid) {
    var context = inherited
    context.container = .navigationBar
    let rect = cells(node.frame)
    let titleRow =
      node.children.first { $0.marks.contains(.navigationTitle) }.map { textRow($0.frame) }
      ?? textRow(
        CGRect(x: node.frame.minX, y: node.frame.minY, width: node.frame.width, height: 44))
    let bottom = node.frame.maxY / CellMetrics.rowHeight
    let fraction = bottom - bottom.rounded(.down)
    let separatorRow = CellMetrics.row(node.frame.maxY) + origin.y - (fraction >= 0.5 ? 0 : 1)
    if separatorRow > titleRow {
      grid.horizontalLine(x: rect.x, y: separatorRow, length: rect.width, style: palette.separator)
    }
    paintChildren(node, context, into: &grid)
  }

  /// A tab bar: a line on the side facing the content, and the tabs.
  func paintTabBar(_ node: ScreenNode, _ inherited: Context, into grid: inout CellGrid) {
    var context = inherited
    context.container = .tabBar
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let isAtBottom = node.frame.midY > CGFloat(deviceSize.rows) * CellMetrics.rowHeight / 2
    grid.fill(CellRect(x: rect.x, y: row, width: rect.width, height: 1))
    grid.horizontalLine(
      x: rect.x, y: isAtBottom ? row - 1 : row + 1, length: rect.width, style: palette.separator)
    paintChildren(node, context, into: &grid)
  }

  /// A bottom toolbar: a line above, and its items.
  func paintToolbar(_ node: ScreenNode, _ inherited: Context, into grid: inout CellGrid) {
    var context = inherited
    context.container = .toolbar
    let rect = cells(node.frame)
    let row = CellMetrics.row(node.frame.minY + 22) + origin.y
    grid.horizontalLine(x: rect.x, y: row - 1, length: rect.width, style: palette.separator)
    paintChildren(node, context, into: &grid)
  }
}
