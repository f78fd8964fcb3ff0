import SwiftUI

extension SVGPainter {
  /// A split view's column: white behind a sidebar laid over the others, its content inside its
  /// frame, and a line at its trailing edge where another column follows.
  mutating func paintColumn(_ node: ScreenNode, _ context: Context) {
    if node.marks.contains(.overlaySidebar) {
      svg.rect(node.frame, .fill(SVGPalette.background))
    }
    paintChildren(node, context, clippedTo: node.frame)
    if node.frame.maxX < size.width - 0.5 {
      let x = node.frame.maxX - 0.5
      svg.line(
        from: CGPoint(x: x, y: node.frame.minY), to: CGPoint(x: x, y: node.frame.maxY),
        color: SVGPalette.separator)
    }
  }

  /// The inspector's column: its content on white, behind a line at its leading edge.
  mutating func paintInspector(_ node: ScreenNode, _ context: Context) {
    svg.rect(node.frame, .fill(SVGPalette.background))
    paintChildren(node, context, clippedTo: node.frame)
    let x = node.frame.minX + 0.5
    svg.line(
      from: CGPoint(x: x, y: node.frame.minY), to: CGPoint(x: x, y: node.frame.maxY),
      color: SVGPalette.separator)
  }
}
