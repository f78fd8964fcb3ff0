import SwiftUI

extension ScreenPainter {
  /// A progress indicator: its label on the first row, then on the last a bar filled to its fraction
  /// with the percentage after it, or a spinner's glyph beside the label while it is indeterminate.
  func paintProgress(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let rect = cells(node.frame)
    let top = textRow(node.frame)
    guard let fraction = node.facts.fractionCompleted else {
      let written = grid.write(
        node.label.isEmpty ? "◌" : "◌ " + node.label, x: rect.x, y: top, style: style(.plain, context),
        limit: max(1, rect.width))
      return CellRect(x: rect.x, y: top, width: max(1, written), height: 1)
    }
    if !node.label.isEmpty {
      grid.write(node.label, x: rect.x, y: top, style: style(.plain, context), limit: max(1, rect.width))
    }
    let barRow = max(top, rect.maxY - 1)
    let percent = " " + (node.value ?? "")
    let barWidth = max(1, rect.width - percent.count)
    let filled = Int((Double(barWidth) * min(1, max(0, fraction))).rounded())
    grid.horizontalLine(x: rect.x, y: barRow, length: filled, "━", style: palette.text(context.tint, .bold))
    grid.horizontalLine(
      x: rect.x + filled, y: barRow, length: barWidth - filled, "─", style: CellStyle(.dim))
    grid.write(percent, x: rect.x + barWidth, y: barRow, style: style(.plain, context), limit: percent.count)
    return CellRect(x: rect.x, y: top, width: rect.width, height: barRow - top + 1)
  }
}
