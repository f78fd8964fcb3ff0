import SwiftUI

extension SVGPainter {
  /// The label that leads a control, in black, grey while disabled.
  private mutating func paintControlLabel(_ node: ScreenNode, in frame: CGRect, _ context: Context) {
    guard !node.marks.contains(.labelHidden) else { return }
    let color = node.isEnabled ? context.textColor ?? SVGPalette.label : SVGPalette.tertiaryLabel
    drawLabel(node.label, in: frame, SVGTextStyle(color: color))
  }

  /// A switch: its label, then the track at the trailing edge, green (or the tint) when on.
  mutating func paintToggle(_ node: ScreenNode, _ context: Context) {
    let (track, label) = node.frame.divided(atDistance: min(51, node.frame.width), from: .maxXEdge)
    paintControlLabel(node, in: label, context)
    let isOn = node.value == "1"
    let switchFrame = CGRect(x: track.minX, y: track.midY - 15.5, width: track.width, height: 31)
    let onColor = context.tint == SVGPalette.accent ? SVGPalette.on : context.tint
    svg.rect(
      switchFrame, radius: 15.5, .fill(isOn ? onColor : SVGPalette.off, opacity: node.isEnabled ? nil : 0.5))
    let knobX = isOn ? switchFrame.maxX - 15.5 : switchFrame.minX + 15.5
    svg.circle(
      center: CGPoint(x: knobX, y: switchFrame.midY), radius: 13.5,
      SVGPaint(fill: SVGPalette.background, stroke: SVGPalette.selection, strokeWidth: 0.5))
  }

  /// A stepper: its label, then the minus and plus buttons on a grey capsule, each grey when it cannot
  /// go that way.
  mutating func paintStepper(_ node: ScreenNode, _ context: Context) {
    let (control, label) = node.frame.divided(atDistance: min(94, node.frame.width), from: .maxXEdge)
    paintControlLabel(node, in: label, context)
    let capsule = CGRect(x: control.minX, y: control.midY - 16, width: control.width, height: 32)
    svg.rect(capsule, radius: 8, .fill(SVGPalette.fill))
    svg.line(
      from: CGPoint(x: capsule.midX, y: capsule.minY + 8), to: CGPoint(x: capsule.midX, y: capsule.maxY - 8),
      color: SVGPalette.separator)
    let (minus, plus) = capsule.divided(atDistance: capsule.width / 2, from: .minXEdge)
    for (half, sign, mark) in [(minus, "−", ScreenMarks.canDecrement), (plus, "+", .canIncrement)] {
      let enabled = node.isEnabled && node.marks.contains(mark)
      drawLabel(
        sign, in: half,
        SVGTextStyle(size: 22, color: enabled ? SVGPalette.label : SVGPalette.tertiaryLabel, anchor: "middle")
      )
    }
  }

  /// A slider: the track between its end labels, filled in the tint up to its knob.
  mutating func paintSlider(_ node: ScreenNode, _ context: Context) {
    paintChildren(node, context)
    var track = node.frame
    if let minimum = node.children.first(where: { $0.frame.minX <= node.frame.minX }) {
      track = track.divided(atDistance: minimum.frame.maxX - track.minX + 8, from: .minXEdge).remainder
    }
    if let maximum = node.children.last(where: {
      $0.frame.maxX >= node.frame.maxX && $0.frame.minX > track.minX
    }) {
      track = track.divided(atDistance: track.maxX - maximum.frame.minX + 8, from: .maxXEdge).remainder
    }
    let fraction = CGFloat(min(1, max(0, node.facts.fractionCompleted ?? 0)))
    let knobX = track.minX + 13.5 + (track.width - 27) * fraction
    let bar = CGRect(x: track.minX, y: track.midY - 2, width: track.width, height: 4)
    svg.rect(bar, radius: 2, .fill("#E5E5EA"))
    let filled = CGRect(x: bar.minX, y: bar.minY, width: knobX - bar.minX, height: 4)
    svg.rect(filled, radius: 2, .fill(node.isEnabled ? context.tint : SVGPalette.tertiaryLabel))
    svg.circle(
      center: CGPoint(x: knobX, y: track.midY), radius: 13.5,
      SVGPaint(fill: SVGPalette.background, stroke: SVGPalette.selection, strokeWidth: 0.5))
  }

  /// A text, secure or search field: its text, or its placeholder in grey, in a rounded box (a bare
  /// line in a form's row, a grey capsule with a magnifier for search); the box is tinted while focused.
  mutating func paintTextField(_ node: ScreenNode, _ context: Context) {
    let text = TextFieldValue.text(of: node)
    var textFrame = node.frame.insetBy(dx: 8, dy: 0)
    if node.role == .searchField {
      svg.rect(node.frame, radius: 10, .fill(SVGPalette.fill))
      drawLabel(
        "⌕", in: textFrame.divided(atDistance: 20, from: .minXEdge).slice,
        SVGTextStyle(color: SVGPalette.secondaryLabel, anchor: "middle"))
      textFrame = textFrame.divided(atDistance: 24, from: .minXEdge).remainder
    } else if !context.isInCell {
      let focused = node.marks.contains(.focused)
      svg.rect(
        node.frame, radius: 6,
        SVGPaint(
          fill: SVGPalette.background, stroke: focused ? context.tint : SVGPalette.separator,
          strokeWidth: focused ? 2 : 1))
    } else {
      textFrame = node.frame
    }
    if text.isEmpty {
      let placeholder = node.facts.placeholder ?? node.label
      drawLabel(placeholder, in: textFrame, SVGTextStyle(color: SVGPalette.secondaryLabel))
    } else {
      let color = node.isEnabled ? SVGPalette.label : SVGPalette.tertiaryLabel
      drawLabel(text, in: textFrame, SVGTextStyle(color: color))
    }
  }

  /// A text editor: its text wrapped in a rounded box.
  mutating func paintTextView(_ node: ScreenNode, _ context: Context) {
    svg.rect(node.frame, radius: 6, SVGPaint(fill: SVGPalette.background, stroke: SVGPalette.separator))
    drawLabel(TextFieldValue.text(of: node), in: node.frame.insetBy(dx: 8, dy: 4), SVGTextStyle())
  }

  /// A progress view: its label, then a bar filled in the tint as far as it has come; a spinner while
  /// it is indeterminate.
  mutating func paintProgress(_ node: ScreenNode, _ context: Context) {
    guard let fraction = node.facts.fractionCompleted else {
      paintSpinner(at: CGPoint(x: node.frame.midX, y: node.frame.midY))
      return
    }
    var bar = node.frame
    if !node.label.isEmpty && node.frame.height >= Self.lineHeight + 8 {
      let (label, rest) = node.frame.divided(atDistance: Self.lineHeight, from: .minYEdge)
      drawLabel(node.label, in: label, SVGTextStyle())
      bar = rest
    }
    let track = CGRect(x: bar.minX, y: bar.midY - 2, width: bar.width, height: 4)
    svg.rect(track, radius: 2, .fill("#E5E5EA"))
    let done = CGRect(
      x: track.minX, y: track.minY, width: track.width * CGFloat(min(1, max(0, fraction))), height: 4)
    svg.rect(done, radius: 2, .fill(context.tint))
  }

  /// An activity indicator's eight spokes, fading round.
  private mutating func paintSpinner(at center: CGPoint) {
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4
      let (inner, outer): (CGFloat, CGFloat) = (5, 10)
      svg.element(
        "line",
        [
          ("x1", SVGWriter.number(center.x + inner * cos(angle))),
          ("y1", SVGWriter.number(center.y + inner * sin(angle))),
          ("x2", SVGWriter.number(center.x + outer * cos(angle))),
          ("y2", SVGWriter.number(center.y + outer * sin(angle))),
          ("stroke", SVGPalette.secondaryLabel), ("stroke-width", "2.5"), ("stroke-linecap", "round"),
          ("opacity", SVGWriter.number(1 - CGFloat(spoke) * 0.1)),
        ])
    }
  }

  /// A segmented control: a grey capsule, the chosen segment raised in white, each option's title.
  mutating func paintSegmentedControl(_ node: ScreenNode, _ context: Context) {
    svg.rect(node.frame, radius: 8, .fill(SVGPalette.fill))
    for segment in node.children {
      if segment.isSelected {
        svg.rect(
          segment.frame.insetBy(dx: 2, dy: 2), radius: 7,
          SVGPaint(fill: SVGPalette.background, stroke: SVGPalette.selection, strokeWidth: 0.5))
      }
      let color = segment.isEnabled ? SVGPalette.label : SVGPalette.tertiaryLabel
      drawLabel(
        segment.label, in: segment.frame,
        SVGTextStyle(isBold: segment.isSelected, color: color, anchor: "middle"))
    }
  }

  /// A wheel picker: the chosen option on a grey band in the middle of the wheel.
  mutating func paintPickerWheel(_ node: ScreenNode, _ context: Context) {
    let band = CGRect(x: node.frame.minX, y: node.frame.midY - 17, width: node.frame.width, height: 34)
    svg.rect(band, radius: 8, .fill(SVGPalette.fill))
    drawLabel(node.value ?? "", in: band, SVGTextStyle(anchor: "middle"))
  }

  /// A disclosure group's header: its label, and a chevron in the tint at the trailing end, pointing
  /// down while the group is open.
  mutating func paintDisclosureTriangle(_ node: ScreenNode, _ context: Context) {
    paintControlLabel(node, in: node.frame, context)
    let center = CGPoint(x: node.frame.maxX - 10, y: node.frame.midY)
    let n = SVGWriter.number
    let path =
      node.value == "1"
      ? "M\(n(center.x - 6)) \(n(center.y - 3.5)) L\(n(center.x)) \(n(center.y + 3.5)) L\(n(center.x + 6)) \(n(center.y - 3.5))"
      : "M\(n(center.x - 3.5)) \(n(center.y - 6)) L\(n(center.x + 3.5)) \(n(center.y)) L\(n(center.x - 3.5)) \(n(center.y + 6))"
    svg.path(
      path,
      SVGPaint(fill: nil, stroke: node.isEnabled ? context.tint : SVGPalette.tertiaryLabel, strokeWidth: 2))
  }
}
