import ScreenRendering
import SwiftUI

extension TerminalSession {
  /// Handles keys in order. Characters typed into a focused text field in one go (a paste) are typed
  /// at once: one update of the app, whatever their number.
  package func handle(_ keys: [Key]) {
    var index = 0
    while index < keys.count, !wantsQuit {
      if case .character = keys[index], let field = focusedTextField {
        let text = Self.characters(in: keys, from: &index)
        message = nil
        typeAtCaret(text, into: field)
        collectMessages()
        continue
      }
      handle(keys[index])
      index += 1
    }
  }

  /// The text of the run of characters at an index, which moves past them. Collected as UTF-8 and
  /// made a string once, away from the main actor: appending scalar by scalar, or checking the actor
  /// for every byte, costs several times more for a long paste.
  private nonisolated static func characters(in keys: [Key], from index: inout Int) -> String {
    var utf8: [UInt8] = []
    while index < keys.count, case .character(let scalar) = keys[index] {
      UTF8.encode(scalar) { utf8.append($0) }
      index += 1
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Handles one key.
  package func handle(_ key: Key) {
    if key == .unknown { return }
    message = nil
    if showsHelp || showsNotes, key != .interrupt {
      // The key that opened the overlay closes it, as Esc and q do; any other key also acts.
      let opener: Key = showsHelp ? .character("?") : .character("n")
      showsHelp = false
      showsNotes = false
      if key == .escape || key == opener || key == .character("q") { return }
    }
    if confirmsQuit(key) { return }
    if case .character = key {} else { typingRun = nil }
    if let field = focusedTextField, editLine(key, in: field) {
      collectMessages()
      return
    }
    switch key {
    case .interrupt:
      quit()
    case .tab, .down:
      moveFocus(by: 1)
    case .backTab, .up:
      moveFocus(by: -1)
    case .left:
      moveFocusHorizontally(towardsTrailing: false)
    case .right:
      moveFocusHorizontally(towardsTrailing: true)
    case .home:
      if let first = focusables.first { focus(first.node) }
    case .end:
      if let last = focusables.last { focus(last.node) }
    case .enter:
      activate(isEnter: true)
    case .escape:
      goBack()
    case .backspace, .delete:
      deleteBackward()
    case .pageDown:
      scroll(towardsEnd: true, at: nil)
    case .pageUp:
      scroll(towardsEnd: false, at: nil)
    case .control(4):
      if focusedTextField == nil { requestQuit() }
    case .control(18):
      rotate()
    case .control(12):
      break  // Ctrl-L: the run loop redraws everything.
    case .character(let scalar):
      command(scalar)
    case .mouse(let event):
      handle(event)
    case .control, .function, .unknown:
      break
    }
    collectMessages()
  }

  // MARK: Focus

  var focusedTextField: ScreenNode? {
    guard let node = focused?.node, node.role.takesText else { return nil }
    return node
  }

  func moveFocus(by step: Int) {
    let all = focusables
    guard !all.isEmpty, let current = tracker.resolve(in: all) else {
      _ = scrollsToReveal(from: nil, next: nil, step: step)
      return
    }
    let following = current + step
    let shown = all.indices.contains(following) ? all[following] : nil
    if scrollsToReveal(from: all[current], next: shown, step: step) { return }
    let next = ((current + step) % all.count + all.count) % all.count
    focus(all[next].node)
  }

  /// Moves to the nearest element to the left or right (into the next column), or along the order
  /// when there is none.
  private func moveFocusHorizontally(towardsTrailing: Bool) {
    let all = focusables
    guard let index = tracker.resolve(in: all) else { return }
    let frame = all[index].node.frame
    var best: (node: ScreenNode, score: CGFloat)?
    for candidate in all {
      let other = candidate.node.frame
      let isBeside = towardsTrailing ? other.minX >= frame.maxX - 1 : other.maxX <= frame.minX + 1
      guard isBeside else { continue }
      let dx = towardsTrailing ? other.minX - frame.maxX : frame.minX - other.maxX
      let score = abs(other.midY - frame.midY) * 4 + max(0, dx)
      if best == nil || score < best!.score { best = (candidate.node, score) }
    }
    if let best {
      focus(best.node)
    } else {
      moveFocus(by: towardsTrailing ? 1 : -1)
    }
  }

  // MARK: Acting on the focused element

  func activate(isEnter: Bool) {
    guard let node = focused?.node else { return }
    switch node.role {
    case .textView:
      if isEnter { type("\n", into: node) }
    case .textField, .secureTextField:
      guard isEnter else { return }
      // Return submits the field (its onSubmit actions run); where the app did not move the focus
      // itself, it goes on to the next element.
      if let submit = screen.actions[node.id]?.typeText { perform { submit("\n") } }
      if !screen.containsNode(where: { $0.marks.contains(.focused) }) { moveFocus(by: 1) }
    case .searchField:
      if isEnter { moveFocus(by: 1) }
    case .stepper, .slider, .pickerWheel, .datePicker, .colorWell:
      step(up: true)
    default:
      guard let tap = screen.actions[node.id]?.tap else { return }
      perform(tap)
    }
  }

  /// Backspace in a secure field or a text view (a text field edits at its caret instead): a masked
  /// value cannot be edited as text, so the field takes the delete key.
  private func deleteBackward() {
    guard let field = focusedTextField else { return }
    type("\u{8}", into: field)
  }

  func step(up: Bool) {
    let stepped: [ScreenRole] = [.stepper, .slider, .pickerWheel, .datePicker, .colorWell]
    guard let node = focused?.node, stepped.contains(node.role) else { return }
    let actions = screen.actions[node.id]
    guard let action = up ? actions?.increment : actions?.decrement else {
      message = up ? "At the top of its range" : "At the bottom of its range"
      return
    }
    perform(action)
  }

  /// Shows a row's swipe actions and focuses the first of them; the same key again hides them.
  func swipe(revealingTrailing: Bool) {
    guard let focused = focused else { return }
    let screen = self.screen
    let cell = focused.node.role == .cell ? focused.node : enclosingCell(of: focused.node, in: screen)
    guard let cell, let actions = screen.actions[cell.id] else { return }
    guard let action = revealingTrailing ? actions.swipeLeft : actions.swipeRight else {
      message = "This row has no \(revealingTrailing ? "trailing" : "leading") swipe actions"
      return
    }
    focus(cell)
    perform(action)
    let row = CellMetrics.textRow(cell.frame)
    if let first = focusables.first(where: {
      $0.node.facts.swipeEdge != nil && CellMetrics.textRow($0.node.frame) == row
    }) {
      focus(first.node)
    }
  }

  private func enclosingCell(of node: ScreenNode, in screen: Screen) -> ScreenNode? {
    screen.lastNode { $0.role == .cell && $0.containsDescendant { $0.id == node.id } }
  }

  // MARK: Scene

  func rotate() {
    guard mode == .device else {
      message = "A Mac window does not rotate: resize the terminal instead"
      return
    }
    host.geometry.orientation = host.geometry.orientation == .portrait ? .landscape : .portrait
    host.updateIfNeeded()
  }

  /// Scrolls the list or scroll view under a point (in points), or the one with the focus, or the
  /// frontmost.
  func scroll(towardsEnd: Bool, at point: CGPoint?) {
    let screen = self.screen
    var container = HitTester.scrollContainer(at: point, in: screen)
    if point == nil, let focusedID = focused?.node.id {
      let containers = screen.allNodes.filter {
        ($0.role == .table || $0.role == .scrollView) && $0.isHittable
      }
      if let holding = containers.last(where: { $0.containsDescendant { $0.id == focusedID } }) {
        container = holding
      }
    }
    guard let container, let actions = screen.actions[container.id] else { return }
    guard let action = towardsEnd ? actions.swipeUp : actions.swipeDown else { return }
    perform(action)
  }
}
