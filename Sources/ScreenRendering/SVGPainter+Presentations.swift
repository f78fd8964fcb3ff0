import SwiftUI

extension SVGPainter {
  /// A sheet, full-screen cover or popover, over what it covers: a sheet rising from the bottom with
  /// its top corners rounded (and a grabber when it has detents to drag between), a form sheet, a Mac
  /// window's sheet or a popover as a rounded card, a cover as the whole screen. Sheets and cards dim
  /// what is behind them; a popover does not.
  mutating func paintCard(_ node: ScreenNode, _ context: Context) {
    let style = node.facts.presentation?.style
    let frame = node.frame
    if node.role == .fullScreenCover || style == .fullScreenCover {
      svg.rect(frame, .fill(SVGPalette.background))
      paintChildren(node, context, clippedTo: frame)
      return
    }
    let isPopover = node.role == .popover && (style ?? .popover) == .popover
    if !isPopover { dimScreen() }
    if style == .sheet {
      svg.path(Self.topRoundedRect(frame, radius: 12), .fill(SVGPalette.background))
      if (node.facts.presentation?.detents.count ?? 0) > 1 {
        let grabber = CGRect(x: frame.midX - 18, y: frame.minY + 5, width: 36, height: 5)
        svg.rect(grabber, radius: 2.5, .fill(SVGPalette.tertiaryLabel))
      }
    } else {
      svg.rect(frame, radius: 12, SVGPaint(fill: SVGPalette.background, stroke: SVGPalette.separator))
    }
    paintChildren(node, context, clippedTo: frame, radius: 12)
  }

  /// An alert or a confirmation dialog, over the dimmed screen: a rounded box with the title (bold for
  /// an alert, grey for a dialog), the message, and a line above each row of buttons.
  mutating func paintAlert(_ node: ScreenNode, _ inherited: Context) {
    dimScreen()
    var context = inherited
    context.container = .alert
    svg.rect(node.frame, radius: 14, .fill(SVGPalette.background))
    var isFirstText = true
    var lastButtonRow: CGFloat?
    for child in node.children {
      switch child.role {
      case .staticText:
        let isTitle = isFirstText && child.label == (node.facts.title ?? node.label)
        isFirstText = false
        var style = SVGTextStyle(size: isTitle ? 17 : 15, anchor: "middle")
        style.isBold = isTitle && node.role == .alert
        if isTitle && node.role == .dialog { style.color = SVGPalette.secondaryLabel }
        drawLabel(child.label, in: child.frame, style)
      case .button:
        if lastButtonRow != child.frame.minY {
          let y = child.frame.minY - 0.5
          svg.line(
            from: CGPoint(x: node.frame.minX, y: y), to: CGPoint(x: node.frame.maxX, y: y),
            color: SVGPalette.separator, width: 0.5)
        }
        lastButtonRow = child.frame.minY
        paint(child, context)
      default:
        paint(child, context)
      }
    }
  }

  /// An open menu: a rounded card beside its button, with its items from the leading edge.
  mutating func paintMenu(_ node: ScreenNode, _ context: Context) {
    svg.rect(node.frame, radius: 12, SVGPaint(fill: SVGPalette.background, stroke: SVGPalette.separator))
    for child in node.children {
      guard child.role == .button, child.facts.editControl == nil else {
        paint(child, context)
        continue
      }
      var style = SVGTextStyle(color: buttonColor(child, context))
      if style.color == context.tint { style.color = SVGPalette.label }
      let title = (child.isSelected ? "✓ " : "") + child.label
      drawLabel(title, in: child.frame.insetBy(dx: 16, dy: 0), style)
    }
  }

  /// The screen behind a presentation, dimmed.
  private mutating func dimScreen() {
    svg.rect(
      CGRect(origin: .zero, size: size), .fill(SVGPalette.dimming, opacity: SVGPalette.dimmingOpacity))
  }

  /// A rectangle whose top corners are rounded, as a path.
  private static func topRoundedRect(_ frame: CGRect, radius: CGFloat) -> String {
    let n = SVGWriter.number
    let r = min(radius, frame.width / 2, frame.height / 2)
    return "M\(n(frame.minX)) \(n(frame.maxY)) L\(n(frame.minX)) \(n(frame.minY + r)) "
      + "Q\(n(frame.minX)) \(n(frame.minY)) \(n(frame.minX + r)) \(n(frame.minY)) "
      + "L\(n(frame.maxX - r)) \(n(frame.minY)) Q\(n(frame.maxX)) \(n(frame.minY)) \(n(frame.maxX)) \(n(frame.minY + r)) "
      + "L\(n(frame.maxX)) \(n(frame.maxY)) Z"
  }
}
