import SwiftUI

extension SVGPainter {
  /// A list: white rows with lines between them, on grey around a form's sections; then its rows,
  /// headers and controls, inside its frame.
  mutating func paintTable(_ node: ScreenNode, _ context: Context) {
    let isGrouped = node.facts.listStyle == .grouped
    svg.rect(node.frame, .fill(isGrouped ? SVGPalette.groupedBackground : SVGPalette.background))
    for run in Self.cellRuns(node.children) {
      guard let first = run.first, let last = run.last else { continue }
      if isGrouped {
        svg.rect(first.frame.union(last.frame), .fill(SVGPalette.background))
      }
      for cell in isGrouped ? Array(run.dropLast()) : run {
        let y = cell.frame.maxY - 0.5
        svg.line(
          from: CGPoint(x: cell.frame.minX + 20, y: y), to: CGPoint(x: cell.frame.maxX, y: y),
          color: SVGPalette.separator, width: 0.5)
      }
    }
    paintChildren(node, context, clippedTo: node.frame)
  }

  /// The list's cells in runs of rows that touch: a section's rows, between its headers.
  static func cellRuns(_ children: [ScreenNode]) -> [[ScreenNode]] {
    var runs: [[ScreenNode]] = []
    var current: [ScreenNode] = []
    for child in children {
      guard child.role == .cell else {
        if !current.isEmpty { runs.append(current) }
        current = []
        continue
      }
      if let previous = current.last, abs(previous.frame.maxY - child.frame.minY) > 0.5 {
        runs.append(current)
        current = []
      }
      current.append(child)
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }

  /// A row: grey behind it when selected, a chevron at its trailing edge when it navigates, its
  /// content (or its label) inside it.
  mutating func paintCell(_ node: ScreenNode, _ inherited: Context) {
    var context = inherited
    context.isInCell = true
    if node.isSelected {
      context.isInSelectedCell = true
      svg.rect(node.frame, .fill(SVGPalette.selection))
    }
    if node.children.contains(where: { $0.marks.contains(.link) }) {
      paintChevron(
        at: CGPoint(x: node.frame.maxX - 16, y: node.frame.midY), pointingBack: false,
        color: SVGPalette.tertiaryLabel)
    }
    if node.children.isEmpty {
      drawLabel(node.label, in: node.frame.insetBy(dx: 20, dy: 0), SVGTextStyle())
    }
    paintChildren(node, context, clippedTo: node.frame)
  }

  /// A control a list in edit mode adds to a row: a red circle with a minus before it, three lines to
  /// drag it by after it.
  mutating func paintEditControl(_ node: ScreenNode, _ control: EditControl) {
    let center = CGPoint(x: node.frame.midX, y: node.frame.midY)
    switch control {
    case .delete:
      svg.circle(center: center, radius: 11, .fill(SVGPalette.destructive))
      svg.line(
        from: CGPoint(x: center.x - 6, y: center.y), to: CGPoint(x: center.x + 6, y: center.y),
        color: SVGPalette.background, width: 2.5)
    case .reorder:
      for offset in [-5, 0, 5] as [CGFloat] {
        svg.line(
          from: CGPoint(x: center.x - 9, y: center.y + offset),
          to: CGPoint(x: center.x + 9, y: center.y + offset),
          color: SVGPalette.secondaryLabel, width: 1.5)
      }
    }
  }
}
