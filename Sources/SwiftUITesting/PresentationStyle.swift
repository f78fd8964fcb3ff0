import SwiftUI

/// How a presentation shows after adapting to the space, as ``XCUIElement/presentationStyle`` reports
/// it. XCUITest has no such property; on iOS the same fact is the kind of element the system made.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A sheet from the bottom edge, resting at a detent.
  case sheet
  /// A card in the middle of a regular-width screen (an iPad's sheet).
  case formSheet
  /// A sheet attached to a Mac window.
  case windowSheet
  /// The whole screen.
  case fullScreenCover
  /// A bubble pointing at what presented it.
  case popover
  /// An alert in the middle of the screen.
  case alert
  /// A confirmation dialog's bubble.
  case dialog
  /// A menu's list of actions.
  case menu
  /// An inspector shown as a trailing column.
  case column

  init(_ style: ScreenPresentationStyle) {
    // The runtime's styles and these have the same names; a test in this module holds them equal.
    self.init(rawValue: style.rawValue)!
  }

  /// The style's name.
  public var description: String { rawValue }
}
