import Foundation
import SwiftUITesting

/// One thing the random user does, described so that it can be replayed: an element is named by its
/// kind, its label and which of the elements with that label it is.
public enum MonkeyAction: Hashable, Sendable, CustomStringConvertible {
  case act(type: XCUIElement.ElementType, label: String, occurrence: Int, verb: String, text: String?)
  case rotate
  case device(String)
  case windowWidth(Int)
  case swipeDown
  case swipeBack
  case tapOutside
  case openURL(String)
  case relaunch
  /// Types a long text (`length` characters made from `seed`) into a text or search field, a burst of
  /// keys at a time, with an update after each burst.
  case typeLongText(into: MonkeyField, length: Int, seed: UInt64)
  /// Pastes a long text into a field in one update: line breaks, tabs and control characters too.
  case paste(into: MonkeyField, length: Int, seed: UInt64)
  /// Rewrites the session's trips file behind the app's back, with one trip more, as another program
  /// (a sync tool, a second copy of the app) would.
  case editFileBehindTheApp

  public var description: String {
    switch self {
    case .act(let type, let label, let occurrence, let verb, let text):
      let target = "\(type) \"\(label.prefix(40))\"" + (occurrence > 0 ? " #\(occurrence)" : "")
      return text.map { "\(verb) \"\($0)\" into \(target)" } ?? "\(verb) \(target)"
    case .rotate: return "rotate"
    case .device(let name): return "switch to \(name)"
    case .windowWidth(let width): return "resize the window to \(width) points"
    case .swipeDown: return "swipe down"
    case .swipeBack: return "swipe back"
    case .tapOutside: return "tap outside"
    case .openURL(let url): return "open \(url)"
    case .relaunch: return "quit and relaunch"
    case .typeLongText(let field, let length, let seed):
      return "type \(length) characters (text \(seed)) into \(field)"
    case .paste(let field, let length, let seed):
      return "paste \(length) characters (text \(seed)) into \(field)"
    case .editFileBehindTheApp: return "rewrite the trips file behind the app, with one trip more"
    }
  }
}

/// A field the random user types into, named as ``MonkeyAction/act(type:label:occurrence:verb:text:)``
/// names an element: its kind, its label, and which of the elements with that label it is.
public struct MonkeyField: Hashable, Sendable, CustomStringConvertible {
  /// A text field or a search field.
  public let type: XCUIElement.ElementType
  /// Its label.
  public let label: String
  /// Which of the fields of this kind and label it is, from 0.
  public let occurrence: Int

  /// A field.
  public init(type: XCUIElement.ElementType, label: String, occurrence: Int) {
    self.type = type
    self.label = label
    self.occurrence = occurrence
  }

  /// The field as the failure report shows it.
  public var description: String {
    "\(type) \"\(label.prefix(40))\"" + (occurrence > 0 ? " #\(occurrence)" : "")
  }
}
