import SwiftUI

/// Where the person is, as far as the keyboard focus cares: how many presentations are up, and the
/// frontmost navigation bar's title and back button. Comparing two tells a step forward (a push, a
/// sheet) from a step back (a pop, a dismissal): forward, the focus starts on the new screen's first
/// control, as iOS's keyboard focus does; back, it returns to where it was.
struct FocusContext: Equatable {
  /// Sheets, covers, popovers, alerts and dialogs shown.
  var presentations: Int
  /// The frontmost navigation bar's title.
  var title: String?
  /// The title of the frontmost back button (the screen below).
  var backTitle: String?

  /// The context of a screen.
  init(_ screen: Screen) {
    let roles: Set<ScreenRole> = [.sheet, .fullScreenCover, .popover, .alert, .dialog]
    presentations = screen.root.children.count { roles.contains($0.role) }
    let hittable = screen.allNodes.filter(\.isHittable)
    title = hittable.last { $0.marks.contains(.navigationTitle) }?.label
    backTitle = hittable.last { $0.marks.contains(.backButton) }?.label
  }

  /// Whether this context is a step forward from an earlier one: a presentation more, or a screen
  /// pushed over the earlier one (its back button names the earlier screen, or says "Back").
  func isForward(from earlier: FocusContext) -> Bool {
    if presentations != earlier.presentations { return presentations > earlier.presentations }
    guard title != earlier.title, let backTitle else { return false }
    return backTitle == earlier.title || backTitle == "Back" || earlier.backTitle == nil
  }
}
