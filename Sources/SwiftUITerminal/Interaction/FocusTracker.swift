import SwiftUI

/// Keeps the keyboard focus on the same element across updates, although every update builds a new
/// screen: an element is found again by its role, label and identifier (the nearest one when several
/// match). When it is gone (a screen was pushed, a sheet appeared), focus lands on a sensible default,
/// and comes back to an earlier element when that one returns (the sheet went away, the screen popped).
package struct FocusTracker: Sendable {
  /// What identifies an element from one screen to the next.
  package struct Key: Equatable, Sendable {
    var role: ScreenRole
    var label: String
    var identifier: String?
    var frame: CGRect
    /// The presentation it is in: focus never follows a label into a new alert or sheet.
    var presentation: ScreenRole?

    init(_ focusable: Focusable) {
      role = focusable.node.role
      label = focusable.node.label
      identifier = focusable.node.identifier
      frame = focusable.node.frame
      presentation = focusable.presentation
    }

    func matches(_ focusable: Focusable) -> Bool {
      let node = focusable.node
      return node.role == role && node.label == label && node.identifier == identifier
        && focusable.presentation == presentation
    }
  }

  private(set) var current: Key?
  private var history: [Key] = []

  /// A tracker with no focus yet.
  package init() {}

  /// Moves the focus to an element.
  package mutating func focus(_ focusable: Focusable) {
    if let current, !current.matches(focusable) { remember(current) }
    current = Key(focusable)
  }

  private mutating func remember(_ key: Key) {
    history.removeAll { $0.role == key.role && $0.label == key.label && $0.identifier == key.identifier }
    history.append(key)
    if history.count > 16 { history.removeFirst() }
  }

  /// Finds the focused element among the reachable ones (an index into `focusables`), choosing a new
  /// one when it is gone: one focused earlier that is back (unless `restoringHistory` is false: a new
  /// screen, where an element of the same name is another element), else the default.
  package mutating func resolve(in focusables: [Focusable], restoringHistory: Bool = true) -> Int? {
    guard !focusables.isEmpty else { return nil }
    if let current, let index = Self.nearest(current, in: focusables) {
      self.current = Key(focusables[index])
      return index
    }
    if restoringHistory, let current, let index = Self.samePlace(current, in: focusables) {
      self.current = Key(focusables[index])
      return index
    }
    if let current { remember(current) }
    for key in history.reversed() where restoringHistory {
      if let index = Self.nearest(key, in: focusables) {
        self.current = Key(focusables[index])
        return index
      }
    }
    let index = Self.defaultIndex(in: focusables)
    current = Key(focusables[index])
    return index
  }

  /// An element of the same role where the focused one was: a stepper whose label shows its value,
  /// a row renamed in place.
  private static func samePlace(_ key: Key, in focusables: [Focusable]) -> Int? {
    focusables.firstIndex { focusable in
      let frame = focusable.node.frame
      return focusable.node.role == key.role && focusable.presentation == key.presentation
        && abs(frame.midY - key.frame.midY) < CellMetrics.rowHeight / 2
        && abs(frame.minX - key.frame.minX) < CellMetrics.columnWidth * 2
    }
  }

  private static func nearest(_ key: Key, in focusables: [Focusable]) -> Int? {
    var best: (index: Int, distance: CGFloat)?
    for (index, focusable) in focusables.enumerated() where key.matches(focusable) {
      let frame = focusable.node.frame
      let distance = abs(frame.midX - key.frame.midX) + abs(frame.midY - key.frame.midY)
      if best == nil || distance < best!.distance { best = (index, distance) }
    }
    return best?.index
  }

  /// Where focus lands when nothing earlier is there: an alert's or dialog's default or cancel
  /// button, else the first element outside the bars, else the first.
  static func defaultIndex(in focusables: [Focusable]) -> Int {
    let modal = focusables.indices.filter { [.alert, .dialog].contains(focusables[$0].presentation) }
    if !modal.isEmpty {
      if let index = modal.first(where: { focusables[$0].node.facts.keyboardShortcut == .defaultAction }
      ) {
        return index
      }
      if let index = modal.first(where: { focusables[$0].node.facts.buttonRole == .cancel }) { return index }
      return modal[0]
    }
    return focusables.firstIndex { !$0.isInBar } ?? 0
  }
}
