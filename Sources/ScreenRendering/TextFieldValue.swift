import SwiftUI

/// A text field's text as the screen reports it: the runtime shows the placeholder as the value of an
/// empty field, so a value equal to the placeholder means the field is empty.
package enum TextFieldValue {
  /// The text typed in the field.
  package static func text(of node: ScreenNode) -> String {
    guard let value = node.value else { return "" }
    if value == (node.facts.placeholder ?? node.label) { return "" }
    return value
  }
}
