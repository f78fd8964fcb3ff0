/// A key press or a mouse event, decoded from the bytes a terminal sends.
package enum Key: Equatable, Sendable {
  /// A printable character (including space).
  case character(Unicode.Scalar)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Delete (forward).
  case delete
  /// Escape, alone.
  case escape
  /// Arrows.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// A function key, F1 to F12.
  case function(Int)
  /// A control key other than those above: Ctrl-A is 1, Ctrl-C is 3.
  case control(UInt8)
  /// A mouse event (SGR reporting).
  case mouse(MouseEvent)
  /// Bytes that made no sense (a broken escape sequence, invalid UTF-8), dropped.
  case unknown

  /// Ctrl-C.
  package static let interrupt = Key.control(3)
}

/// A mouse event, in terminal cells counted from 0.
package struct MouseEvent: Equatable, Sendable {
  /// What happened.
  package enum Kind: Equatable, Sendable {
    /// A button went down: 0 left, 1 middle, 2 right.
    case press(button: Int)
    /// A button went up.
    case release(button: Int)
    /// The wheel turned up (scroll towards the top).
    case wheelUp
    /// The wheel turned down (scroll towards the bottom).
    case wheelDown
    /// The pointer moved with a button down.
    case drag(button: Int)
  }

  /// What happened.
  package var kind: Kind
  /// The column, from 0.
  package var column: Int
  /// The row, from 0.
  package var row: Int

  /// A mouse event.
  package init(kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }

  /// Decodes an SGR report `ESC [ < code ; column ; row (M|m)` from its three numbers and final byte.
  package init?(sgrCode code: Int, column: Int, row: Int, isRelease: Bool) {
    guard column >= 1, row >= 1 else { return nil }
    let button = code & 0b11
    if code & 64 != 0 {
      switch button {
      case 0: kind = .wheelUp
      case 1: kind = .wheelDown
      default: return nil
      }
    } else if code & 32 != 0 {
      guard button < 3 else { return nil }
      kind = .drag(button: button)
    } else if isRelease {
      kind = .release(button: button)
    } else {
      guard button < 3 else { return nil }
      kind = .press(button: button)
    }
    self.column = column - 1
    self.row = row - 1
  }
}
