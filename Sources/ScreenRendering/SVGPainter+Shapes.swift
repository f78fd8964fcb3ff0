import SwiftUI

extension SVGPainter {
  /// A shape: its outline in screen points, filled (by the even-odd rule where it asks) or stroked, in
  /// its colour or black; a clear shape draws nothing.
  mutating func paintShape(_ node: ScreenNode) {
    guard let shape = node.facts.shape else { return }
    let color: String
    if let named = shape.color {
      guard let hex = SVGPalette.hex(named) else { return }
      color = hex
    } else {
      color = SVGPalette.label
    }
    let data = Self.pathData(shape.path)
    guard !data.isEmpty else { return }
    if let lineWidth = shape.lineWidth {
      svg.path(data, .stroke(color, width: lineWidth))
    } else {
      svg.path(data, .fill(color), evenOdd: shape.evenOdd)
    }
  }

  /// A path as SVG's path data: each subpath's points joined by lines, closed where it closes.
  static func pathData(_ path: Path) -> String {
    let n = SVGWriter.number
    var parts: [String] = []
    for polygon in path.polygons {
      for (index, point) in polygon.points.enumerated() {
        parts.append((index == 0 ? "M" : "L") + n(point.x) + " " + n(point.y))
      }
      if polygon.isClosed { parts.append("Z") }
    }
    return parts.joined(separator: " ")
  }
}
