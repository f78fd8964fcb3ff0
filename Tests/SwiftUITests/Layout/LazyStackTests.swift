import SwiftUI
import SwiftUITesting
import Testing

private struct Feed: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        Text("Header")
        ForEach(1...1000, id: \.self) { number in
          Text("Post \(number)")
        }
      }
    }
  }
}

@MainActor
@Suite("Lazy stacks")
struct LazyStackTests {
  @Test("A lazy stack in a scroll view builds only the rows on screen")
  func buildsVisibleRows() {
    let app = HeadlessApp { Feed() }
    #expect(app.staticTexts["Post 1"].exists)
    #expect(!app.staticTexts["Post 200"].exists, "far below the viewport: not built")
    #expect(app.metrics.rowsBuilt < 50, "about a screenful of 22-point rows, not 1000")
    #expect(app.staticTexts["Post 2"].frame.minY == app.staticTexts["Post 1"].frame.maxY)
  }

  @Test("Scrolling builds the rows that come into view, where they belong")
  func scrollingBuildsMore() {
    let app = HeadlessApp { Feed() }
    for _ in 0..<4 { app.swipeUp() }
    let header = app.staticTexts["Header"]
    #expect(!header.exists || !header.isHittable)
    let shown = (1...1000).first { app.staticTexts["Post \($0)"].isHittable }
    #expect((shown ?? 0) > 40, "four swipes of 60% of the viewport moved well past the first screen")
    if let shown {
      #expect(app.staticTexts["Post \(shown + 1)"].frame.minY == app.staticTexts["Post \(shown)"].frame.maxY)
    }
  }
}
