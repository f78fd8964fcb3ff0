import Foundation

/// A message from the compiler to a macro plugin, as far as this plugin needs to understand it.
///
/// The compiler speaks JSON over standard input and output: each message is an 8-byte little-endian
/// length and then that many bytes of JSON, an object with one key naming the message. The plugin
/// answers each request with one message.
package enum HostMessage: Equatable, Sendable {
  /// The compiler's first message: its protocol version; the plugin answers with its own.
  case getCapability(protocolVersion: Int?)
  /// Expand a freestanding macro (`#Preview`).
  case expandFreestanding(macro: MacroReference, discriminator: String, syntax: SyntaxText)
  /// Expand an attached macro (`@Entry`, `@Previewable`) in one of its roles; `parent` is the
  /// declaration around it (newer compilers send it as the innermost lexical context).
  case expandAttached(
    macro: MacroReference, role: String, discriminator: String, attribute: SyntaxText,
    declaration: SyntaxText,
    parent: SyntaxText?)
  /// A message this plugin does not handle (such as loading a plugin library).
  case other(name: String)

  /// Reads a message from its JSON.
  ///
  /// - Parameter json: The message's bytes, without the length.
  /// - Throws: ``PluginError/malformed(_:)`` when the bytes are not a message.
  package init(json: Data) throws {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let (name, body) = object.first
    else { throw PluginError.malformed("a message is not a JSON object with one key") }
    let fields = body as? [String: Any] ?? [:]
    switch name {
    case "getCapability":
      let capability = fields["capability"] as? [String: Any]
      self = .getCapability(protocolVersion: capability?["protocolVersion"] as? Int)
    case "expandFreestandingMacro":
      self = .expandFreestanding(
        macro: try MacroReference(fields["macro"]), discriminator: fields["discriminator"] as? String ?? "",
        syntax: try SyntaxText(fields["syntax"]))
    case "expandAttachedMacro":
      self = .expandAttached(
        macro: try MacroReference(fields["macro"]), role: fields["macroRole"] as? String ?? "",
        discriminator: fields["discriminator"] as? String ?? "",
        attribute: try SyntaxText(fields["attributeSyntax"]),
        declaration: try SyntaxText(fields["declSyntax"]),
        parent: (try? SyntaxText(fields["parentDeclSyntax"]))
          ?? (fields["lexicalContext"] as? [Any])?.first.flatMap { try? SyntaxText($0) })
    default:
      self = .other(name: name)
    }
  }
}

/// Which macro the compiler asks for: the module and type named in `#externalMacro`, and the name
/// the source used.
package struct MacroReference: Equatable, Sendable {
  /// The module `#externalMacro` names.
  package var moduleName: String
  /// The type `#externalMacro` names: the one this plugin dispatches on.
  package var typeName: String
  /// The macro's name as the source spelled it (the compiler may add a trailing space).
  package var name: String

  /// A reference to a macro.
  ///
  /// - Parameters:
  ///   - moduleName: The module `#externalMacro` names.
  ///   - typeName: The type `#externalMacro` names.
  ///   - name: The macro's name in the source.
  package init(moduleName: String, typeName: String, name: String) {
    self.moduleName = moduleName
    self.typeName = typeName
    self.name = name
  }

  init(_ value: Any?) throws {
    guard let fields = value as? [String: Any], let typeName = fields["typeName"] as? String else {
      throw PluginError.malformed("a macro reference has no type name")
    }
    self.init(
      moduleName: fields["moduleName"] as? String ?? "", typeName: typeName,
      name: (fields["name"] as? String ?? "").trimmingCharacters(in: .whitespaces))
  }
}

/// A piece of source the compiler sends: its text (leading trivia included) and where it starts.
package struct SyntaxText: Equatable, Sendable {
  /// The source text, as written.
  package var source: String
  /// The file's ID (`Module/File.swift`), as `#fileID` gives it.
  package var fileID: String
  /// The file's path.
  package var fileName: String
  /// The UTF-8 offset of the text's start in its file.
  package var offset: Int
  /// The line and column of the text's start, counting from 1.
  package var line: Int
  package var column: Int

  /// A piece of source.
  ///
  /// - Parameters:
  ///   - source: The text.
  ///   - fileID: The file's ID.
  ///   - fileName: The file's path.
  ///   - offset: The UTF-8 offset of the text's start.
  ///   - line: The line of the text's start.
  ///   - column: The column of the text's start.
  package init(
    source: String, fileID: String = "", fileName: String = "", offset: Int = 0, line: Int = 1,
    column: Int = 1
  ) {
    self.source = source
    self.fileID = fileID
    self.fileName = fileName
    self.offset = offset
    self.line = line
    self.column = column
  }

  init(_ value: Any?) throws {
    guard let fields = value as? [String: Any], let source = fields["source"] as? String else {
      throw PluginError.malformed("a syntax node has no source")
    }
    let location = fields["location"] as? [String: Any] ?? [:]
    self.init(
      source: source, fileID: location["fileID"] as? String ?? "",
      fileName: location["fileName"] as? String ?? "",
      offset: location["offset"] as? Int ?? 0, line: location["line"] as? Int ?? 1,
      column: location["column"] as? Int ?? 1)
  }
}

/// What a plugin says to the compiler.
package enum PluginReply: Equatable, Sendable {
  /// The plugin's protocol version.
  case capability(protocolVersion: Int)
  /// The expanded source (nil when the expansion failed) and what to tell the developer.
  case expansion(source: String?, diagnostics: [MacroDiagnostic])

  /// The reply as the JSON the compiler reads.
  package var json: Data {
    let object: [String: Any]
    switch self {
    case .capability(let version):
      object = ["getCapabilityResult": ["capability": ["protocolVersion": version]]]
    case .expansion(let source, let diagnostics):
      var body: [String: Any] = ["diagnostics": diagnostics.map(\.json)]
      if let source { body["expandedSource"] = source }
      object = ["expandMacroResult": body]
    }
    return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }
}

/// A compile error or warning an expansion reports, at a UTF-8 offset in a file.
package struct MacroDiagnostic: Error, Equatable, Sendable {
  /// How serious a diagnostic is.
  package enum Severity: String, Sendable {
    case error, warning, note
  }

  /// What to tell the developer.
  package var message: String
  package var severity: Severity
  /// Where: the file's path and the UTF-8 offset in it.
  package var fileName: String
  package var offset: Int

  /// A diagnostic.
  ///
  /// - Parameters:
  ///   - message: What to tell the developer.
  ///   - severity: An error unless said otherwise.
  ///   - fileName: The file's path.
  ///   - offset: The UTF-8 offset in the file.
  package init(_ message: String, severity: Severity = .error, fileName: String, offset: Int) {
    self.message = message
    self.severity = severity
    self.fileName = fileName
    self.offset = offset
  }

  var json: [String: Any] {
    [
      "message": message, "severity": severity.rawValue,
      "position": ["fileName": fileName, "offset": offset],
      "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
    ]
  }
}

/// Why a message could not be read.
package enum PluginError: Error, Equatable {
  /// The bytes are not a message of the protocol.
  case malformed(String)
}
