import SwiftUI

/// Paints a ``Screen`` into a ``CellGrid``: each element where its frame falls once points are turned
/// into cells, in the order the screen lists them, so that presentations cover what they present.
///
/// The painter works in the device's cells and adds `origin` to reach the grid's; everything it draws
/// is clipped to `viewport` (the part of the device the terminal shows).
package struct ScreenPainter {
  /// Where the device's top-left cell lies on the grid (may be negative when the device is clipped).
  package var origin: (x: Int, y: Int)
  /// The part of the grid that shows the device.
  package var viewport: CellRect
  /// The styles.
  package var palette: Palette
  /// The element with the keyboard focus.
  package var focusedID: Int?
  /// The device's size in cells.
  package var deviceSize: (columns: Int, rows: Int)
  /// Where the caret is in the focused text field: how many characters follow it (0: at the end).
  package var caretFromEnd = 0

  /// A painter for a device placed at `origin` on the grid, showing through `viewport`.
  package init(
    origin: (x: Int, y: Int), viewport: CellRect, deviceSize: (columns: Int, rows: Int), palette: Palette,
    focusedID: Int?
  ) {
    self.origin = origin
    self.viewport = viewport
    self.deviceSize = deviceSize
    self.palette = palette
    self.focusedID = focusedID
  }

  /// What a node inherits from the nodes around it.
  struct Context {
    var tint: TerminalColor
    var isInCell = false
    var isInSelectedCell = false
    var isCentered = false
    var container: Container = .content
    var isPlainList = false

    enum Container {
      case content, navigationBar, tabBar, toolbar, alert
    }
  }

  /// Paints the screen's tree.
  package func paint(_ root: ScreenNode, into grid: inout CellGrid) {
    let saved = grid.clip
    grid.clip = saved.intersection(viewport)
    let context = Context(tint: palette.color(palette.accent))
    for child in root.children {
      let shift = BubbleGeometry.shift(for: child, in: root)
      if shift == 0 {
        paint(child, context, into: &grid)
      } else {
        var moved = self
        moved.origin.y += shift
        moved.deviceDimming = deviceRect
        moved.paint(child, context, into: &grid)
      }
    }
    grid.clip = saved
  }

  // MARK: Geometry

  /// A frame's cells on the grid.
  func cells(_ frame: CGRect) -> CellRect {
    CellMetrics.rect(frame).offsetBy(x: origin.x, y: origin.y)
  }

  /// The grid column of an x coordinate.
  func column(_ x: CGFloat) -> Int { CellMetrics.column(x) + origin.x }

  /// The grid row a one-line label in the frame sits on.
  func textRow(_ frame: CGRect) -> Int { CellMetrics.textRow(frame) + origin.y }

  /// The device's whole area on the grid.
  var deviceRect: CellRect {
    deviceDimming ?? CellRect(x: origin.x, y: origin.y, width: deviceSize.columns, height: deviceSize.rows)
  }

  /// The device's area when the painter's origin was moved for a bubble.
  var deviceDimming: CellRect?

  // MARK: Dispatch

  func paint(_ node: ScreenNode, _ inherited: Context, into grid: inout CellGrid) {
    var context = inherited
    if let tint = node.facts.tint, let color = TerminalColor(tint) {
      context.tint = palette.color(color)
    }
    let highlight = paintStructure(node, context, into: &grid)
    if let highlight, node.id == focusedID {
      grid.restyle(highlight) { $0.attributes.insert(.reverse) }
    }
  }

  /// Containers, bars, presentations and shapes; controls go to ``paintControl(_:_:into:)``.
  /// Returns the cells to highlight when the node has the focus.
  private func paintStructure(_ node: ScreenNode, _ inherited: Context, into grid: inout CellGrid)
    -> CellRect?
  {
    var context = inherited
    switch node.role {
    case .window, .scrollView:
      paintChildren(node, context, clippedTo: cells(node.frame), into: &grid)
    case .table:
      context.isPlainList = node.facts.listStyle == .plain
      paintChildren(node, context, clippedTo: cells(node.frame), into: &grid)
    case .group:
      if node.marks.contains(.contentUnavailable) { context.isCentered = true }
      paintChildren(node, context, into: &grid)
    case .shape:
      paintShape(node, context, into: &grid)
      return cells(node.frame)
    case .other:
      return paintOther(node, context, into: &grid)
    case .column:
      paintColumn(node, context, into: &grid)
    case .inspector:
      paintInspector(node, context, into: &grid)
    case .navigationBar:
      paintNavigationBar(node, context, into: &grid)
    case .tabBar:
      paintTabBar(node, context, into: &grid)
    case .toolbar:
      paintToolbar(node, context, into: &grid)
    case .sheet, .fullScreenCover, .popover:
      paintCard(node, context, into: &grid)
    case .alert, .dialog:
      paintAlert(node, context, into: &grid)
    default:
      return paintControl(node, context, into: &grid)
    }
    return nil
  }

  /// An element of no particular kind: a labelled shape, the area outside a presentation, a menu, the
  /// dimming beside a sidebar, or a plain container.
  private func paintOther(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect? {
    var highlight: CellRect?
    if node.facts.shape != nil {
      paintShape(node, context, into: &grid)
      highlight = cells(node.frame)
    }
    if node.marks.contains(.outside) { return highlight }
    if node.facts.presentation?.style == .menu {
      paintAlert(node, context, into: &grid)
    } else if node.marks.contains(.dimming) {
      dim(cells(node.frame), in: &grid)
    } else {
      paintChildren(node, context, into: &grid)
    }
    return highlight
  }

  /// A control or a text. Returns the cells to highlight when it has the focus.
  private func paintControl(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect? {
    switch node.role {
    case .staticText: return paintText(node, context, into: &grid)
    case .image: return paintImage(node, context, into: &grid)
    case .button: return paintAnyButton(node, context, into: &grid)
    case .link: return paintLink(node, context, into: &grid)
    case .datePicker, .colorWell: return paintValueButton(node, context, into: &grid)
    case .segmentedControl: paintSegmentedControl(node, context, into: &grid)
    case .picker: paintChildren(node, context, into: &grid)
    case .pickerWheel: return paintPickerWheel(node, context, into: &grid)
    case .slider: return paintSlider(node, context, into: &grid)
    case .secureTextField, .textField, .searchField: paintTextField(node, context, into: &grid)
    case .textView: paintTextView(node, context, into: &grid)
    case .disclosureTriangle: return paintDisclosureTriangle(node, context, into: &grid)
    case .cell: return paintCell(node, context, into: &grid)
    case .stepper: return paintStepper(node, context, into: &grid)
    case .toggle: return paintToggle(node, context, into: &grid)
    case .progressIndicator, .activityIndicator: return paintProgress(node, context, into: &grid)
    default: paintChildren(node, context, into: &grid)
    }
    return nil
  }

  /// A button as its style and its value ask: bordered, showing a value (a menu picker), or plain.
  private func paintAnyButton(_ node: ScreenNode, _ context: Context, into grid: inout CellGrid) -> CellRect {
    if context.container == .content, node.facts.controlStyle != nil, node.facts.controlStyle != "borderless"
    {
      return paintStyledButton(node, context, into: &grid)
    }
    if node.value != nil && context.container != .alert {
      return paintValueButton(node, context, into: &grid)
    }
    return paintButton(node, context, into: &grid)
  }

  func paintChildren(
    _ node: ScreenNode, _ context: Context, clippedTo clip: CellRect? = nil, into grid: inout CellGrid
  ) {
    let saved = grid.clip
    if let clip { grid.clip = saved.intersection(clip) }
    for child in node.children {
      paint(child, context, into: &grid)
    }
    grid.clip = saved
  }

  /// Makes what is already drawn in a rectangle faint: what a presentation covers.
  func dim(_ rect: CellRect, in grid: inout CellGrid) {
    grid.restyle(rect) { style in
      style.attributes.insert(.dim)
      style.attributes.remove(.bold)
      style.background = .default
    }
  }
}
