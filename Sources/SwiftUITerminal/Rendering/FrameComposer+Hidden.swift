extension FrameComposer {
  /// Says on screen what a terminal too small for the device hides: "▲ 3 more" beside the first row
  /// of the content that scrolls when rows are hidden above it, "▼ 5 more" beside its last when rows
  /// are hidden below, and ◀ or ▶ on the edge the device is cut at when it is wider than the terminal.
  /// The marks go beside the device when the terminal has room there, else over its last columns.
  mutating func drawHiddenMarks(_ layout: TerminalLayout) {
    let viewport = layout.viewport
    let style = CellStyle([.bold, .reverse])
    if let span = layout.fit.scrollingSpan {
      if layout.fit.hiddenAbove > 0 {
        mark(
          "▲ \(layout.fit.hiddenAbove) more", row: viewport.y + span.lowerBound, in: viewport, style: style)
      }
      if layout.fit.hiddenBelow > 0 {
        mark(
          "▼ \(layout.fit.hiddenBelow) more", row: viewport.y + span.upperBound, in: viewport, style: style)
      }
    }
    guard viewport.width < layout.device.columns, viewport.height > 0 else { return }
    let row = viewport.y + viewport.height / 2
    if layout.scroll.x > 0 {
      grid.put("◀", x: viewport.x, y: row, style: style)
    }
    if layout.scroll.x + viewport.width < layout.device.columns {
      grid.put("▶", x: viewport.maxX - 1, y: row, style: style)
    }
  }

  /// A mark on a row: after the viewport when it fits there, else over its last columns.
  private mutating func mark(_ text: String, row: Int, in viewport: CellRect, style: CellStyle) {
    let width = CharacterWidth.of(text)
    let x =
      grid.width - viewport.maxX >= width + 1 ? viewport.maxX + 1 : max(viewport.x, viewport.maxX - width)
    grid.write(text, x: x, y: row, style: style, limit: grid.width - x)
  }
}
