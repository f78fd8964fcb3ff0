import SwiftUI

/// An SVG document written one element per line, indented by nesting, its attributes in the order
/// given and its numbers rounded to hundredths: the same screen always gives the same text, so that
/// pictures can be compared and diffed line by line.
struct SVGWriter {
  /// The lines written so far.
  private(set) var lines: [String] = []
  private var depth = 0
  private var lastID = 0

  /// Writes an element with no children, with its text content if any.
  ///
  /// - Parameters:
  ///   - name: The element's name (`rect`, `text`).
  ///   - attributes: Its attributes, in order; nil values are left out.
  ///   - text: Its text content, escaped here.
  mutating func element(_ name: String, _ attributes: [(String, String?)], text: String? = nil) {
    let head = "<" + name + Self.attributes(attributes)
    if let text {
      append(head + ">" + Self.escape(text) + "</" + name + ">")
    } else {
      append(head + "/>")
    }
  }

  /// Opens an element whose children follow, until ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [(String, String?)]) {
    append("<" + name + Self.attributes(attributes) + ">")
    depth += 1
  }

  /// Closes the element opened last.
  mutating func close(_ name: String) {
    depth -= 1
    append("</" + name + ">")
  }

  /// A new identifier for a clip path, unique in the document and the same on every run.
  mutating func makeID(_ prefix: String) -> String {
    lastID += 1
    return "\(prefix)\(lastID)"
  }

  /// The document, one element a line, ending with a newline.
  var text: String { lines.joined(separator: "\n") + "\n" }

  private mutating func append(_ line: String) {
    lines.append(String(repeating: "  ", count: depth) + line)
  }

  private static func attributes(_ attributes: [(String, String?)]) -> String {
    var text = ""
    for (name, value) in attributes {
      guard let value else { continue }
      text += " " + name + "=\"" + escape(value) + "\""
    }
    return text
  }

  /// A number as SVG writes it: rounded to hundredths, without trailing zeros ("12", "12.5").
  ///
  /// - Parameter value: The number; one that is not finite is written as 0.
  /// - Returns: The number's text.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let whole = abs(hundredths) / 100
    let fraction = abs(hundredths) % 100
    if fraction == 0 { return sign + "\(whole)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return sign + "\(whole).\(digits)"
  }

  /// Text with the characters XML reserves written as entities, and line breaks and other control
  /// characters (which XML cannot hold, or which would split an element over lines) as spaces.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default:
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
          escaped += " "
        } else {
          escaped.append(character)
        }
      }
    }
    return escaped
  }
}
