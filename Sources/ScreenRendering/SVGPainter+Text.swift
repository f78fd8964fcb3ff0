import SwiftUI

extension SVGPainter {
  /// The height of one line of text, as the layout measures it.
  static let lineHeight: CGFloat = 22

  /// The average width of a character at a size: 8.5 points at the body size, as the layout measures.
  static func characterWidth(at size: CGFloat) -> CGFloat {
    8.5 * size / SVGTextStyle.bodySize
  }

  /// Draws a text in a frame: on one line, vertically centred, or wrapped at spaces over as many
  /// lines as the frame is tall; what does not fit ends with "…".
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - frame: The frame the layout gave it.
  ///   - style: Its size, weight, colour and alignment in the frame.
  mutating func drawLabel(_ text: String, in frame: CGRect, _ style: SVGTextStyle) {
    guard text.contains(where: { !$0.isWhitespace }) else { return }
    let perLine = max(1, Int((frame.width + 1) / Self.characterWidth(at: style.size)))
    let lineCount = max(1, Int(frame.height / Self.lineHeight))
    let lines = Self.wrap(text, charactersPerLine: perLine, lines: lineCount)
    let x: CGFloat
    switch style.anchor {
    case "middle": x = frame.midX
    case "end": x = frame.maxX
    default: x = frame.minX
    }
    if lines.count == 1 {
      svg.text(lines[0], x: x, y: frame.midY + style.size * 0.35, style)
      return
    }
    for (index, line) in lines.enumerated() {
      let baseline = frame.minY + Self.lineHeight / 2 + style.size * 0.35 + CGFloat(index) * Self.lineHeight
      svg.text(line, x: x, y: baseline, style)
    }
  }

  /// A text's lines: words filled greedily, a word longer than a line broken, the last line ending with
  /// "…" when text is left over.
  static func wrap(_ text: String, charactersPerLine: Int, lines maximum: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      while !word.isEmpty {
        let room = current.isEmpty ? charactersPerLine : charactersPerLine - current.count - 1
        if word.count <= room {
          current += (current.isEmpty ? "" : " ") + word
          word = ""
        } else if current.isEmpty {
          current = String(word.prefix(charactersPerLine))
          word = word.dropFirst(charactersPerLine)
        }
        if !word.isEmpty {
          lines.append(current)
          current = ""
          if lines.count == maximum { return truncated(lines, charactersPerLine: charactersPerLine) }
        }
      }
    }
    lines.append(current)
    return lines
  }

  /// The lines with their last one ending in "…", because text was left over.
  private static func truncated(_ lines: [String], charactersPerLine: Int) -> [String] {
    var lines = lines
    let last = lines.removeLast()
    lines.append(String(last.prefix(max(0, charactersPerLine - 1))) + "…")
    return lines
  }

  /// A static text: a section's header in small capitals of grey, a text in its colour and weight.
  mutating func paintText(_ node: ScreenNode, _ context: Context) {
    var style = SVGTextStyle(color: context.textColor ?? SVGPalette.label)
    var text = node.label
    if node.marks.contains(.sectionHeader) {
      style.size = 13
      style.color = SVGPalette.secondaryLabel
      text = text.uppercased()
    } else if node.marks.contains(.navigationTitle) {
      style.isBold = true
    }
    if let foreground = node.facts.foreground {
      guard let hex = SVGPalette.hex(foreground) else { return }
      style.color = hex
    }
    if node.facts.font?.drawsBold == true { style.isBold = true }
    if !node.isEnabled { style.color = SVGPalette.tertiaryLabel }
    if context.isCentered { style.anchor = "middle" }
    drawLabel(text, in: node.frame, style)
  }

  /// An image: a symbol as its glyph, in the tint; any other image (there are no assets here) as a
  /// grey placeholder with a picture's outline.
  mutating func paintImage(_ node: ScreenNode, _ context: Context) {
    if let glyph = SymbolGlyphs.glyph(for: node.facts.systemImage ?? node.label) {
      let color = context.isCentered ? SVGPalette.secondaryLabel : context.tint
      drawLabel(glyph, in: node.frame, SVGTextStyle(color: color, anchor: "middle"))
      return
    }
    let box = node.frame.insetBy(dx: 1, dy: 1)
    svg.rect(box, radius: min(6, box.height / 4), .fill("#E5E5EA"))
    let n = SVGWriter.number
    let base = box.maxY - box.height * 0.2
    let peak = box.minY + box.height * 0.3
    let mountain =
      "M\(n(box.minX + box.width * 0.15)) \(n(base)) L\(n(box.minX + box.width * 0.45)) \(n(peak)) "
      + "L\(n(box.minX + box.width * 0.85)) \(n(base)) Z"
    svg.path(mountain, .fill(SVGPalette.secondaryLabel))
  }
}
