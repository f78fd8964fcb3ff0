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
    }
  }
}
