import SwiftUI

extension TerminalSession {
  /// A click taps what is under it (a text field takes the focus, a stepper's − and + step it); the
  /// wheel scrolls what is under it.
  func handle(_ event: MouseEvent) {
    switch event.kind {
    case .press(button: 0):
      click(column: event.column, row: event.row)
    case .wheelUp, .wheelDown:
      let point = layout.deviceCell(column: event.column, row: event.row).map {
        CellMetrics.point(column: $0.column, row: $0.row)
      }
      scroll(towardsEnd: event.kind == .wheelDown, at: point)
    default:
      break
    }
  }

  private func click(column: Int, row: Int) {
    guard var cell = layout.deviceCell(column: column, row: row) else { return }
    let screen = self.screen
    // A bubble drawn a row away from its frame takes clicks where it is drawn.
    for bubble in screen.root.children {
      let shift = BubbleGeometry.shift(for: bubble, in: screen.root)
      let drawn = CellMetrics.rect(bubble.frame).offsetBy(x: 0, y: shift)
      if shift != 0 && drawn.contains(x: cell.column, y: cell.row) { cell.row -= shift }
    }
    let point = CellMetrics.point(column: cell.column, row: cell.row)
    guard let node = HitTester.node(at: point, in: screen) else { return }
    let actions = screen.actions[node.id]
    focus(node)
    switch node.role {
    case .textField, .searchField, .secureTextField, .textView:
      return
    case .slider:
      let rect = SliderGeometry.track(in: CellMetrics.rect(node.frame), node: node)
      if rect.width > 1, let adjust = actions?.adjustPosition {
        let position = Double(min(max(cell.column - rect.x, 0), rect.width - 1)) / Double(rect.width - 1)
        perform { adjust(position) }
      }
    case .stepper:
      let controls = StepperGeometry.controls(in: CellMetrics.rect(node.frame))
      if cell.column >= controls.plus.x && cell.column < controls.plus.maxX,
        let increment = actions?.increment
      {
        perform(increment)
      } else if cell.column >= controls.minus.x && cell.column < controls.minus.maxX,
        let decrement = actions?.decrement
      {
        perform(decrement)
      }
    default:
      if let tap = actions?.tap { perform(tap) }
    }
  }
}
