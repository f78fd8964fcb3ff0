import SwiftUI
import SwiftUITesting
import Testing

private struct Chapters: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        HStack {
          Button("Jump to 20") { proxy.scrollTo(20, anchor: .top) }
          Button("Show the end") { proxy.scrollTo("end") }
          Button("Back to 1") { proxy.scrollTo(1) }
        }
        ScrollView {
          VStack(spacing: 0) {
            ForEach(1...60, id: \.self) { number in
              Text("Chapter \(number)")
            }
            Text("The end").id("end")
          }
        }
      }
    }
  }
}

private struct Contacts: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Find 150") { proxy.scrollTo(150, anchor: .top) }
        List {
          ForEach(1...300, id: \.self) { number in
            Text("Contact \(number)")
          }
        }
      }
    }
  }
}

/// A list whose last row is written out after its `ForEach`, with an id of its own.
private struct Notes: View {
  var body: some View {
    ScrollViewReader { proxy in
      List {
        Button("Go to the end") { proxy.scrollTo("end") }
        ForEach(1...60, id: \.self) { Text("Note \($0)") }
        Text("No more notes").id("end")
      }
    }
  }
}

/// The end of a scroll view is a view of the app's given an id, which keeps its element across
/// updates: a counter above it changes the screen without the end's body running again.
private struct EndMark: View {
  var body: some View { Text("The end") }
}

private struct Chapter: View {
  let number: Int
  var body: some View { Text("Chapter \(number)") }
}

private struct Story: View {
  @State private var taps = 0
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Show the end, \(taps) times") {
          taps += 1
          proxy.scrollTo("end")
        }
        Button("Back to 1") { proxy.scrollTo(1) }
        ScrollView {
          VStack(spacing: 0) {
            ForEach(1...60, id: \.self) { Chapter(number: $0).id($0) }
            EndMark().id("end")
          }
        }
      }
    }
  }
}

@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
  @Test("scrollTo finds a list's row written out with an id(_:) of its own")
  func findsWrittenOutRow() {
    let app = HeadlessApp { Notes() }
    #expect(!app.staticTexts["No more notes"].exists)
    app.buttons["Go to the end"].tap()
    #expect(app.staticTexts["No more notes"].isHittable)
    #expect(!app.staticTexts["Note 1"].exists)
  }

  @Test("scrollTo with an anchor puts the row at the top of the scroll view")
  func jumpsToRow() {
    let app = HeadlessApp { Chapters() }
    #expect(!app.staticTexts["Chapter 40"].isHittable)
    #expect(app.staticTexts["Chapter 20"].frame.minY > app.scrollViews.firstMatch.frame.minY + 400)
    app.buttons["Jump to 20"].tap()
    #expect(app.staticTexts["Chapter 20"].isHittable)
    #expect(app.staticTexts["Chapter 20"].frame.minY == app.scrollViews.firstMatch.frame.minY)
    #expect(!app.staticTexts["Chapter 1"].isHittable)
  }

  @Test("scrollTo without an anchor scrolls as little as shows the view, by its id(_:) too")
  func showsWithLeastScroll() {
    let app = HeadlessApp { Chapters() }
    app.buttons["Show the end"].tap()
    #expect(app.staticTexts["The end"].isHittable)
    #expect(app.staticTexts["The end"].frame.maxY == app.scrollViews.firstMatch.frame.maxY)
    app.buttons["Back to 1"].tap()
    #expect(app.staticTexts["Chapter 1"].frame.minY == app.scrollViews.firstMatch.frame.minY)
  }

  @Test("scrollTo finds views of the app's by their id(_:), again after they were kept")
  func findsKeptViewsOfTheApp() {
    let app = HeadlessApp { Story() }
    for taps in 0..<2 {
      app.buttons["Show the end, \(taps) times"].tap()
      #expect(app.staticTexts["The end"].isHittable)
      app.buttons["Back to 1"].tap()
      #expect(app.staticTexts["Chapter 1"].frame.minY == app.scrollViews.firstMatch.frame.minY)
    }
  }

  @Test("scrollTo in a list moves its offset so the row is built and shown at the top")
  func listScrolls() {
    let app = HeadlessApp { Contacts() }
    #expect(!app.staticTexts["Contact 150"].exists, "not built while far below")
    app.buttons["Find 150"].tap()
    #expect(app.staticTexts["Contact 150"].isHittable)
    #expect(app.staticTexts["Contact 150"].frame.minY < app.collectionViews.firstMatch.frame.minY + 44)
    #expect(app.metrics.rowsBuilt < 60)
  }
}
