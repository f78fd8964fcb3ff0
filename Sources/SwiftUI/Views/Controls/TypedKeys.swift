/// Typing keys into a string: the delete key ("\u{8}", or DEL) takes the last character back; a line
/// break ("\n", "\r" or "\r\n") submits where `submit` is given, and is a new line where it is not.
@MainActor
enum TypedKeys {
  /// Applies what was typed to the text a binding holds, writing it back once, and once before each
  /// submit.
  ///
  /// The keys that do something other than insert are ASCII controls, each a character of its own
  /// (a grapheme always breaks around a control; only "\r\n" is one character of two), so they are
  /// found among the UTF-8 bytes and the text between them is appended whole: a paste of a megabyte
  /// appended character by character, each compared with the keys, cost some 700 instructions a
  /// byte.
  ///
  /// - Parameters:
  ///   - typed: The keys, as the text they type.
  ///   - binding: The text typed into.
  ///   - submit: What a line break does, or nil where it starts a new line.
  static func apply(_ typed: String, to binding: Binding<String>, submit: (() -> Void)?) {
    var text = binding.wrappedValue
    func flush() { if text != binding.wrappedValue { binding.wrappedValue = text } }
    let bytes = typed.utf8
    var runStart = bytes.startIndex
    var index = bytes.startIndex
    while index != bytes.endIndex {
      var next = bytes.index(after: index)
      switch bytes[index] {
      case 0x08, 0x7F:  // backspace, delete
        text += typed[runStart..<index]
        if !text.isEmpty { text.removeLast() }
      case 0x0A, 0x0D:  // line feed, carriage return (and "\r\n", one key)
        text += typed[runStart..<index]
        if bytes[index] == 0x0D, next != bytes.endIndex, bytes[next] == 0x0A { bytes.formIndex(after: &next) }
        if let submit {
          flush()
          submit()
          text = binding.wrappedValue
        } else {
          text.append("\n")
        }
      default:
        index = next
        continue
      }
      index = next
      runStart = next
    }
    text += typed[runStart...]
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
