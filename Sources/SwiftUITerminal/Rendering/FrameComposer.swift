import SwiftUI

/// Draws a whole terminal frame: the device's frame and status bar (or a Mac window's title bar), the
/// app's screen through a ``ScreenPainter``, and the host's status line. Keeps its grid between
/// frames so that drawing allocates nothing once the size is stable.
package struct FrameComposer {
  /// The frame drawn last.
  package internal(set) var grid = CellGrid(width: 0, height: 0)
  /// The styles.
  package var palette: Palette

  /// A composer drawing with a palette.
  package init(palette: Palette) {
    self.palette = palette
  }

  /// Draws a frame of the app's screen; in a focused text field the caret is `caretFromEnd`
  /// characters before the end of its text.
  package mutating func compose(
    _ screen: ScreenNode, geometry: SceneGeometry, layout: TerminalLayout, focusedID: Int?,
    caretFromEnd: Int = 0, status: StatusLine
  ) {
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
    drawSystemBar(geometry: geometry, layout: layout)
    var painter = ScreenPainter(
      origin: layout.origin, viewport: layout.viewport, deviceSize: layout.device, palette: palette,
      focusedID: focusedID)
    painter.caretFromEnd = caretFromEnd
    painter.paint(screen, into: &grid)
    if let row = layout.statusRow {
      drawStatus(status, row: row, isTitleBar: geometry.device.idiom == .mac && layout.frame == nil)
    }
  }

  /// The clock of a phone or tablet.
  private mutating func drawSystemBar(geometry: SceneGeometry, layout: TerminalLayout) {
    let saved = grid.clip
    grid.clip = layout.viewport
    defer { grid.clip = saved }
    let row: Int
    switch geometry.device.idiom {
    case .phone:
      guard geometry.orientation == .portrait else { return }
      row = layout.origin.y + 1
    case .pad:
      row = layout.origin.y
    case .mac:
      return
    }
    grid.write("9:41", x: layout.origin.x + 3, y: row, style: CellStyle(.bold))
    grid.write("▂▄▆ ▭", x: layout.origin.x + layout.device.columns - 8, y: row, style: palette.secondary)
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
