import SwiftUI

/// Draws a whole terminal frame in two steps: the device's screen (its status bar, or a Mac window's
/// content, and the app's screen through a ``ScreenPainter``) whole, in the device's own cells; then
/// the terminal: the device's frame, the device rows the ``TerminalLayout`` shows, what is hidden, and
/// the host's status line. Keeps its grids between frames so that drawing allocates nothing once the
/// size is stable.
package struct FrameComposer {
  /// The frame drawn last.
  package internal(set) var grid = CellGrid(width: 0, height: 0)
  /// The device's screen drawn last, whole, in the device's cells.
  package internal(set) var device = CellGrid(width: 0, height: 0)
  /// The styles.
  package var palette: Palette

  /// A composer drawing with a palette.
  package init(palette: Palette) {
    self.palette = palette
  }

  /// Draws the app's screen on a device (or window) of a size in cells, whole; in a focused text
  /// field the caret is `caretFromEnd` characters before the end of its text.
  package mutating func paintDevice(
    _ screen: ScreenNode, geometry: SceneGeometry, size: (columns: Int, rows: Int), focusedID: Int?,
    caretFromEnd: Int = 0
  ) {
    device.reset(width: size.columns, height: size.rows)
    drawSystemBar(geometry: geometry)
    var painter = ScreenPainter(
      origin: (0, 0), viewport: device.bounds, deviceSize: size, palette: palette, focusedID: focusedID)
    painter.caretFromEnd = caretFromEnd
    painter.paint(screen, into: &device)
  }

  /// Draws the terminal's frame from the device drawn last (``paintDevice(_:geometry:size:focusedID:)``).
  package mutating func compose(geometry: SceneGeometry, layout: TerminalLayout, status: StatusLine) {
    grid.reset(width: layout.terminal.columns, height: layout.terminal.rows)
    if let frame = layout.frame {
      grid.box(frame, rounded: geometry.device.idiom == .phone, style: palette.chrome)
      let orientation = geometry.orientation == .portrait ? "portrait" : "landscape"
      let title = " \(geometry.device.name) · \(orientation) "
      let width = CharacterWidth.of(title)
      if width + 4 <= frame.width {
        grid.write(title, x: frame.x + (frame.width - width) / 2, y: frame.y, style: palette.chrome)
      }
    }
    let viewport = layout.viewport
    for (index, row) in layout.fit.rows.prefix(viewport.height).enumerated() {
      grid.copyRow(
        row, of: device, from: viewport.x - layout.origin.x, count: viewport.width, toX: viewport.x,
        y: viewport.y + index)
    }
    drawHiddenMarks(layout)
    if let row = layout.statusRow {
      drawStatus(status, row: row, isTitleBar: geometry.device.idiom == .mac && layout.frame == nil)
    }
  }

  /// The clock of a phone or tablet.
  private mutating func drawSystemBar(geometry: SceneGeometry) {
    let row: Int
    switch geometry.device.idiom {
    case .phone:
      guard geometry.orientation == .portrait else { return }
      row = 1
    case .pad:
      row = 0
    case .mac:
      return
    }
    device.write("9:41", x: 3, y: row, style: CellStyle(.bold))
    device.write("▂▄▆ ▭", x: device.width - 8, y: row, style: palette.secondary)
  }

  private mutating func drawStatus(_ status: StatusLine, row: Int, isTitleBar: Bool) {
    let width = grid.width
    var x = 0
    if isTitleBar {
      grid.fill(CellRect(x: 0, y: row, width: width, height: 1), style: palette.chrome)
      let lights: [(Unicode.Scalar, UInt8)] = [("●", 203), ("●", 221), ("●", 78)]
      for (index, light) in lights.enumerated() where index * 2 + 2 < width {
        grid.put(
          light.0, x: 1 + index * 2, y: row,
          style: palette.usesColor ? CellStyle(foreground: .indexed(light.1)) : CellStyle(.dim))
      }
      x = 8
    }
    let available = max(0, width - x)
    let focusLength = CharacterWidth.of(status.focus)
    let right: String
    let rightStyle: CellStyle
    if let message = status.message {
      right = message
      rightStyle = CellStyle(.bold)
    } else {
      // The longest key hints that leave the focus its room.
      let room = available - min(focusLength, available / 2) - 2
      right = status.hintCandidates().first { CharacterWidth.of($0) <= room } ?? ""
      rightStyle = palette.secondary
    }
    let rightWidth = min(CharacterWidth.of(right), max(0, available - min(focusLength, available / 2) - 2))
    let focusWidth = max(0, available - rightWidth - (rightWidth > 0 ? 2 : 0))
    if focusWidth > 0 {
      grid.write(status.focus, x: x, y: row, style: palette.secondary, limit: focusWidth)
    }
    if rightWidth > 0 {
      grid.write(right, x: width - rightWidth, y: row, style: rightStyle, limit: rightWidth)
    }
  }
}
