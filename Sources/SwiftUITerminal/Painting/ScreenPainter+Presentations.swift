import SwiftUI

extension ScreenPainter {
  /// A sheet, full-screen cover or popover: what it covers turns faint, then the card is drawn over it.
  /// A sheet on a phone rises from the bottom, its top edge and sides drawn, a grabber on its top; a form sheet, a Mac
  /// window sheet and a popover are boxes around their content; a cover takes the whole screen.
  func paintCard(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) {
    let style = node.facts.presentation?.style
    let frameRect = cells(node.frame)
    switch (node.role, style) {
    case (.fullScreenCover, _), (_, .fullScreenCover):
      grid.fill(frameRect)
      paintChildren(node, context, clippedTo: frameRect, into: &grid)
    case (_, .sheet):
      dim(deviceRect, in: &grid)
      let top = CellMetrics.row(node.frame.minY) + origin.y
      let card = CellRect(x: frameRect.x, y: top, width: frameRect.width, height: frameRect.maxY - top)
      grid.fill(card)
      grid.horizontalLine(x: card.x, y: top, length: card.width, style: palette.chrome)
      grid.put("╭", x: card.x, y: top, style: palette.chrome)
      grid.put("╮", x: card.maxX - 1, y: top, style: palette.chrome)
      let grabber = 5
      grid.horizontalLine(
        x: card.x + (card.width - grabber) / 2, y: top, length: grabber, "━", style: palette.chrome)
      // The card's sides, down to the screen's bottom edge: a half-height sheet reads as a card.
      grid.verticalLine(x: card.x, y: top + 1, length: card.height - 1, style: palette.chrome)
      grid.verticalLine(x: card.maxX - 1, y: top + 1, length: card.height - 1, style: palette.chrome)
      paintChildren(
        node, context,
        clippedTo: CellRect(
          x: card.x + 1, y: top + 1, width: max(0, card.width - 2), height: card.height - 1),
        into: &grid)
    default:
      dim(deviceRect, in: &grid)
      let box = CellRect(
        x: frameRect.x - 1, y: frameRect.y - 1, width: frameRect.width + 2, height: frameRect.height + 2)
      grid.fill(box)
      grid.box(box, rounded: true, style: palette.chrome)
      paintChildren(node, context, clippedTo: frameRect, into: &grid)
    }
  }

  /// The box around an alert's or dialog's rows: its frame's columns, and its rows from the first
  /// text or button to the last, so that every alert and dialog has the same margins whatever rows
  /// its frame's points round to.
  private func alertBox(_ node: ScreenNode, _ frameRect: CellRect) -> CellRect {
    let rows = node.children.flatMap { child -> [Int] in
      let first = child.role == .staticText ? firstLineRow(child) : textRow(child.frame)
      let lines =
        child.role == .staticText ? max(1, Int((child.frame.height / CellMetrics.rowHeight).rounded())) : 1
      return [first, first + lines - 1]
    }
    guard let top = rows.min(), let bottom = rows.max() else {
      return CellRect(
        x: frameRect.x - 1, y: frameRect.y - 1, width: frameRect.width + 2, height: frameRect.height + 2)
    }
    return CellRect(x: frameRect.x - 1, y: top - 1, width: frameRect.width + 2, height: bottom - top + 3)
  }

  /// The row of a text's first line.
  private func firstLineRow(_ node: ScreenNode) -> Int {
    textRow(
      CGRect(x: node.frame.minX, y: node.frame.minY, width: node.frame.width, height: CellMetrics.rowHeight))
  }

  /// A text of an alert or dialog, centred, over as many rows as its frame has; returns its last row.
  private func writeAlertText(_ node: ScreenNode, style: CellStyle, into grid: inout CellGrid) -> Int {
    let lines = max(1, Int((node.frame.height / CellMetrics.rowHeight).rounded()))
    guard lines > 1 else {
      return writeLabel(node.label, in: node.frame, style: style, centered: true, into: &grid).y
    }
    let columns = cells(node.frame)
    let rect = CellRect(x: columns.x, y: firstLineRow(node), width: columns.width, height: lines)
    let drawn = writeWrapped(node.label, in: rect, lines: lines, style: style, centered: true, into: &grid)
    return drawn.y + drawn.height - 1
  }

  /// An alert or a confirmation dialog: a box with the title (bold for an alert, faint for a dialog),
  /// the message, and one button per row under a separator.
  func paintAlert(_ node: ScreenNode, _ inherited: Context, into grid: inout CellGrid) {
    dim(deviceRect, in: &grid)
    var context = inherited
    context.container = .alert
    let frameRect = cells(node.frame)
    let box = alertBox(node, frameRect)
    grid.fill(box)
    grid.box(box, rounded: true, style: palette.chrome)
    let saved = grid.clip
    grid.clip = saved.intersection(frameRect)
    var isFirstText = true
    var lastRow = box.y
    for child in node.children {
      switch child.role {
      case .staticText:
        let isTitle = isFirstText && child.label == (node.facts.title ?? node.label)
        isFirstText = false
        let style = isTitle ? (node.role == .alert ? CellStyle(.bold) : palette.secondary) : CellStyle.plain
        lastRow = writeAlertText(child, style: style, into: &grid)
      case .button:
        let row = textRow(child.frame)
        defer { lastRow = row }
        guard row - 1 > lastRow else {
          paint(child, context, into: &grid)
          continue
        }
        grid.clip = saved.intersection(box)
        grid.horizontalLine(x: box.x + 1, y: row - 1, length: box.width - 2, style: palette.chrome)
        grid.put("├", x: box.x, y: row - 1, style: palette.chrome)
        grid.put("┤", x: box.maxX - 1, y: row - 1, style: palette.chrome)
        grid.clip = saved.intersection(frameRect)
        paint(child, context, into: &grid)
      default:
        paint(child, context, into: &grid)
      }
    }
    grid.clip = saved
  }
}
