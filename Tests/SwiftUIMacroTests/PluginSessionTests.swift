import Foundation
import Testing

@testable import SwiftUIMacroSupport

/// Runs a session over framed messages and returns the JSON of each reply.
func converse(_ messages: [String], emptyFrameFirst: Bool = false) -> [[String: Any]] {
  var input = Data()
  if emptyFrameFirst { input += Data(repeating: 0, count: 8) }
  for message in messages {
    var length = UInt64(message.utf8.count).littleEndian
    input += withUnsafeBytes(of: &length) { Data($0) } + Data(message.utf8)
  }
  var cursor = 0
  var output = Data()
  let session = PluginSession(
    read: { count in
      guard cursor + count <= input.count else { return nil }
      defer { cursor += count }
      return input.subdata(in: cursor..<cursor + count)
    },
    write: { output += $0 })
  session.run()
  var replies: [[String: Any]] = []
  var offset = 0
  while offset + 8 <= output.count {
    let length = output.subdata(in: offset..<offset + 8).withUnsafeBytes {
      Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)))
    }
    let body = output.subdata(in: offset + 8..<offset + 8 + length)
    replies.append((try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:])
    offset += 8 + length
  }
  return replies
}

/// A request to expand `#Preview` with the given source.
func previewRequest(_ source: String, line: Int = 10) -> String {
  let syntax: [String: Any] = [
    "kind": "declaration", "source": source,
    "location": [
      "fileID": "App/Views.swift", "fileName": "/src/Views.swift", "offset": 100, "line": line, "column": 1,
    ],
  ]
  let message: [String: Any] = [
    "expandFreestandingMacro": [
      "macro": ["moduleName": "SwiftUIMacros", "typeName": "PreviewMacro", "name": "Preview "],
      "macroRole": "declaration", "discriminator": "$s3App5ViewsfMf_", "syntax": syntax,
    ]
  ]
  return String(decoding: try! JSONSerialization.data(withJSONObject: message), as: UTF8.self)
}

/// The expanded source of a reply, or its first diagnostic's message.
func expansion(_ reply: [String: Any]) -> (source: String?, diagnostic: String?) {
  let result = reply["expandMacroResult"] as? [String: Any]
  let diagnostics = result?["diagnostics"] as? [[String: Any]] ?? []
  return (result?["expandedSource"] as? String, diagnostics.first?["message"] as? String)
}

@Suite("The macro plugin's conversation with the compiler")
struct PluginSessionTests {
  @Test("The handshake answers with protocol version 7, after an empty frame that asks for nothing")
  func handshake() {
    let replies = converse(
      [#"{"getCapability":{"capability":{"protocolVersion":7}}}"#], emptyFrameFirst: true)
    #expect(replies.count == 1)
    let capability =
      (replies.first?["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any]
    #expect(capability?["protocolVersion"] as? Int == 7)
  }

  @Test("A message that is not JSON gets a failed expansion with a diagnostic, and the session goes on")
  func malformed() {
    let replies = converse(["not json", #"{"getCapability":{}}"#])
    #expect(replies.count == 2)
    #expect(expansion(replies[0]).source == nil)
    #expect(expansion(replies[0]).diagnostic?.contains("JSON") == true)
    #expect(replies[1]["getCapabilityResult"] != nil)
  }

  @Test("A macro this plugin does not know is refused by name")
  func unknownMacro() {
    let request = previewRequest("#Other {}").replacingOccurrences(of: "PreviewMacro", with: "OtherMacro")
    let reply = converse([request])
    #expect(expansion(reply[0]).diagnostic == "no macro named 'OtherMacro' in SwiftUIMacros")
  }
}

@Suite("#Preview's expansion")
struct PreviewExpansionTests {
  func expand(_ source: String) -> String {
    expansion(converse([previewRequest(source)])[0]).source ?? ""
  }

  @Test("A named preview with traits becomes a uniquely named registry that passes its arguments on")
  func namedWithTraits() {
    let text = expand("\n\n#Preview(\"Editing\", traits: .landscapeLeft) {\n  Editor()\n}")
    #expect(text.contains("struct $s3App5ViewsfMf_15PreviewRegistryfMu_: SwiftUI.PreviewRegistry"))
    #expect(text.contains("SwiftUI.Preview(\"Editing\", traits: .landscapeLeft) {\n  Editor()\n}"))
    #expect(text.contains("static let fileID: String = \"App/Views.swift\""))
    #expect(text.contains("static let line: Int = 12"), "the line of #Preview, after the leading trivia")
  }

  @Test("A preview without arguments passes only its body")
  func bare() {
    #expect(expand("#Preview { Text(\"Hi\") }").contains("SwiftUI.Preview { Text(\"Hi\") }"))
  }

  @Test("@Previewable declarations become the state of a view the body runs in")
  func previewable() {
    let text = expand(
      "#Preview {\n  @Previewable @State var count = 3\n  @Previewable @State var items = [\n    1, 2\n  ]\n  Stepper(\"\\(count)\", value: $count)\n}"
    )
    #expect(text.contains("struct Previewable: SwiftUI.View {"))
    #expect(text.contains("@State var count = 3"))
    #expect(text.contains("@State var items = [\n    1, 2\n  ]"), "a declaration spanning lines stays whole")
    #expect(text.contains("var body: some SwiftUI.View {"))
    #expect(text.contains("Stepper(\"\\(count)\", value: $count)"))
    #expect(text.contains("Previewable()"))
    #expect(!text.contains("@Previewable"))
  }

  @Test("Braces in strings, interpolations and comments do not end the body")
  func bracesInLiterals() {
    let body = "{\n  // a } brace\n  /* and { another */\n  Text(\"} \\(\"{\") \" + #\"}\"#)\n}"
    #expect(expand("#Preview \(body)").contains("SwiftUI.Preview \(body)"))
  }
}

@Suite("@Entry's expansion")
struct EntryExpansionTests {
  func expand(_ declaration: String, role: String, extending type: String = "EnvironmentValues")
    -> (source: String?, diagnostic: String?)
  {
    func syntax(_ source: String) -> [String: Any] {
      [
        "kind": "declaration", "source": source,
        "location": [
          "fileID": "App/Keys.swift", "fileName": "/src/Keys.swift", "offset": 40, "line": 3, "column": 3,
        ],
      ]
    }
    let message: [String: Any] = [
      "expandAttachedMacro": [
        "macro": ["moduleName": "SwiftUIMacros", "typeName": "EntryMacro", "name": "Entry "],
        "macroRole": role, "discriminator": "$s3App4KeysfMa_", "attributeSyntax": syntax("@Entry "),
        "declSyntax": syntax(declaration), "lexicalContext": [syntax("extension \(type) {}")],
      ]
    ]
    let json = String(decoding: try! JSONSerialization.data(withJSONObject: message), as: UTF8.self)
    return expansion(converse([json])[0])
  }

  @Test("A value with a type and a default gets accessors through a key whose default is computed")
  func typedWithDefault() {
    let accessors = expand("\n  @Entry var accent: Color = .blue", role: "accessor").source
    #expect(
      accessors == "get {\n  self[__Key_accent.self]\n}\nset {\n  self[__Key_accent.self] = newValue\n}")
    let key = expand("\n  @Entry var accent: Color = .blue", role: "peer").source
    #expect(key?.contains("private struct __Key_accent: SwiftUI.EnvironmentKey") == true)
    #expect(key?.contains("typealias Value = Color") == true)
    #expect(key?.contains("static var defaultValue: Value { .blue }") == true)
  }

  @Test("An optional value may leave out its default: it is nil")
  func optional() {
    #expect(expand("@Entry public var trip: Trip.ID?", role: "peer").source?.contains("{ nil }") == true)
  }

  @Test("In a transaction the key is a TransactionKey")
  func transaction() {
    let key = expand("@Entry var isQuick: Bool = false", role: "peer", extending: "Transaction").source
    #expect(key?.contains("SwiftUI.TransactionKey") == true)
  }

  @Test("Misuse is a compile error that says what to write")
  func misuse() {
    #expect(
      expand("@Entry var accent = Color.blue", role: "peer").diagnostic?.contains("explicit type") == true)
    #expect(expand("@Entry var count: Int", role: "peer").diagnostic?.contains("default value") == true)
    #expect(expand("@Entry let count: Int = 1", role: "peer").diagnostic?.contains("'var'") == true)
    #expect(
      expand("@Entry var count: Int = 1", role: "peer", extending: "Trip").diagnostic?.contains(
        "EnvironmentValues")
        == true)
  }
}
