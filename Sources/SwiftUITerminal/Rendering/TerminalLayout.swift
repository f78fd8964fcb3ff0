/// Where the app's screen goes on the terminal.
///
/// On a device the screen keeps the device's size in cells, centred, inside a frame when there is
/// room for one; when the terminal is smaller than the device, the screen is clipped and scrolls to
/// keep the focused element in view. As a Mac window the app takes the whole terminal. The last row
/// (the first, as a Mac window's title bar) is the host's status line.
package struct TerminalLayout: Equatable, Sendable {
  /// How the app is shown.
  package enum Mode: Equatable, Sendable {
    /// A phone or tablet screen of a fixed size.
    case device
    /// A Mac window as large as the terminal.
    case window
  }

  /// The terminal's size.
  package var terminal: (columns: Int, rows: Int)
  /// The device's size in cells.
  package var device: (columns: Int, rows: Int)
  /// Where the device's top-left cell goes on the terminal (negative when scrolled off).
  package var origin: (x: Int, y: Int)
  /// The part of the terminal that shows the device.
  package var viewport: CellRect
  /// The device's frame, when there is room for one.
  package var frame: CellRect?
  /// The row of the host's status line, if there is room for it.
  package var statusRow: Int?
  /// How far the device is scrolled, in cells, when it does not fit.
  package var scroll: (x: Int, y: Int)

  /// Lays out a device (or a window) on a terminal, scrolled so that `focus` (device cells) shows.
  package init(
    mode: Mode, terminal: (columns: Int, rows: Int), device: (columns: Int, rows: Int), focus: CellRect?,
    previousScroll: (x: Int, y: Int) = (0, 0)
  ) {
    let columns = max(0, terminal.columns)
    let rows = max(0, terminal.rows)
    self.terminal = (columns, rows)
    self.device = device
    switch mode {
    case .window:
      origin = (0, 0)
      viewport = CellRect(x: 0, y: 0, width: min(columns, device.columns), height: min(rows, device.rows))
      frame = nil
      statusRow = rows >= 2 ? 0 : nil
      scroll = (0, 0)
    case .device:
      let statusRows = rows >= 4 ? 1 : 0
      statusRow = statusRows == 1 ? rows - 1 : nil
      let available = rows - statusRows
      if columns >= device.columns + 2 && available >= device.rows + 2 {
        let box = CellRect(
          x: (columns - device.columns - 2) / 2, y: (available - device.rows - 2) / 2,
          width: device.columns + 2, height: device.rows + 2)
        frame = box
        origin = (box.x + 1, box.y + 1)
        viewport = CellRect(x: box.x + 1, y: box.y + 1, width: device.columns, height: device.rows)
        scroll = (0, 0)
      } else {
        frame = nil
        let width = min(columns, device.columns)
        let height = min(available, device.rows)
        let x = (columns - width) / 2
        let y = (available - height) / 2
        viewport = CellRect(x: x, y: y, width: width, height: height)
        let scrollX = Self.follow(
          previousScroll.x, focus.map { ($0.x, $0.maxX) }, visible: width, total: device.columns)
        let scrollY = Self.follow(
          previousScroll.y, focus.map { ($0.y, $0.maxY) }, visible: height, total: device.rows)
        scroll = (scrollX, scrollY)
        origin = (x - scrollX, y - scrollY)
      }
    }
  }

  /// The scroll offset that keeps a span in view, moving as little as possible.
  private static func follow(_ previous: Int, _ span: (Int, Int)?, visible: Int, total: Int) -> Int {
    let limit = max(0, total - visible)
    var offset = min(max(0, previous), limit)
    if let (start, end) = span {
      if end - start >= visible || start < offset {
        offset = start - 1
      } else if end > offset + visible {
        offset = end - visible + 1
      }
    }
    return min(max(0, offset), limit)
  }

  /// The device cell under a terminal cell, if the device shows there.
  package func deviceCell(column: Int, row: Int) -> (column: Int, row: Int)? {
    guard viewport.contains(x: column, y: row) else { return nil }
    return (column - origin.x, row - origin.y)
  }

  package static func == (lhs: TerminalLayout, rhs: TerminalLayout) -> Bool {
    lhs.terminal == rhs.terminal && lhs.device == rhs.device && lhs.origin == rhs.origin
      && lhs.viewport == rhs.viewport && lhs.frame == rhs.frame && lhs.statusRow == rhs.statusRow
      && lhs.scroll == rhs.scroll
  }
}
