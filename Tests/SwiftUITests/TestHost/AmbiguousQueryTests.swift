import SwiftUI
import SwiftUITesting
import Testing

/// A query that matches several elements, acted on or read as if it matched one, fails the test in
/// XCUITest's words; `exists` and `count` never fail, and `firstMatch` and `element(boundBy:)` choose.
@MainActor
@Suite("Ambiguous queries")
struct AmbiguousQueryTests {
  @Test("Tapping one of two Save buttons fails in XCUITest's words and saves nothing")
  func tappingTwoSaveButtons() {
    let app = HeadlessApp { TwoSaveButtons() }
    withKnownIssue {
      app.buttons["Save"].tap()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Failed to tap \"Save\" Button: Find single matching element. Multiple matching elements found for "
          + "<XCUIElementQuery: Descendants matching type Button → Elements matching predicate "
          + "'\"Save\" IN identifiers'>."
      ]
    }
    #expect(app.staticTexts["Saved: none"].exists)
  }

  @Test("Exists and count do not fail when two buttons are called Save")
  func existsAndCount() {
    let app = HeadlessApp { TwoSaveButtons() }
    #expect(app.buttons["Save"].exists)
    #expect(app.buttons.matching("Save").count == 2)
  }

  @Test("firstMatch and element(boundBy:) tap the Save button they name")
  func choosingAmongTwo() {
    let app = HeadlessApp { TwoSaveButtons() }
    app.buttons.matching("Save").firstMatch.tap()
    #expect(app.staticTexts["Saved: draft"].exists)
    app.buttons.matching("Save").element(boundBy: 1).tap()
    #expect(app.staticTexts["Saved: copy"].exists)
  }

  @Test("Reading the label of one of two Save buttons fails at the line that asked")
  func readingALabel() {
    let app = HeadlessApp { TwoSaveButtons() }
    let line = #line + 2
    withKnownIssue {
      _ = app.buttons["Save"].label
    } matching: { issue in
      let expected =
        "Failed to get matching snapshot: Find single matching element. Multiple matching elements found for "
      return issue.sourceLocation?.line == line && issue.comments.first?.rawValue.hasPrefix(expected) == true
    }
  }

  @Test("Reading the value of a query's only element fails when the query matches two")
  func readingElementOfAQuery() {
    let app = HeadlessApp { TwoSaveButtons() }
    withKnownIssue {
      _ = app.buttons.matching("Save").element.value
    }
    #expect(app.buttons.matching("Save, draft").element.exists == false)
  }

  @Test("Typing into one of two Name fields fails and types nothing")
  func typingIntoTwoFields() {
    let app = HeadlessApp { TwoNameFields() }
    withKnownIssue {
      app.textFields["Name"].typeText("Ada")
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Failed to type text into \"Name\" TextField: ") == true
    }
    #expect(app.textFields.firstMatch.value != "Ada")
  }

  @Test("A button inside one of two rows of the same name fails for the row's query")
  func throughAnAmbiguousRow() {
    let app = HeadlessApp { TwoRowsCalledSeattle() }
    withKnownIssue {
      app.cells["Seattle"].buttons["Delete"].tap()
    } matching: { issue in
      let text = issue.comments.first?.rawValue ?? ""
      return text.hasPrefix("Failed to tap \"Delete\" Button: ")
        && text.contains(
          "Descendants matching type Cell → Elements matching predicate '\"Seattle\" IN identifiers'>.")
    }
    #expect(app.cells.count == 2)
    #expect(app.cells["Seattle"].buttons.count == 2)
  }
}

private struct TwoSaveButtons: View {
  @State private var saved = "none"

  var body: some View {
    VStack {
      Text("Saved: \(saved)")
      Button("Save") { saved = "draft" }
      Button("Save") { saved = "copy" }
    }
  }
}

private struct TwoNameFields: View {
  @State private var first = ""
  @State private var second = ""

  var body: some View {
    Form {
      TextField("Name", text: $first)
      TextField("Name", text: $second)
    }
  }
}

private struct TwoRowsCalledSeattle: View {
  @State private var rows = ["Seattle", "Seattle"]

  var body: some View {
    List {
      ForEach(rows.indices, id: \.self) { index in
        HStack {
          Text(rows[index])
          Button("Delete") { rows.remove(at: index) }
        }
      }
    }
  }
}
