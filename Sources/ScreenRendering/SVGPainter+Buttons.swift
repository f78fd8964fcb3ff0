import SwiftUI

extension SVGPainter {
  /// A button as its kind, its style and its value ask: a list's edit control, a revealed swipe
  /// action, a tab, bordered or prominent, showing a value (a menu picker), or plain in its colour.
  mutating func paintAnyButton(_ node: ScreenNode, _ context: Context) {
    if let control = node.facts.editControl {
      paintEditControl(node, control)
    } else if node.facts.swipeEdge != nil {
      paintSwipeAction(node, context)
    } else if context.container == .tabBar {
      paintTab(node, context)
    } else if context.container == .content, let style = node.facts.controlStyle,
      ["bordered", "borderedProminent", "button"].contains(style)
    {
      paintStyledButton(node, context, isProminent: style == "borderedProminent" || node.isSelected)
    } else if node.value != nil && context.container != .alert {
      paintValueButton(node, context)
    } else {
      paintButton(node, context)
    }
  }

  /// The colour a button's title is drawn in: its tint, red when destructive, its foreground colour
  /// where the app set one, grey while disabled.
  func buttonColor(_ node: ScreenNode, _ context: Context) -> String {
    guard node.isEnabled else { return SVGPalette.tertiaryLabel }
    if let foreground = node.facts.foreground, let hex = SVGPalette.hex(foreground) { return hex }
    return node.facts.buttonRole == .destructive ? SVGPalette.destructive : context.tint
  }

  /// A plain button: a back button's chevron and title, a symbol alone, a label's symbol and title,
  /// or its title; a link in a list's row reads as the row's text. A button made of views draws them.
  mutating func paintButton(_ node: ScreenNode, _ inherited: Context) {
    var context = inherited
    let color = buttonColor(node, context)
    let isRowLink = context.isInCell && node.marks.contains(.link)
    if !node.children.isEmpty {
      if !isRowLink { context.textColor = color }
      paintChildren(node, context)
      return
    }
    var style = SVGTextStyle(color: isRowLink ? SVGPalette.label : color)
    if node.marks.contains(.backButton) {
      paintChevron(at: CGPoint(x: node.frame.minX + 10, y: node.frame.midY), pointingBack: true, color: color)
      drawLabel(node.label, in: node.frame.divided(atDistance: 24, from: .minXEdge).remainder, style)
      return
    }
    if node.marks.contains(.systemItem) {
      drawLabel("◧", in: node.frame, SVGTextStyle(size: 22, color: color, anchor: "middle"))
      return
    }
    if context.container == .alert {
      let isEmphasized = node.facts.buttonRole == .cancel || node.facts.keyboardShortcut == .defaultAction
      style.isBold = isEmphasized
      style.anchor = "middle"
      drawLabel((node.isSelected ? "✓ " : "") + node.label, in: node.frame, style)
      return
    }
    if context.isCentered { style.anchor = "middle" }
    paintButtonLabel(node, style: style)
  }

  /// A button's symbol and title: the symbol alone for an icon-only button, in the icon's slot before
  /// the title for a label.
  mutating func paintButtonLabel(_ node: ScreenNode, style: SVGTextStyle) {
    guard let symbol = node.facts.systemImage else {
      drawLabel(node.label, in: node.frame, style)
      return
    }
    let glyph = SymbolGlyphs.glyph(for: symbol) ?? String(node.label.prefix(1))
    var iconStyle = style
    iconStyle.anchor = "middle"
    if node.label == symbol || node.marks.contains(.iconOnly) {
      drawLabel(glyph, in: node.frame, iconStyle)
      return
    }
    let (icon, title) = node.frame.divided(atDistance: min(32, node.frame.width), from: .minXEdge)
    drawLabel(glyph, in: icon.divided(atDistance: 24, from: .minXEdge).slice, iconStyle)
    drawLabel(node.label, in: title, style)
  }

  /// A bordered button on a tinted capsule; a prominent one filled with the tint, its title white.
  private mutating func paintStyledButton(_ node: ScreenNode, _ context: Context, isProminent: Bool) {
    let color = buttonColor(node, context)
    let capsule = node.frame.insetBy(dx: -8, dy: 0)
    svg.rect(capsule, radius: capsule.height / 2, .fill(color, opacity: isProminent ? nil : 0.15))
    var style = SVGTextStyle(color: isProminent ? SVGPalette.background : color)
    style.isBold = isProminent
    paintButtonLabel(node, style: style)
  }

  /// A swipe action revealed beside its row: a band in its colour with its title in white.
  private mutating func paintSwipeAction(_ node: ScreenNode, _ context: Context) {
    let color =
      node.facts.buttonRole == .destructive
      ? SVGPalette.destructive : node.facts.tint.flatMap(SVGPalette.hex) ?? SVGPalette.secondaryLabel
    svg.rect(node.frame, .fill(color))
    drawLabel(node.label, in: node.frame, SVGTextStyle(color: SVGPalette.background, anchor: "middle"))
  }

  /// A link: its title in the tint, or the views it is made of.
  mutating func paintLink(_ node: ScreenNode, _ inherited: Context) {
    var context = inherited
    context.textColor = buttonColor(node, context)
    if node.children.isEmpty {
      drawLabel(node.label, in: node.frame, SVGTextStyle(color: buttonColor(node, context)))
    } else {
      paintChildren(node, context)
    }
  }

  /// A control showing a value at its trailing end: a menu picker's choice in the tint with its
  /// chevrons; a date's or a colour's value on a grey capsule. Its label leads, unless it is hidden.
  mutating func paintValueButton(_ node: ScreenNode, _ context: Context) {
    let value = node.value ?? ""
    let showsLabel = !node.marks.contains(.labelHidden) && node.label != value && !node.label.isEmpty
    if showsLabel {
      let color = node.isEnabled ? context.textColor ?? SVGPalette.label : SVGPalette.tertiaryLabel
      drawLabel(node.label, in: node.frame, SVGTextStyle(color: color))
    }
    let width = min(node.frame.width, CGFloat(value.count) * Self.characterWidth(at: 17) + 24)
    let slot = showsLabel ? node.frame.divided(atDistance: width, from: .maxXEdge).slice : node.frame
    if node.role == .button {
      let (chevrons, text) = slot.divided(atDistance: 16, from: .maxXEdge)
      drawLabel(value, in: text, SVGTextStyle(color: buttonColor(node, context), anchor: "end"))
      paintUpDownChevrons(
        at: CGPoint(x: chevrons.midX + 2, y: chevrons.midY), color: buttonColor(node, context))
    } else {
      let capsule = CGRect(x: slot.minX, y: slot.midY - 17, width: slot.width, height: 34)
      svg.rect(capsule, radius: 8, .fill(SVGPalette.fill))
      drawLabel(value, in: capsule, SVGTextStyle(color: buttonColor(node, context), anchor: "middle"))
    }
  }

  /// A chevron, 7 points wide and 12 tall, pointing back (left) or forward (right).
  mutating func paintChevron(at center: CGPoint, pointingBack: Bool, color: String) {
    let n = SVGWriter.number
    let (tip, tail) = pointingBack ? (center.x - 3.5, center.x + 3.5) : (center.x + 3.5, center.x - 3.5)
    svg.path(
      "M\(n(tail)) \(n(center.y - 6)) L\(n(tip)) \(n(center.y)) L\(n(tail)) \(n(center.y + 6))",
      SVGPaint(fill: nil, stroke: color, strokeWidth: 2))
  }

  /// A menu's small chevrons, one up and one down.
  private mutating func paintUpDownChevrons(at center: CGPoint, color: String) {
    let n = SVGWriter.number
    let (left, right) = (n(center.x - 3.5), n(center.x + 3.5))
    svg.path(
      "M\(left) \(n(center.y - 2)) L\(n(center.x)) \(n(center.y - 5.5)) L\(right) \(n(center.y - 2)) "
        + "M\(left) \(n(center.y + 2)) L\(n(center.x)) \(n(center.y + 5.5)) L\(right) \(n(center.y + 2))",
      SVGPaint(fill: nil, stroke: color, strokeWidth: 1.5))
  }
}
