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
