import SwiftUI

/// The screen as an SVG picture: the device's outline with its status bar and home indicator, and
/// every element drawn in the frame the layout gave it, in points. What the test host's `app.svg()`
/// returns, a `.svg` snapshot records and `trips snapshot --format svg` prints.
package enum ScreenSVG {
  /// A picture of a screen, framed by its device.
  ///
  /// ```swift
  /// host.updateIfNeeded()
  /// let picture = ScreenSVG.render(host.screen)
  /// try picture.write(to: URL(fileURLWithPath: "screen.svg"), atomically: true, encoding: .utf8)
  /// ```
  ///
  /// - Parameter screen: The screen a host read after an update.
  /// - Returns: An SVG document, one element a line, ending with a newline.
  @MainActor
  package static func render(_ screen: Screen) -> String {
    var painter = SVGPainter(geometry: screen.geometry)
    painter.paintDocument(screen.root)
    return painter.svg.text
  }
}

/// Draws a screen's nodes into an ``SVGWriter``, in the order the screen lists them, so that what is
/// presented covers what presents it.
struct SVGPainter {
  var svg = SVGWriter()
  let geometry: SceneGeometry
  let chrome: DeviceChrome
  /// The screen's size in points.
  let size: CGSize

  init(geometry: SceneGeometry) {
    self.geometry = geometry
    self.chrome = geometry.chrome
    self.size = geometry.size
  }

  /// What a node inherits from the nodes around it.
  struct Context {
    /// The tint buttons, links and selected tabs are drawn in.
    var tint = SVGPalette.accent
    /// What the node may draw in, in screen points: nothing outside it shows.
    var clip: CGRect
    /// The bar or box the node sits in.
    var container = Container.content
    var isInCell = false
    var isInSelectedCell = false
    /// Inside a `ContentUnavailableView`: texts are centred.
    var isCentered = false
    /// The colour of texts with none of their own: a button's colour for the views it is made of.
    var textColor: String?

    enum Container {
      case content, navigationBar, tabBar, toolbar, alert
    }
  }

  /// The whole document: the device, the screen inside it, the system's bars over it.
  mutating func paintDocument(_ root: ScreenNode) {
    let frame = deviceFrame
    let n = SVGWriter.number
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(frame.outer.width)),
        ("height", n(frame.outer.height)),
        ("viewBox", "0 0 \(n(frame.outer.width)) \(n(frame.outer.height))"),
        ("font-family", "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"),
        ("font-size", n(SVGTextStyle.bodySize)),
      ])
    svg.element("title", [], text: "\(geometry.description) (\(Int(size.width)) x \(Int(size.height)))")
    paintDeviceBody(frame)
    svg.open("g", [("transform", "translate(\(n(frame.screen.minX)) \(n(frame.screen.minY)))")])
    svg.openClip(CGRect(origin: .zero, size: size), radius: frame.cornerRadius)
    svg.rect(CGRect(origin: .zero, size: size), .fill(SVGPalette.background))
    let context = Context(clip: CGRect(origin: .zero, size: size))
    for child in root.children {
      paint(child, context)
    }
    svg.close("g")
    paintSystemBars()
    svg.close("g")
    svg.close("svg")
  }

  /// Draws a node and what it holds, unless it lies wholly outside what shows (a container with no
  /// size of its own is still looked into).
  mutating func paint(_ node: ScreenNode, _ inherited: Context) {
    if !node.frame.intersects(inherited.clip) && (!node.frame.isEmpty || node.children.isEmpty) { return }
    var context = inherited
    if let tint = node.facts.tint, let hex = SVGPalette.hex(tint) {
      context.tint = hex
    }
    switch node.role {
    case .window, .group, .picker:
      if node.marks.contains(.contentUnavailable) { context.isCentered = true }
      paintChildren(node, context)
    case .scrollView:
      paintChildren(node, context, clippedTo: node.frame)
    case .table: paintTable(node, context)
    case .shape: paintShape(node)
    case .other: paintOther(node, context)
    case .column: paintColumn(node, context)
    case .inspector: paintInspector(node, context)
    case .navigationBar: paintNavigationBar(node, context)
    case .tabBar: paintTabBar(node, context)
    case .toolbar: paintToolbar(node, context)
    case .sheet, .fullScreenCover, .popover: paintCard(node, context)
    case .alert, .dialog: paintAlert(node, context)
    default: paintControl(node, context)
    }
  }

  /// An element of no particular kind: a labelled shape, the area outside a presentation (not drawn),
  /// an open menu, the dimming beside a sidebar, or a plain container.
  private mutating func paintOther(_ node: ScreenNode, _ context: Context) {
    if node.facts.shape != nil { paintShape(node) }
    if node.marks.contains(.outside) { return }
    if node.facts.presentation?.style == .menu {
      paintMenu(node, context)
    } else if node.marks.contains(.dimming) {
      svg.rect(node.frame, .fill(SVGPalette.dimming, opacity: SVGPalette.dimmingOpacity))
    } else {
      paintChildren(node, context)
    }
  }

  /// A control or a text.
  private mutating func paintControl(_ node: ScreenNode, _ context: Context) {
    switch node.role {
    case .staticText: paintText(node, context)
    case .image: paintImage(node, context)
    case .button: paintAnyButton(node, context)
    case .link: paintLink(node, context)
    case .datePicker, .colorWell: paintValueButton(node, context)
    case .segmentedControl: paintSegmentedControl(node, context)
    case .pickerWheel: paintPickerWheel(node, context)
    case .slider: paintSlider(node, context)
    case .secureTextField, .textField, .searchField: paintTextField(node, context)
    case .textView: paintTextView(node, context)
    case .disclosureTriangle: paintDisclosureTriangle(node, context)
    case .cell: paintCell(node, context)
    case .stepper: paintStepper(node, context)
    case .toggle: paintToggle(node, context)
    case .progressIndicator, .activityIndicator: paintProgress(node, context)
    default: paintChildren(node, context)
    }
  }

  /// Draws a node's children, inside a rectangle (with rounded corners when a radius is given) when
  /// one is given.
  mutating func paintChildren(
    _ node: ScreenNode, _ inherited: Context, clippedTo frame: CGRect? = nil, radius: CGFloat = 0
  ) {
    var context = inherited
    if let frame {
      context.clip = context.clip.intersection(frame)
      svg.openClip(frame, radius: radius)
    }
    for child in node.children {
      paint(child, context)
    }
    if frame != nil { svg.close("g") }
  }
}
