import SwiftUI

extension SVGPainter {
  /// A navigation bar: a line under it (on a grey band when its title is inline), its title (large and
  /// bold at the leading edge, or bold in the middle when inline) and its items.
  mutating func paintNavigationBar(_ node: ScreenNode, _ inherited: Context) {
    var context = inherited
    context.container = .navigationBar
    let hasLargeTitle = node.frame.height > chrome.navigationBarHeight
    paintBarBand(node.frame, lineAt: node.frame.maxY - 0.5, isFilled: !hasLargeTitle)
    for child in node.children {
      if child.marks.contains(.navigationTitle) {
        paintNavigationTitle(child, in: node)
      } else {
        paint(child, context)
      }
    }
  }

  /// A bar's title: a large title at 34 points where the bar has a row for it and the title fits the
  /// bar's width (smaller otherwise); an inline title bold in the middle.
  private mutating func paintNavigationTitle(_ title: ScreenNode, in bar: ScreenNode) {
    let isLarge = title.frame.minY >= bar.frame.minY + chrome.navigationBarHeight
    guard isLarge else {
      drawLabel(title.label, in: title.frame, SVGTextStyle(isBold: true, anchor: "middle"))
      return
    }
    let room = bar.frame.maxX - title.frame.minX - 16
    let fitting = room / (CGFloat(max(1, title.label.count)) * Self.characterWidth(at: 1) * 1.15)
    let size = max(SVGTextStyle.bodySize, min(34, fitting.rounded(.down)))
    svg.text(title.label, x: title.frame.minX, y: title.frame.maxY, SVGTextStyle(size: size, isBold: true))
  }

  /// A tab bar: its band with a line on the side facing the content, and its tabs.
  mutating func paintTabBar(_ node: ScreenNode, _ inherited: Context) {
    var context = inherited
    context.container = .tabBar
    let isAtBottom = node.frame.midY > size.height / 2
    paintBarBand(node.frame, lineAt: isAtBottom ? node.frame.minY + 0.5 : node.frame.maxY - 0.5)
    paintChildren(node, context)
  }

  /// A tab: its symbol over its title at the bottom of a phone, its title alone at the top of a tablet
  /// or a Mac (the chosen one on a pill); the chosen tab in the tint, the others grey; a badge in a red
  /// capsule.
  mutating func paintTab(_ node: ScreenNode, _ context: Context) {
    let color = node.isSelected ? context.tint : node.isEnabled ? "#8E8E93" : SVGPalette.tertiaryLabel
    let glyph = node.facts.systemImage.flatMap(SymbolGlyphs.glyph(for:))
    let frame = node.frame
    var badgeAnchor = CGPoint(x: frame.midX + 10, y: frame.minY + 6)
    if chrome.tabBarAtTop {
      let title = node.label
      if node.isSelected {
        let width = CGFloat(title.count) * Self.characterWidth(at: 17) + 32
        let pill = CGRect(x: frame.midX - width / 2, y: frame.midY - 16, width: width, height: 32)
        svg.rect(pill, radius: 16, .fill(context.tint, opacity: 0.12))
        badgeAnchor = CGPoint(x: pill.maxX - 4, y: pill.minY + 2)
      }
      drawLabel(title, in: frame, SVGTextStyle(isBold: node.isSelected, color: color, anchor: "middle"))
    } else {
      if let glyph {
        svg.text(
          glyph, x: frame.midX, y: frame.minY + 25, SVGTextStyle(size: 22, color: color, anchor: "middle"))
      } else {
        let icon = CGRect(x: frame.midX - 10, y: frame.minY + 8, width: 20, height: 18)
        svg.rect(icon, radius: 4, .stroke(color, width: 1.5))
      }
      svg.text(
        node.label, x: frame.midX, y: frame.minY + 41, SVGTextStyle(size: 10, color: color, anchor: "middle"))
    }
    if let badge = node.value, !badge.isEmpty {
      paintBadge(badge, at: badgeAnchor)
    }
  }

  /// A badge: its text in white on a red capsule whose leading end is at a point.
  private mutating func paintBadge(_ text: String, at anchor: CGPoint) {
    let width = max(18, CGFloat(text.count) * Self.characterWidth(at: 13) + 10)
    let capsule = CGRect(x: anchor.x, y: anchor.y - 9, width: width, height: 18)
    svg.rect(capsule, radius: 9, .fill(SVGPalette.destructive))
    drawLabel(text, in: capsule, SVGTextStyle(size: 13, color: SVGPalette.background, anchor: "middle"))
  }

  /// A bottom toolbar: its band with a line above, and its items.
  mutating func paintToolbar(_ node: ScreenNode, _ inherited: Context) {
    var context = inherited
    context.container = .toolbar
    paintBarBand(node.frame, lineAt: node.frame.minY + 0.5)
    paintChildren(node, context)
  }

  /// A bar's band and its hairline.
  private mutating func paintBarBand(_ frame: CGRect, lineAt y: CGFloat, isFilled: Bool = true) {
    if isFilled { svg.rect(frame, .fill(SVGPalette.barBackground)) }
    svg.line(
      from: CGPoint(x: frame.minX, y: y), to: CGPoint(x: frame.maxX, y: y), color: SVGPalette.separator)
  }
}
