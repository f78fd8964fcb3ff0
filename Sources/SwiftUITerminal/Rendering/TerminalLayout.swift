/// Where the app's screen goes on the terminal.
///
/// On a device the screen keeps the device's size in cells, centred, inside a frame when there is
/// room for one. When the terminal is shorter than the device, the device is fitted to it: rows are
/// taken away as ``RowFit`` decides (blank ones first, then the content between the bars scrolls with
/// the focus). When it is narrower, the screen is clipped and scrolls sideways to keep the focused
/// element in view. As a Mac window the app takes the whole terminal. The last row (the first, as a
/// Mac window's title bar) is the host's status line.
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
  /// How far the device is scrolled when it does not fit: in columns, and in rows with content.
  package var scroll: (x: Int, y: Int)
  /// The device rows the terminal shows, from the viewport's top row down.
  package var fit: RowFit

  /// Lays out a device (or a window) on a terminal, scrolled so that `focus` (device cells) shows.
  ///
  /// - Parameters:
  ///   - blank: Whether a device row is blank, as drawn: a short terminal takes those away first.
  ///   - pinned: The device rows of the bars, which a short terminal always shows.
  package init(
    mode: Mode, terminal: (columns: Int, rows: Int), device: (columns: Int, rows: Int), focus: CellRect?,
    previousScroll: (x: Int, y: Int) = (0, 0), blank: (Int) -> Bool = { _ in false }, pinned: Set<Int> = []
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
      fit = RowFit(all: viewport.height)
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
        fit = RowFit(all: device.rows)
      } else {
        frame = nil
        fit = RowFit(
          count: device.rows, available: available, blank: blank, pinned: pinned,
          focus: focus.map { $0.y...max($0.y, $0.maxY - 1) }, previousScroll: previousScroll.y)
        let width = min(columns, device.columns)
        let height = min(available, fit.rows.count)
        let x = (columns - width) / 2
        let y = (available - height) / 2
        viewport = CellRect(x: x, y: y, width: width, height: height)
        let scrollX = Self.follow(
          previousScroll.x, focus.map { ($0.x, $0.maxX) }, visible: width, total: device.columns)
        scroll = (scrollX, fit.scroll)
        origin = (x - scrollX, y)
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

  /// Whether the device is wider than the terminal shows, or rows with content are hidden.
  package var isCropped: Bool {
    viewport.width < device.columns || fit.hiddenAbove + fit.hiddenBelow > 0
  }

  /// The device cell under a terminal cell, if the device shows there.
  package func deviceCell(column: Int, row: Int) -> (column: Int, row: Int)? {
    guard viewport.contains(x: column, y: row) else { return nil }
    let index = row - viewport.y
    guard index < fit.rows.count else { return nil }
    return (column - origin.x, fit.rows[index])
  }

  package static func == (lhs: TerminalLayout, rhs: TerminalLayout) -> Bool {
    lhs.terminal == rhs.terminal && lhs.device == rhs.device && lhs.origin == rhs.origin
      && lhs.viewport == rhs.viewport && lhs.frame == rhs.frame && lhs.statusRow == rhs.statusRow
      && lhs.scroll == rhs.scroll && lhs.fit == rhs.fit
  }
}
