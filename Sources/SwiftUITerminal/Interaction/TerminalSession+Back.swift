import ScreenRendering
import SwiftUI

extension TerminalSession {
  /// Esc: closes what is in front, as a person would. An alert takes its cancel button; a dialog or a
  /// popover takes a tap outside it; a sheet presses its button whose key is Esc (on a Mac, its
  /// cancellation action), else goes back inside its own stack, else is swiped down (which the app
  /// may refuse: then it stays); before all that, a focused search field is cleared, then left, and
  /// revealed swipe actions hide; a sidebar over the content slides away; else the
  /// frontmost back button is tapped.
  func goBack() {
    if clearsSearch() || hidesSwipeActions() { return }
    let screen = self.screen
    let presentations: Set<ScreenRole> = [.sheet, .fullScreenCover, .popover, .alert, .dialog]
    if let front = screen.root.children.last(where: { presentations.contains($0.role) }) {
      switch front.role {
      case .alert:
        let buttons = front.children.filter { $0.role == .button }
        let cancel =
          buttons.first { $0.facts.buttonRole == .cancel } ?? (buttons.count == 1 ? buttons.first : nil)
        if let cancel, let tap = screen.actions[cancel.id]?.tap {
          perform(tap)
        } else {
          message = "Choose one of the alert's buttons"
        }
      case .dialog, .popover:
        tapOutside(in: screen)
      default:
        if let cancel = front.descendants.last(where: { isUsableCancelButton($0, in: screen) }),
          let tap = screen.actions[cancel.id]?.tap
        {
          // Esc presses a sheet's cancel button (a Mac's cancellation action), as AppKit's sheets do.
          perform(tap)
        } else if let back = front.descendants.last(where: { isUsableBackButton($0, in: screen) }),
          let tap = screen.actions[back.id]?.tap
        {
          perform(tap)
        } else if let swipe = screen.actions[front.id]?.swipeDown {
          let before = front.frame
          perform(swipe)
          let after = self.screen.root.children.last { presentations.contains($0.role) }
          if after?.role == front.role && after?.frame == before
            && after?.facts.presentation?.style == front.facts.presentation?.style
          {
            message =
              "It stays: this \(front.role == .fullScreenCover ? "cover" : "sheet") can't be swiped away"
          }
        }
      }
      return
    }
    if let dimming = screen.lastNode(where: { $0.marks.contains(.dimming) && $0.isHittable }),
      let tap = screen.actions[dimming.id]?.tap
    {
      perform(tap)
      return
    }
    if let back = screen.lastNode(where: { isUsableBackButton($0, in: screen) }),
      let tap = screen.actions[back.id]?.tap
    {
      perform(tap)
      return
    }
    message = "Nothing to go back to"
  }

  /// Esc in a search field: clears its text, or, when it is empty, leaves it for what follows it.
  private func clearsSearch() -> Bool {
    guard let field = focused?.node, field.role == .searchField else { return false }
    if TextFieldValue.text(of: field).isEmpty {
      moveFocus(by: 1)
    } else if let replace = screen.actions[field.id]?.replaceText {
      caret = nil
      perform { replace("") }
    }
    return true
  }

  /// Esc while a row shows its swipe actions: they hide (a tap on a row does that), and the focus
  /// goes back to the row.
  private func hidesSwipeActions() -> Bool {
    let screen = self.screen
    guard let button = screen.firstNode(where: { $0.facts.swipeEdge != nil && $0.isHittable }) else {
      return false
    }
    let cells = screen.allNodes.filter { $0.role == .cell && $0.isHittable }
    let row = CellMetrics.textRow(button.frame)
    guard
      let cell = cells.first(where: { $0.containsDescendant { $0.id == button.id } })
        ?? cells.first(where: { CellMetrics.textRow($0.frame) == row }) ?? cells.first,
      let tap = screen.actions[cell.id]?.tap
    else { return false }
    perform(tap)
    if let same = self.screen.firstNode(where: { $0.role == .cell && $0.label == cell.label }) {
      focus(same)
    }
    return true
  }

  private func isUsableCancelButton(_ node: ScreenNode, in screen: Screen) -> Bool {
    node.role == .button && node.facts.keyboardShortcut == .cancelAction && node.isHittable
      && node.isEnabled && screen.actions[node.id]?.tap != nil
  }

  private func isUsableBackButton(_ node: ScreenNode, in screen: Screen) -> Bool {
    node.marks.contains(.backButton) && node.isHittable && node.isEnabled
      && screen.actions[node.id]?.tap != nil
  }

  private func tapOutside(in screen: Screen) {
    guard let outside = screen.root.children.last(where: { $0.marks.contains(.outside) }),
      let tap = screen.actions[outside.id]?.tap
    else {
      message = "It stays: this can't be dismissed by tapping outside"
      return
    }
    perform(tap)
  }
}
