/// Expands `@Entry` on a property in an extension of `EnvironmentValues` (or `Transaction`) into a
/// key type and the accessors that read and write the value through it.
///
/// `@Entry var accent: Color = .blue` gains `get { self[__Key_accent.self] }` and a setter, and beside
/// it `private struct __Key_accent: SwiftUI.EnvironmentKey { static var defaultValue: Color { .blue } }`:
/// the default is evaluated when it is first needed, each time. A property of optional type may leave
/// out the default (it is `nil`); an explicit type is required.
enum EntryExpansion {
  /// The key protocol of each type `@Entry` may extend.
  static let keyProtocols = [
    "EnvironmentValues": "SwiftUI.EnvironmentKey",
    "Transaction": "SwiftUI.TransactionKey",
  ]

  static func expand(_ declaration: SyntaxText, role: String, in parent: SyntaxText?) -> PluginReply {
    let entry: Entry
    switch Entry.read(declaration, in: parent) {
    case .success(let read): entry = read
    case .failure(let diagnostic): return .expansion(source: nil, diagnostics: [diagnostic])
    }
    switch role {
    case "accessor":
      let key = "__Key_\(entry.name)"
      return .expansion(
        source: "get {\n  self[\(key).self]\n}\nset {\n  self[\(key).self] = newValue\n}", diagnostics: [])
    case "peer":
      return .expansion(
        source: """
          private struct __Key_\(entry.name): \(entry.keyProtocol) {
            typealias Value = \(entry.type)
            static var defaultValue: Value { \(entry.defaultValue) }
          }
          """, diagnostics: [])
    default:
      return .expansion(source: "", diagnostics: [])
    }
  }
}

/// What `@Entry` needs of the property it is attached to.
struct Entry {
  var name: String
  var type: String
  var defaultValue: String
  var keyProtocol: String

  /// Reads `[attributes] [modifiers] var name: Type [= default]`, or says what is wrong with it.
  static func read(_ declaration: SyntaxText, in parent: SyntaxText?) -> Result<Entry, MacroDiagnostic> {
    let source = SwiftSource(declaration.source)
    func error(_ message: String, at index: Int) -> Result<Entry, MacroDiagnostic> {
      .failure(MacroDiagnostic(message, fileName: declaration.fileName, offset: declaration.offset + index))
    }
    guard let keyProtocol = keyProtocol(of: parent) else {
      return error(
        "'@Entry' can only be used in an extension of EnvironmentValues or Transaction",
        at: source.skipTrivia(from: 0))
    }
    guard let keyword = introducer(in: source) else {
      return error("'@Entry' can only be applied to a 'var' declaration", at: source.skipTrivia(from: 0))
    }
    guard source.hasWord("var", at: keyword) else {
      return error("'@Entry' can only be applied to a 'var' declaration, not a 'let'", at: keyword)
    }
    let nameStart = source.skipTrivia(from: keyword + 3)
    guard let name = source.identifier(at: nameStart) else {
      return error("'@Entry' needs a property with a name", at: nameStart)
    }
    let (type, defaultValue) = typeAndDefault(source, after: name.end)
    guard let type, !type.isEmpty else {
      return error(
        "'@Entry' requires an explicit type annotation, such as ': \(name.name)Type'", at: name.end)
    }
    let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
    guard let value = defaultValue ?? (isOptional ? "nil" : nil) else {
      return error(
        "'@Entry' requires a default value for a property of non-optional type '\(type)'", at: name.end)
    }
    return .success(Entry(name: name.name, type: type, defaultValue: value, keyProtocol: keyProtocol))
  }

  /// The index of `var` or `let` after the attributes and modifiers.
  private static func introducer(in source: SwiftSource) -> Int? {
    var i = source.skipTrivia(from: 0)
    while i < source.bytes.count {
      if source.bytes[i] == UInt8(ascii: "@") {
        guard let attribute = source.identifier(at: i + 1) else { return nil }
        i = attribute.end
        if i < source.bytes.count, source.bytes[i] == UInt8(ascii: "("), let close = source.closing(of: i) {
          i = close + 1
        }
      } else if source.hasWord("var", at: i) || source.hasWord("let", at: i) {
        return i
      } else if let word = source.identifier(at: i) {
        i = word.end
        if i < source.bytes.count, source.bytes[i] == UInt8(ascii: "("), let close = source.closing(of: i) {
          i = close + 1  // `private(set)`
        }
      } else {
        return nil
      }
      i = source.skipTrivia(from: i)
    }
    return nil
  }

  /// The type after `:` and the expression after `=`, each trimmed, if written.
  private static func typeAndDefault(_ source: SwiftSource, after index: Int) -> (String?, String?) {
    let rest = index..<source.bytes.count
    let parts = source.split(rest, at: UInt8(ascii: "="))
    let head = source[parts[0]].trimmingSpaces
    let type = head.hasPrefix(":") ? String(head.dropFirst()).trimmingSpaces : nil
    guard parts.count > 1, let first = parts.dropFirst().first else { return (type, nil) }
    let value = source[first.lowerBound..<rest.upperBound].trimmingSpaces
    return (type, value.isEmpty ? nil : value)
  }

  /// The key protocol for the type the enclosing extension extends, or nil where `@Entry` is misused.
  private static func keyProtocol(of parent: SyntaxText?) -> String? {
    guard let parent else { return nil }
    let source = SwiftSource(parent.source)
    var i = source.skipTrivia(from: 0)
    while i < source.bytes.count, !source.hasWord("extension", at: i) {
      i = source.step(at: i)
    }
    guard i < source.bytes.count else { return nil }
    var typeName = ""
    var cursor = source.skipTrivia(from: i + "extension".utf8.count)
    while let part = source.identifier(at: cursor) {
      typeName = part.name
      cursor = part.end
      guard cursor < source.bytes.count, source.bytes[cursor] == UInt8(ascii: ".") else { break }
      cursor += 1
    }
    return EntryExpansion.keyProtocols[typeName]
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
