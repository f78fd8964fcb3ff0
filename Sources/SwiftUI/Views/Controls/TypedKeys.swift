/// Typing keys into a string: the delete key ("\u{8}", or DEL) takes the last character back; a line
/// break submits where `submit` is given, and is a new line where it is not.
@MainActor
enum TypedKeys {
  static func apply(_ typed: String, to binding: Binding<String>, submit: (() -> Void)?) {
    var text = binding.wrappedValue
    func flush() { if text != binding.wrappedValue { binding.wrappedValue = text } }
    for character in typed {
      switch character {
      case "\u{8}", "\u{7F}":
        if !text.isEmpty { text.removeLast() }
      case "\n", "\r", "\r\n":
        guard let submit else {
          text.append("\n")
          continue
        }
        flush()
        submit()
        text = binding.wrappedValue
      default:
        text.append(character)
      }
    }
    flush()
  }
}

extension ScreenBuilder {
  /// Makes a node a place to type, as text fields, secure fields and editors are: it shows whether it
  /// has the focus, a tap gives it the focus, and typing takes the focus first. With `submit`, each
  /// line break runs those `onSubmit` actions and then, unless one moved the focus, lets go of it, as
  /// return does; without, a line break starts a new line.
  mutating func setTextEntryActions(
    _ node: inout ScreenNode, binding: Binding<String>, focus: FocusTarget?, submit: [() -> Void]?
  ) {
    if focus?.isFocused() == true { node.marks.insert(.focused) }
    // Not `Optional.map`: its closure, made here, would be checked for the main actor at each call.
    var submitLine: (() -> Void)?
    if let submit {
      submitLine = {
        for action in submit { action() }
        if focus?.isFocused() == true { focus?.resign() }
      }
    }
    setActions(node) {
      $0.tap = { focus?.focus() }
      $0.typeText = { typed in
        if focus?.isFocused() == false { focus?.focus() }
        TypedKeys.apply(typed, to: binding, submit: submitLine)
      }
      $0.replaceText = { binding.wrappedValue = $0 }
    }
  }
}
