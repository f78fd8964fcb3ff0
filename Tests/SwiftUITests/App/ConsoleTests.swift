import SwiftUI
import SwiftUITesting
import Testing

private struct Printing: View {
  var body: some View {
    Button("Print") {
      print("one line")
      print("two", "words", separator: "-")
      print("no end", terminator: "")
      print(", then the end")
      print("first\nsecond")
    }
  }
}

@MainActor
@Suite("Console")
struct ConsoleTests {
  @Test("What an app prints reaches the console line by line, as Xcode's console shows it")
  func printedLines() {
    let app = HeadlessApp { Printing() }
    app.buttons["Print"].tap()
    #expect(app.console == ["one line", "two-words", "no end, then the end", "first", "second"])
  }
}
