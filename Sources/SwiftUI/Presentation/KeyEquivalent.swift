/// A key a keyboard shortcut presses, as `keyboardShortcut(_:modifiers:)` takes.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public let character: Character

  /// The key that types a character.
  ///
  /// - Parameter character: The character.
  public init(_ character: Character) {
    self.character = character
  }

  /// The key of a character literal: `.keyboardShortcut("n")`.
  ///
  /// - Parameter character: The character.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self.character = character
  }

  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{8}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{7F}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Modifiers from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Function.
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]
}

extension KeyboardShortcut {
  /// A shortcut of a key and modifiers. Return and Escape with no modifiers are the default and
  /// cancel actions, as on Apple's platforms.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held with it.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    switch (key, modifiers) {
    case (.return, []): self = .defaultAction
    case (.escape, []): self = .cancelAction
    default: self.init(name: "\(modifiers.rawValue):\(key.character.unicodeScalars.map(\.value))")
    }
  }
}

extension View {
  /// Gives a button a keyboard shortcut of a key and modifiers.
  ///
  /// The shortcut is recorded and reported; the terminal acts on Return and Escape (see DIVERGENCES).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held with it.
  /// - Returns: The view with its shortcut.
  @inlinable
  public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
}
