import Foundation

/// Expands `#Preview` into a registry type the preview viewer finds at run time.
///
/// `#Preview("Name", traits: .landscapeLeft) { body }` becomes a uniquely named type conforming to
/// `SwiftUI.PreviewRegistry` whose `makePreview()` returns `SwiftUI.Preview("Name", traits:
/// .landscapeLeft) { body }`: the arguments are the ones the compiler already checked against the
/// macro's signature, passed on unchanged. Declarations marked `@Previewable` at the top of the body
/// become the stored properties of a view the registry nests, whose body is the rest, so that
/// `@Previewable @State var count = 3` is state as it is in any view.
enum PreviewExpansion {
  static func expand(_ syntax: SyntaxText, discriminator: String) -> PluginReply {
    let source = SwiftSource(syntax.source)
    let start = source.skipTrivia(from: 0)
    guard start < source.bytes.count, source.bytes[start] == UInt8(ascii: "#"),
      let macroName = source.identifier(at: start + 1)
    else {
      return failure("#Preview could not be read here", syntax, at: start)
    }
    let parts = split(source, after: macroName.end)
    let line = syntax.line + source.bytes[0..<start].filter { $0 == UInt8(ascii: "\n") }.count
    let name = uniqueName(discriminator: discriminator, provided: "PreviewRegistry")
    var body = parts.closure.map { source[$0] } ?? ""
    var nested = ""
    if let closure = parts.closure {
      let lifted = PreviewableLifting(source: source, body: closure)
      if !lifted.declarations.isEmpty {
        nested = lifted.wrapperView(named: "Previewable")
        body = "\n      Previewable()\n    "
      }
    }
    let call =
      parts.closure == nil
      ? "SwiftUI.Preview\(source[parts.arguments])" : "SwiftUI.Preview\(source[parts.arguments]) {\(body)}"
    let expanded = """
      @MainActor
      struct \(name): SwiftUI.PreviewRegistry {
        static let fileID: String = \(literal(syntax.fileID))
        static let line: Int = \(line)
        static func makePreview() throws -> SwiftUI.Preview {
          \(call)
        }\(nested)
      }
      """
    return .expansion(source: expanded, diagnostics: [])
  }

  /// The argument list (with its parentheses, possibly empty) and the trailing closure's contents.
  private static func split(_ source: SwiftSource, after index: Int) -> (
    arguments: Range<Int>, closure: Range<Int>?
  ) {
    var cursor = source.skipTrivia(from: index)
    var arguments = index..<index
    if cursor < source.bytes.count, source.bytes[cursor] == UInt8(ascii: "("),
      let close = source.closing(of: cursor)
    {
      arguments = cursor..<close + 1
      cursor = source.skipTrivia(from: close + 1)
    }
    guard cursor < source.bytes.count, source.bytes[cursor] == UInt8(ascii: "{"),
      let close = source.closing(of: cursor)
    else { return (arguments, nil) }
    return (arguments, cursor + 1..<close)
  }

  /// A name for a declaration a macro introduces, unique in the program: the compiler accepts such
  /// a name without the macro declaring it. It is the expansion's discriminator followed by the
  /// provided name's length and text and the unique-name suffix.
  static func uniqueName(discriminator: String, provided: String) -> String {
    "\(discriminator)\(provided.utf8.count)\(provided)fMu_"
  }

  /// A string literal holding `text`.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"\(escaped)\""
  }

  private static func failure(_ message: String, _ syntax: SyntaxText, at index: Int) -> PluginReply {
    .expansion(
      source: nil,
      diagnostics: [MacroDiagnostic(message, fileName: syntax.fileName, offset: syntax.offset + index)])
  }
}

/// The `@Previewable` declarations at the top level of a preview's body, and the rest of the body.
struct PreviewableLifting {
  private(set) var declarations: [String] = []
  private(set) var rest = ""

  init(source: SwiftSource, body: Range<Int>) {
    var cursor = body.lowerBound
    var restStart = body.lowerBound
    while cursor < body.upperBound {
      let statement = source.skipTrivia(from: cursor)
      guard statement < body.upperBound else { break }
      let end = Self.endOfStatement(source, from: statement, limit: body.upperBound)
      if source.hasWord("@Previewable", at: statement) || Self.isPreviewable(source, statement) {
        rest += source[restStart..<statement]
        let text = source[statement..<end]
        declarations.append(text.replacingFirst("@Previewable", with: "").trimmed)
        restStart = end
      }
      cursor = max(end, statement + 1)
    }
    rest += source[restStart..<body.upperBound]
  }

  private static func isPreviewable(_ source: SwiftSource, _ index: Int) -> Bool {
    index < source.bytes.count && source.bytes[index] == UInt8(ascii: "@")
      && source.identifier(at: index + 1)?.name == "Previewable"
  }

  /// A statement ends at the first line break outside brackets, strings and comments.
  private static func endOfStatement(_ source: SwiftSource, from start: Int, limit: Int) -> Int {
    var i = start
    while i < limit {
      let byte = source.bytes[i]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") { return i }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        i = (source.closing(of: i) ?? limit - 1) + 1
      } else {
        i = source.step(at: i)
      }
    }
    return limit
  }

  /// A view holding the declarations as its properties, with the rest of the body as its body.
  func wrapperView(named name: String) -> String {
    let properties = declarations.map { "\n    \($0)" }.joined()
    return """

        struct \(name): SwiftUI.View {\(properties)
          var body: some SwiftUI.View {\(rest)}
        }
      """
  }
}

extension String {
  fileprivate var trimmed: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }

  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
