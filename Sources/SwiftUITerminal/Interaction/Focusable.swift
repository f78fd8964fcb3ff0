import SwiftUI

/// An element the keyboard can reach, with where it sits.
package struct Focusable {
  /// The element.
  package var node: ScreenNode
  /// The leading edge of the split-view column (or inspector) it is in: columns are read one after
  /// the other.
  package var region: CGFloat
  /// In a navigation bar or a tab bar (not where focus lands by default).
  package var isInBar: Bool
  /// The role of the presentation it is in, if any (the frontmost one, since covered elements are not
  /// hittable).
  package var presentation: ScreenRole?

  /// The row it is read on.
  var row: Int { CellMetrics.textRow(node.frame) }
}

/// The elements the keyboard can reach, in reading order: each column top to bottom, left to right
/// within a row. An element is reachable when it is hittable, enabled and does something (a tap,
/// typing, stepping). A list row stands for the controls inside it, except its swipe actions.
@MainActor
package enum FocusOrder {
  /// The reachable elements of a screen, in reading order.
  package static func focusables(in screen: Screen) -> [Focusable] {
    var result: [Focusable] = []
    func visit(
      _ node: ScreenNode, region: CGFloat, inBar: Bool, presentation: ScreenRole?, inFocusableCell: Bool
    ) {
      var region = region
      var inBar = inBar
      var presentation = presentation
      var inFocusableCell = inFocusableCell
      switch node.role {
      case .column, .inspector: region = node.frame.minX
      case .navigationBar, .tabBar, .toolbar: inBar = true
      case .sheet, .fullScreenCover, .popover, .alert, .dialog: presentation = node.role
      default: break
      }
      if isReachable(node, in: screen, insideFocusableCell: inFocusableCell) {
        result.append(Focusable(node: node, region: region, isInBar: inBar, presentation: presentation))
        if node.role == .cell { inFocusableCell = true }
      }
      // A stepper is one stop (+ and − step it), not its label and its two buttons.
      for child in node.handedOutChildren where node.role != .stepper {
        visit(
          child, region: region, inBar: inBar, presentation: presentation, inFocusableCell: inFocusableCell)
      }
    }
    visit(screen.root, region: 0, inBar: false, presentation: nil, inFocusableCell: false)
    return result.enumerated().sorted { a, b in
      let (left, right) = (a.element, b.element)
      if left.region != right.region { return left.region < right.region }
      if left.row != right.row { return left.row < right.row }
      if left.node.frame.minX != right.node.frame.minX { return left.node.frame.minX < right.node.frame.minX }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// Whether the keyboard can reach an element.
  static func isReachable(_ node: ScreenNode, in screen: Screen, insideFocusableCell: Bool) -> Bool {
    guard node.isHittable, node.isEnabled, let actions = screen.actions[node.id] else { return false }
    if !node.marks.isDisjoint(with: [.outside, .dimming]) { return false }
    switch node.role {
    case .cell:
      // A row that does nothing when tapped is still reachable for its swipe actions.
      return actions.tap != nil
        && (!node.marks.contains(.inert) || actions.swipeLeft != nil || actions.swipeRight != nil)
    case .textField, .searchField, .secureTextField, .textView:
      return actions.typeText != nil || actions.replaceText != nil
    case .stepper, .slider, .pickerWheel, .datePicker, .colorWell:
      // A stepper stays reachable at both of its bounds: it still shows its value.
      return true
    case .button, .toggle:
      if insideFocusableCell && node.facts.swipeEdge == nil { return false }
      return actions.tap != nil
    case .sheet, .fullScreenCover, .popover, .table, .scrollView:
      return false
    default:
      return actions.tap != nil
    }
  }
}
