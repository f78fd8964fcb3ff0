import SwiftUI

/// Finds what a click at a point would reach: the frontmost element under it that reacts, unless a
/// card (sheet, popover, alert, dialog) lies over the point first.
@MainActor
package enum HitTester {
  /// Roles that stop a click from reaching what lies under them.
  private static let opaque: Set<ScreenRole> = [.sheet, .fullScreenCover, .popover, .alert, .dialog]

  /// The element a click at a point (in points) reaches, if any.
  package static func node(at point: CGPoint, in screen: Screen) -> ScreenNode? {
    // Depth first, then from the last painted to the first: children before their parents. A
    // stepper is one target (the click's place picks − or +), not its label and buttons.
    var order: [ScreenNode] = []
    func visit(_ node: ScreenNode) {
      order.append(node)
      if node.role != .stepper { node.handedOutChildren.forEach(visit) }
    }
    screen.root.children.forEach(visit)
    let slack = CGSize(width: CellMetrics.columnWidth / 2, height: CellMetrics.rowHeight / 2)
    for node in order.reversed() {
      let area = node.frame.insetBy(dx: -slack.width / 2, dy: -slack.height / 2)
      guard area.contains(point) else { continue }
      if opaque.contains(node.role) { return nil }
      guard node.isHittable, node.isEnabled, let actions = screen.actions[node.id] else { continue }
      switch node.role {
      case .textField where actions.typeText != nil, .searchField where actions.typeText != nil: return node
      case .secureTextField where actions.typeText != nil, .textView where actions.typeText != nil:
        return node
      case .stepper, .slider, .pickerWheel, .datePicker, .colorWell: return node
      case .cell where node.marks.contains(.inert): continue
      default: if actions.tap != nil { return node }
      }
    }
    return nil
  }

  /// The frontmost scrolling container (a list or a scroll view) under a point, or the frontmost
  /// hittable one when the point is nil.
  package static func scrollContainer(at point: CGPoint?, in screen: Screen) -> ScreenNode? {
    let containers = screen.allNodes.filter {
      ($0.role == .table || $0.role == .scrollView) && $0.isHittable
    }
    if let point, let under = containers.last(where: { $0.frame.contains(point) }) { return under }
    return containers.last
  }
}
