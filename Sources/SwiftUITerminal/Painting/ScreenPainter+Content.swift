import ScreenRendering
import SwiftUI

extension ScreenPainter {
  /// The style of text inside the current context: on a selected row's background, say.
  func style(_ base: CellStyle, _ context: Context) -> CellStyle {
    guard context.isInSelectedCell else { return base }
    var style = base
    if palette.usesColor {
      style.background = palette.selectionBackground
      style.foreground = palette.selectionForeground
    } else {
      style.attributes.insert(.bold)
    }
    return style
  }

  /// Writes a one-line label in a frame, left-aligned or centred, and returns the cells it took. A
  /// centred or `bounded` label is cut with "…" at the frame's edge; a left-aligned one may run on to
  /// the edge of what is drawn, where it is cut with "…".
  @discardableResult
  func writeLabel(
    _ text: String, in frame: CGRect, style: CellStyle, centered: Bool, bounded: Bool = false,
    into grid: inout CellGrid
  ) -> CellRect {
    let rect = cells(frame)
    let row = textRow(frame)
    var limit = max(1, centered || bounded ? rect.width : max(rect.width, grid.clip.maxX - rect.x))
    var x = rect.x
    if centered { x = rect.x + max(0, (rect.width - CharacterWidth.of(text, upTo: rect.width)) / 2) }
    // A label ends with "…" where it is cut: at the edge of what is drawn, or at its frame if bounded.
    if grid.clip.maxX > x { limit = min(limit, grid.clip.maxX - x) }
    let written = grid.write(text, x: x, y: row, style: style, limit: limit)
    return CellRect(x: x, y: row, width: written, height: 1)
  }

  // MARK: Text

  func paintText(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    var base = CellStyle.plain
    var text = node.label
    let isTitle = node.marks.contains(.navigationTitle)
    if node.marks.contains(.sectionHeader) {
      base = palette.secondary
      text = text.uppercased()
    } else if isTitle {
      base = CellStyle(.bold)
    }
    if let foreground = node.facts.foreground, let color = TerminalColor(foreground) {
      base.foreground = palette.color(color)
    }
    if node.facts.font?.drawsBold == true { base.attributes.insert(.bold) }
    if !node.isEnabled { base.attributes.insert(.dim) }
    let style = style(base, context)
    let rect = cells(node.frame)
    let lineCount = max(1, Int((node.frame.height / CellMetrics.rowHeight).rounded(.down)))
    if lineCount > 1 && CharacterWidth.of(text, upTo: rect.width) > rect.width && !context.isCentered {
      return writeWrapped(text, in: rect, lines: lineCount, style: style, into: &grid)
    }
    // A title keeps to the room the bar gave it, between the back button and the items.
    return writeLabel(
      text, in: node.frame, style: style, centered: context.isCentered, bounded: isTitle, into: &grid)
  }

  /// Wraps a text at spaces over the rows of a rectangle, each row left-aligned or centred; the last
  /// row ends with "…" if text is left. Wrapping stops at the last row the grid shows, and a row keeps
  /// no more of a word than it can show, so a long text costs what is visible of it.
  @discardableResult
  func writeWrapped(
    _ text: String, in rect: CellRect, lines: Int, style: CellStyle, centered: Bool = false,
    into grid: inout CellGrid
  ) -> CellRect {
    let width = max(1, rect.width)
    let visibleLines = min(lines, max(0, grid.clip.maxY - rect.y))
    var rows: [String] = []
    var current = ""
    var currentWidth = 0
    var wordStart = text.startIndex
    while rows.count < visibleLines, let word = nextWord(in: text, from: &wordStart) {
      // The last line takes the rest of the text, which `write` ends with "…" once it overflows.
      let isLastLine = rows.count == lines - 1
      let wordWidth = CharacterWidth.of(word, upTo: width)
      if !isLastLine && currentWidth > 0 && currentWidth + 1 + wordWidth > width {
        rows.append(current)
        current = ""
        currentWidth = 0
        if rows.count == visibleLines { break }
      }
      if currentWidth > 0 {
        current += " "
        currentWidth += 1
      }
      current += word.prefix(width + 1)
      currentWidth += wordWidth
      if isLastLine && currentWidth > width { break }
    }
    if !current.isEmpty && rows.count < visibleLines { rows.append(current) }
    for (index, line) in rows.enumerated() {
      let indent = centered ? max(0, (width - CharacterWidth.of(line, upTo: width)) / 2) : 0
      grid.write(line, x: rect.x + indent, y: rect.y + index, style: style, limit: width - indent)
    }
    return CellRect(x: rect.x, y: rect.y, width: width, height: visibleLines < lines ? lines : rows.count)
  }

  /// The next word of a text (a run of characters other than spaces) from an index, which moves past it.
  private func nextWord(in text: String, from index: inout String.Index) -> Substring? {
    while index < text.endIndex && text[index] == " " { index = text.index(after: index) }
    guard index < text.endIndex else { return nil }
    let start = index
    while index < text.endIndex && text[index] != " " { index = text.index(after: index) }
    return text[start..<index]
  }

  // MARK: Images

  func paintImage(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let glyph = SymbolGlyphs.glyph(for: node.facts.systemImage ?? node.label) ?? "◇"
    var base = palette.text(context.tint)
    if context.isCentered { base = palette.secondary }
    return writeLabel(glyph, in: node.frame, style: style(base, context), centered: true, into: &grid)
  }

  // MARK: Buttons

  func paintButton(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    let role = node.facts.buttonRole
    var color = context.tint
    if role == .destructive { color = palette.destructive }
    if let foreground = node.facts.foreground, let named = TerminalColor(foreground) {
      color = palette.color(named)
    }
    var attributes: CellStyle.Attributes = []
    if !node.isEnabled {
      attributes.insert(.dim)
      color = .default
    }

    if node.facts.swipeEdge != nil {
      return paintSwipeAction(
        node, color: role == .destructive ? palette.destructive : context.tint, into: &grid)
    }
    if node.marks.contains(.backButton) {
      return writeLabel(
        backTitle(node), in: node.frame, style: CellStyle(attributes, foreground: color), centered: false,
        bounded: true, into: &grid)
    }
    if node.marks.contains(.systemItem) {
      return writeLabel(
        "◧", in: node.frame, style: CellStyle(attributes, foreground: color), centered: true, into: &grid)
    }
    var title = node.label
    if let symbol = node.facts.systemImage, showsOnlyItsImage(node, symbol: symbol) {
      title = SymbolGlyphs.glyph(for: symbol) ?? "◇"
    }
    switch context.container {
    case .alert:
      if role == .cancel || node.facts.keyboardShortcut == .defaultAction { attributes.insert(.bold) }
      if node.isSelected { title = "✓ " + title }  // a picker's chosen option in its menu
      return writeLabel(
        title, in: node.frame, style: CellStyle(attributes, foreground: color), centered: true, into: &grid)
    case .tabBar:
      if let symbol = node.facts.systemImage, let glyph = SymbolGlyphs.glyph(for: symbol), title != glyph {
        title = glyph + " " + title
      }
      let style =
        node.isSelected
        ? CellStyle(attributes.union(.bold), foreground: context.tint) : CellStyle(attributes.union(.dim))
      return writeLabel(title, in: node.frame, style: style, centered: true, into: &grid)
    case .content, .navigationBar, .toolbar:
      if context.isInCell && node.marks.contains(.link) {
        // A row that navigates reads as the row's text, with a chevron the row draws.
        return writeLabel(
          title, in: node.frame, style: style(CellStyle(attributes), context), centered: false, bounded: true,
          into: &grid)
      }
      let base = CellStyle(attributes, foreground: color)
      return writeLabel(
        title, in: node.frame, style: style(base, context), centered: context.isCentered, into: &grid)
    }
  }

  /// Whether a button with a symbol shows the symbol alone: its label is the symbol's name, it was
  /// laid out as an icon, or its label (an accessibility label, say) is wider than its frame, which
  /// the layout made for the image.
  private func showsOnlyItsImage(_ node: ScreenNode, symbol: String) -> Bool {
    node.label == symbol || node.marks.contains(.iconOnly)
      || CharacterWidth.of(node.label, upTo: cells(node.frame).width) > cells(node.frame).width
  }

  /// A back button's text: the previous screen's title, or "Back" when that title does not fit the
  /// button, as UIKit shortens it.
  private func backTitle(_ node: ScreenNode) -> String {
    let full = "‹ " + node.label
    return CharacterWidth.of(full) <= cells(node.frame).width ? full : "‹ Back"
  }

  private func paintSwipeAction(_ node: ScreenNode, color: TerminalColor, into grid: inout CellGrid)
    -> CellRect
  {
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let band = CellRect(x: rect.x, y: row, width: rect.width, height: 1)
    let style =
      palette.usesColor
      ? CellStyle(.bold, foreground: .indexed(231), background: color.isDefault ? .indexed(244) : color)
      : CellStyle([.bold, .reverse])
    grid.fill(band, style: style)
    let length = CharacterWidth.of(node.label)
    grid.write(
      node.label, x: band.x + max(0, (band.width - length) / 2), y: row, style: style, limit: band.width)
    return band
  }

  // MARK: List rows

  func paintCell(_ node: ScreenNode, _ inherited: Context, into grid: inout CellGrid) -> CellRect {
    var context = inherited
    context.isInCell = true
    let rect = cells(node.frame)
    let row = textRow(node.frame)
    let band = CellRect(x: rect.x, y: row, width: rect.width, height: 1)
    if context.isPlainList {
      grid.horizontalLine(x: rect.x + 2, y: row + 1, length: rect.width - 2, style: palette.separator)
    }
    if node.isSelected {
      context.isInSelectedCell = true
      if palette.usesColor {
        grid.fill(band, style: CellStyle(background: palette.selectionBackground))
      } else {
        grid.put("▌", x: rect.x, y: row, style: CellStyle(.bold))
      }
    }
    let isLink = node.children.contains { $0.marks.contains(.link) }
    if isLink {
      grid.put("›", x: rect.maxX - 2, y: row, style: style(palette.secondary, context))
    }
    if node.children.isEmpty {
      writeLabel(
        node.label, in: node.frame, style: style(.plain, context), centered: false, bounded: true, into: &grid
      )
    }
    // A navigating row's content stops a space before its chevron.
    var content = rect
    if isLink { content.width = max(0, content.width - 3) }
    paintCellContent(node, context, in: rect, content: content, into: &grid)
    return band
  }

  /// A row's content, then its revealed swipe actions: the content is cut (with "…") where the
  /// actions begin instead of being drawn under them.
  private func paintCellContent(
    _ node: ScreenNode, _ context: Context, in rect: CellRect, content: CellRect, into grid: inout CellGrid
  ) {
    var contentRect = content
    for action in node.children where action.facts.swipeEdge != nil {
      let band = cells(action.frame)
      if action.facts.swipeEdge == .leading {
        let right = max(contentRect.x, band.maxX + 1)
        contentRect.width = max(0, contentRect.maxX - right)
        contentRect.x = right
      } else {
        contentRect.width = max(0, min(contentRect.maxX, band.x - 1) - contentRect.x)
      }
    }
    let saved = grid.clip
    for child in node.children {
      grid.clip = saved.intersection(child.facts.swipeEdge == nil ? contentRect : rect)
      paint(child, context, into: &grid)
    }
    grid.clip = saved
  }
}
