import Foundation

/// A macro plugin's side of the conversation with the compiler: reads framed requests, expands the
/// macros this package declares, and writes framed replies.
///
/// ```swift
/// // The plugin executable's whole main.swift:
/// PluginSession.standard.run()
/// ```
package struct PluginSession {
  /// The version of the compiler's plugin protocol this plugin speaks.
  package static let protocolVersion = 7

  private let read: (Int) -> Data?
  private let write: (Data) -> Void

  /// A session over a byte source and sink.
  ///
  /// - Parameters:
  ///   - read: Returns exactly the number of bytes asked for, or nil at the end of the input.
  ///   - write: Sends bytes to the compiler.
  package init(read: @escaping (Int) -> Data?, write: @escaping (Data) -> Void) {
    self.read = read
    self.write = write
  }

  /// The session over standard input and output, as the compiler runs the plugin.
  package static var standard: PluginSession {
    PluginSession(
      read: { count in
        var data = Data()
        while data.count < count {
          let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
          if chunk.isEmpty { return nil }
          data += chunk
        }
        return data
      },
      write: { FileHandle.standardOutput.write($0) })
  }

  /// Answers requests until the compiler closes the input.
  package func run() {
    while let header = read(8) {
      let length = header.withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
      // The compiler may send an empty frame; it asks for nothing.
      guard length > 0 else { continue }
      guard let body = read(length) else { return }
      guard let reply = Self.reply(to: body) else { continue }
      send(reply)
    }
  }

  private func send(_ reply: PluginReply) {
    let json = reply.json
    var length = UInt64(json.count).littleEndian
    write(withUnsafeBytes(of: &length) { Data($0) } + json)
  }

  /// The reply to one request, or nil for a message that needs none.
  ///
  /// - Parameter json: The request's JSON.
  /// - Returns: The capability, an expansion, or, for a message this plugin cannot read, an
  ///   expansion that failed with a diagnostic saying why.
  package static func reply(to json: Data) -> PluginReply? {
    let message: HostMessage
    do {
      message = try HostMessage(json: json)
    } catch {
      return .expansion(source: nil, diagnostics: [MacroDiagnostic("\(error)", fileName: "", offset: 0)])
    }
    switch message {
    case .getCapability:
      return .capability(protocolVersion: protocolVersion)
    case .expandFreestanding(let macro, let discriminator, let syntax):
      return MacroCatalog.expandFreestanding(macro, discriminator: discriminator, syntax: syntax)
    case .expandAttached(let macro, let role, let discriminator, let attribute, let declaration, let parent):
      return MacroCatalog.expandAttached(
        macro, role: role, discriminator: discriminator, attribute: attribute, declaration: declaration,
        parent: parent)
    case .other(let name):
      return .expansion(
        source: nil,
        diagnostics: [MacroDiagnostic("this plugin does not handle \(name)", fileName: "", offset: 0)])
    }
  }
}

/// The macros of this package, by the type name their `#externalMacro` declarations give.
enum MacroCatalog {
  static func expandFreestanding(_ macro: MacroReference, discriminator: String, syntax: SyntaxText)
    -> PluginReply
  {
    switch macro.typeName {
    case "PreviewMacro":
      return PreviewExpansion.expand(syntax, discriminator: discriminator)
    default:
      return unknown(macro, at: syntax)
    }
  }

  static func expandAttached(
    _ macro: MacroReference, role: String, discriminator: String, attribute: SyntaxText,
    declaration: SyntaxText, parent: SyntaxText?
  ) -> PluginReply {
    switch macro.typeName {
    case "PreviewableMacro":
      // `#Preview` lifts what `@Previewable` marks; the attribute itself adds nothing.
      return .expansion(source: "", diagnostics: [])
    case "EntryMacro":
      return EntryExpansion.expand(declaration, role: role, in: parent)
    default:
      return unknown(macro, at: attribute)
    }
  }

  private static func unknown(_ macro: MacroReference, at syntax: SyntaxText) -> PluginReply {
    .expansion(
      source: nil,
      diagnostics: [
        MacroDiagnostic(
          "no macro named '\(macro.typeName)' in \(macro.moduleName)", fileName: syntax.fileName,
          offset: syntax.offset)
      ])
  }
}
