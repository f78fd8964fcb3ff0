import ScreenRendering
import SwiftUI

extension ScreenPainter {
  /// A text field: its text (or its placeholder, faint) on an underlined band; when focused, the band
  /// is reversed and a block cursor follows the text.
  func paintTextField(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) {
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let band = CellRect(x: rect.x, y: row, width: max(1, rect.width), height: 1)
    let text = TextFieldValue.text(of: node)
    let isFocused = node.id == focusedID
    var field = CellStyle(.underline)
    if isFocused { field.attributes.insert(.reverse) }
    if !node.isEnabled { field.attributes.insert(.dim) }
    grid.fill(band, style: field)
    if text.isEmpty {
      let placeholder = node.facts.placeholder ?? node.label
      var style = field
      style.attributes.insert(.dim)
      grid.write(placeholder, x: band.x + (isFocused ? 1 : 0), y: row, style: style, limit: band.width - 1)
    } else if isFocused && caretFromEnd > 0 {
      paintCaret(in: text, band: band, style: field, into: &grid)
      return
    } else {
      // Keep the end of the text in view while typing; only that end is read, however long the text.
      let available = max(1, band.width - 1)
      let shown = CharacterWidth.suffix(of: text, fitting: available)
      grid.write(shown.text, x: band.x, y: row, style: field, limit: available)
      if isFocused {
        let fits = shown.text.startIndex == text.startIndex
        grid.put(" ", x: band.x + (fits ? shown.columns : available), y: row, style: CellStyle(.underline))
      }
      return
    }
    if isFocused {
      grid.put(" ", x: band.x, y: row, style: CellStyle(.underline))
    }
  }

  /// A focused field's text with the caret inside it (moved with ← or Home): the text before the
  /// caret, its end kept in view, then the character at the caret as a block cursor, then what follows
  /// as far as it fits.
  private func paintCaret(in text: String, band: CellRect, style: CellStyle, into grid: inout CellGrid) {
    let edit = LineEdit(text: text, caretFromEnd: caretFromEnd)
    let available = max(1, band.width - 1)
    let before = CharacterWidth.suffix(of: String(edit.beforeCaret), fitting: available - 1)
    grid.write(before.text, x: band.x, y: band.y, style: style, limit: available)
    let caretX = band.x + before.columns
    let after = edit.afterCaret
    let atCaret = String(after.prefix(1))
    let caretWidth = grid.write(atCaret, x: caretX, y: band.y, style: CellStyle(.underline), limit: available)
    let rest = available - before.columns - caretWidth
    if rest > 0 {
      grid.write(after.dropFirst(), x: caretX + caretWidth, y: band.y, style: style, limit: rest)
    }
  }

  /// A stepper: its label, then "[−] [+]" at its trailing edge, each side faint when it cannot move.
  func paintStepper(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let controls = StepperGeometry.controls(in: rect)
    let labelWidth = max(1, controls.minus.x - rect.x - 1)
    let written = grid.write(node.label, x: rect.x, y: row, style: style(.plain, context), limit: labelWidth)
    let canDecrement = node.isEnabled && node.marks.contains(.canDecrement)
    let canIncrement = node.isEnabled && node.marks.contains(.canIncrement)
    let active = palette.text(context.tint, .bold)
    grid.write("[−]", x: controls.minus.x, y: row, style: canDecrement ? active : CellStyle(.dim), limit: 3)
    grid.write("[+]", x: controls.plus.x, y: row, style: canIncrement ? active : CellStyle(.dim), limit: 3)
    return CellRect(x: rect.x, y: row, width: max(1, written), height: 1)
  }

  /// A switch: its label, then "[on]" or "[off]" at its trailing edge.
  func paintToggle(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let isOn = node.value == "1"
    let mark = isOn ? "[on]" : "[off]"
    let markX = rect.maxX - 6
    let written = grid.write(
      node.label, x: rect.x, y: row, style: style(node.isEnabled ? .plain : CellStyle(.dim), context),
      limit: max(1, markX - rect.x - 1))
    let markStyle = isOn ? CellStyle(.bold, foreground: palette.on) : CellStyle(.dim)
    grid.write(mark, x: markX, y: row, style: style(markStyle, context), limit: 5)
    return CellRect(x: rect.x, y: row, width: max(1, written), height: 1)
  }
}

/// Where a stepper's two buttons are drawn, for painting and for mouse clicks.
package enum StepperGeometry {
  /// The cells of "[−]" and "[+]" in a stepper's rectangle.
  package static func controls(in rect: CellRect) -> (minus: CellRect, plus: CellRect) {
    let plusX = max(rect.x, rect.maxX - 4)
    let minusX = max(rect.x, plusX - 4)
    return (
      CellRect(x: minusX, y: rect.y, width: 3, height: rect.height),
      CellRect(x: plusX, y: rect.y, width: 3, height: rect.height)
    )
  }
}
