import SwiftUI

/// How a shape is painted: its fill, its outline, and how opaque it is.
struct SVGPaint {
  /// The fill colour (`#RRGGBB`), or nil for none.
  var fill: String?
  /// The outline's colour, or nil for none.
  var stroke: String?
  /// The outline's width in points.
  var strokeWidth: CGFloat = 1
  /// The opacity, 1 when nil.
  var opacity: Double?

  /// A fill in a colour.
  static func fill(_ color: String, opacity: Double? = nil) -> SVGPaint {
    SVGPaint(fill: color, opacity: opacity)
  }

  /// An outline in a colour.
  static func stroke(_ color: String, width: CGFloat = 1) -> SVGPaint {
    SVGPaint(fill: nil, stroke: color, strokeWidth: width)
  }

  /// The attributes that say so, in a fixed order.
  var attributes: [(String, String?)] {
    [
      ("fill", fill ?? "none"), ("stroke", stroke),
      ("stroke-width", stroke == nil || strokeWidth == 1 ? nil : SVGWriter.number(strokeWidth)),
      ("opacity", opacity.map { SVGWriter.number(CGFloat($0)) }),
    ]
  }
}

/// How a line of text is drawn: its size, weight, colour and which end sits at its x.
struct SVGTextStyle {
  /// The size in points.
  var size: CGFloat = SVGTextStyle.bodySize
  /// Drawn semibold.
  var isBold = false
  /// The colour (`#RRGGBB`).
  var color = SVGPalette.label
  /// `start`, `middle` or `end`.
  var anchor = "start"

  /// The size the layout measures text at: 17 points, 8.5 points a character on average.
  static let bodySize: CGFloat = 17
}

extension SVGWriter {
  /// A rectangle, with rounded corners when `radius` is more than zero.
  mutating func rect(_ frame: CGRect, radius: CGFloat = 0, _ paint: SVGPaint) {
    let n = SVGWriter.number
    let corner = radius > 0 ? n(min(radius, min(frame.width, frame.height) / 2)) : nil
    element(
      "rect",
      [
        ("x", n(frame.minX)), ("y", n(frame.minY)), ("width", n(max(0, frame.width))),
        ("height", n(max(0, frame.height))), ("rx", corner),
      ] + paint.attributes)
  }

  /// A straight line.
  mutating func line(from start: CGPoint, to end: CGPoint, color: String, width: CGFloat = 1) {
    let n = SVGWriter.number
    element(
      "line",
      [("x1", n(start.x)), ("y1", n(start.y)), ("x2", n(end.x)), ("y2", n(end.y))]
        + SVGPaint.stroke(color, width: width).attributes.filter { $0.0 != "fill" })
  }

  /// A circle.
  mutating func circle(center: CGPoint, radius: CGFloat, _ paint: SVGPaint) {
    let n = SVGWriter.number
    element("circle", [("cx", n(center.x)), ("cy", n(center.y)), ("r", n(radius))] + paint.attributes)
  }

  /// A path from its `d` attribute.
  mutating func path(_ data: String, _ paint: SVGPaint, evenOdd: Bool = false) {
    element("path", [("d", data)] + paint.attributes + [("fill-rule", evenOdd ? "evenodd" : nil)])
  }

  /// One line of text with its baseline at `y`; the body size and black, the document's defaults,
  /// are left out.
  mutating func text(_ string: String, x: CGFloat, y: CGFloat, _ style: SVGTextStyle) {
    let n = SVGWriter.number
    element(
      "text",
      [
        ("x", n(x)), ("y", n(y)),
        ("font-size", style.size == SVGTextStyle.bodySize ? nil : n(style.size)),
        ("font-weight", style.isBold ? "600" : nil),
        ("fill", style.color == SVGPalette.label ? nil : style.color),
        ("text-anchor", style.anchor == "start" ? nil : style.anchor),
      ], text: string)
  }

  /// Opens a group that shows only what lies inside a rectangle; ``close(_:)`` it with `g`.
  mutating func openClip(_ frame: CGRect, radius: CGFloat = 0) {
    let id = makeID("clip")
    open("clipPath", [("id", id)])
    rect(frame, radius: radius, SVGPaint(fill: nil))
    close("clipPath")
    open("g", [("clip-path", "url(#\(id))")])
  }
}
