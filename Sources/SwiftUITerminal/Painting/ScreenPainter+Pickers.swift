import SwiftUI

extension ScreenRole {
  /// Whether the element takes typed text: a text, search or secure field, or a text view.
  var takesText: Bool {
    self == .textField || self == .searchField || self == .secureTextField || self == .textView
  }
}

/// Where a slider's track is drawn, for painting and for mouse clicks: between the labels at its
/// ends, before its percentage.
package enum SliderGeometry {
  /// The cells of a slider's track in its rectangle.
  package static func track(in rect: CellRect, node: ScreenNode) -> CellRect {
    let ends = node.children.filter { $0.role == .staticText }
    let minimum = ends.first { $0.frame.minX <= node.frame.minX }.map { CharacterWidth.of($0.label) + 1 } ?? 0
    let maximum = ends.first { $0.frame.minX > node.frame.minX }.map { CharacterWidth.of($0.label) + 1 } ?? 0
    let labelWidth = node.label.isEmpty ? 0 : min(rect.width / 3, CharacterWidth.of(node.label) + 1)
    let percent = 5
    let x = rect.x + labelWidth + minimum
    return CellRect(x: x, y: rect.y, width: max(1, rect.maxX - x - maximum - percent), height: rect.height)
  }
}

extension ScreenPainter {
  /// A button that shows a value (a menu-style picker, a date picker): its label at the leading
  /// edge, then its value and "⌄" at the trailing edge, in the tint.
  func paintValueButton(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let value = (node.value ?? "") + " ⌄"
    let valueX = max(rect.x, rect.maxX - CharacterWidth.of(value))
    let base: CellStyle = node.isEnabled ? .plain : CellStyle(.dim)
    if node.label != node.value && !node.marks.contains(.labelHidden) {
      grid.write(
        node.label, x: rect.x, y: row, style: style(base, context), limit: max(1, valueX - rect.x - 1))
    }
    let valueStyle = node.isEnabled ? palette.text(context.tint) : CellStyle(.dim)
    grid.write(value, x: valueX, y: row, style: style(valueStyle, context), limit: rect.maxX - valueX)
    return CellRect(x: rect.x, y: row, width: max(1, rect.maxX - rect.x), height: 1)
  }

  /// A button in a built-in style: "[ Title ]" when bordered, bold in the tint when prominent (or a
  /// toggle drawn as a button, while on), its label untinted when plain.
  func paintStyledButton(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let styleName = node.facts.controlStyle ?? ""
    let isToggleOn = styleName == "button" && node.isSelected
    var cellStyle: CellStyle
    switch styleName {
    case "plain": cellStyle = .plain
    case "borderedProminent": cellStyle = palette.text(context.tint, .bold)
    default:
      cellStyle = isToggleOn ? palette.text(context.tint, [.bold, .underline]) : palette.text(context.tint)
    }
    if !node.isEnabled { cellStyle = CellStyle(.dim) }
    let title = styleName == "plain" ? node.label : "[ " + node.label + " ]"
    return writeLabel(title, in: node.frame, style: style(cellStyle, context), centered: false, into: &grid)
  }

  /// A link: its title underlined, in the tint.
  func paintLink(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let style = node.isEnabled ? palette.text(context.tint, .underline) : CellStyle(.dim)
    return writeLabel(node.label, in: node.frame, style: style, centered: false, into: &grid)
  }

  /// A segmented control: its segments side by side between bars, the chosen one bold and
  /// underlined; the focused segment is reversed.
  func paintSegmentedControl(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) {
    let row = textRow(node.frame)
    for (index, segment) in node.children.enumerated() {
      let rect = cells(segment.frame)
      if index > 0 { grid.put("│", x: rect.x, y: row, style: CellStyle(.dim)) }
      let chosen = palette.text(context.tint, [.bold, .underline])
      let base: CellStyle = segment.isEnabled ? .plain : CellStyle(.dim)
      let drawn = writeLabel(
        segment.label, in: segment.frame, style: style(segment.isSelected ? chosen : base, context),
        centered: true,
        into: &grid)
      if segment.id == focusedID { grid.restyle(drawn) { $0.attributes.insert(.reverse) } }
    }
    let rect = cells(node.frame)
    grid.put("[", x: rect.x, y: row, style: CellStyle(.dim))
    grid.put("]", x: max(rect.x, rect.maxX - 1), y: row, style: CellStyle(.dim))
  }

  /// A picker wheel: its label, then "‹ value ›" at its trailing edge.
  func paintPickerWheel(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let value = "‹ " + (node.value ?? "") + " ›"
    let valueX = max(rect.x, rect.maxX - CharacterWidth.of(value))
    grid.write(
      node.label, x: rect.x, y: row, style: style(.plain, context), limit: max(1, valueX - rect.x - 1))
    let drawn = grid.write(
      value, x: valueX, y: row, style: palette.text(context.tint, .bold), limit: rect.maxX - valueX)
    return CellRect(x: valueX, y: row, width: max(1, drawn), height: 1)
  }

  /// A slider: its label, the labels at its ends around a track filled to its position with a thumb
  /// ("━━━●────"), then its percentage.
  func paintSlider(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let track = SliderGeometry.track(in: rect, node: node)
    let base: CellStyle = node.isEnabled ? .plain : CellStyle(.dim)
    if !node.label.isEmpty {
      grid.write(node.label, x: rect.x, y: row, style: style(base, context), limit: max(1, rect.width / 3))
    }
    let ends = node.children.filter { $0.role == .staticText }
    if let minimum = ends.first(where: { $0.frame.minX <= node.frame.minX }) {
      grid.write(
        minimum.label, x: track.x - CharacterWidth.of(minimum.label) - 1, y: row, style: CellStyle(.dim))
    }
    if let maximum = ends.first(where: { $0.frame.minX > node.frame.minX }) {
      grid.write(maximum.label, x: track.maxX + 1, y: row, style: CellStyle(.dim))
    }
    let position = min(1, max(0, node.facts.fractionCompleted ?? 0))
    let thumb = track.x + Int((Double(track.width - 1) * position).rounded())
    grid.horizontalLine(
      x: track.x, y: row, length: thumb - track.x, "━", style: palette.text(context.tint, .bold))
    grid.horizontalLine(x: thumb + 1, y: row, length: track.maxX - thumb - 1, "─", style: CellStyle(.dim))
    grid.put("●", x: thumb, y: row, style: base)
    let percent = node.value ?? ""
    let maximumWidth =
      ends.first { $0.frame.minX > node.frame.minX }.map { CharacterWidth.of($0.label) + 1 } ?? 0
    grid.write(percent, x: track.maxX + maximumWidth + 1, y: row, style: style(base, context), limit: 4)
    return CellRect(x: thumb, y: row, width: 1, height: 1)
  }

  /// A text view: its lines, each on its own row, on an underlined band; reversed while focused.
  func paintTextView(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) {
    let rect = cells(node.frame)
    var band = CellStyle(.underline)
    if node.id == focusedID { band.attributes.insert(.reverse) }
    if !node.isEnabled { band.attributes.insert(.dim) }
    grid.fill(
      CellRect(x: rect.x, y: rect.y, width: max(1, rect.width), height: max(1, rect.height)), style: band)
    let lines = (node.value ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where index < max(1, rect.height) {
      grid.write(line, x: rect.x, y: rect.y + index, style: band, limit: max(1, rect.width))
    }
  }

  /// A disclosure triangle: "▸" while collapsed, "▾" while expanded, then its label.
  func paintDisclosureTriangle(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect
  {
    let mark = node.value == "1" ? "▾ " : "▸ "
    let base: CellStyle = node.isEnabled ? .plain : CellStyle(.dim)
    return writeLabel(
      mark + node.label, in: node.frame, style: style(base, context), centered: false, into: &grid)
  }
}
