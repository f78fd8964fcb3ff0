import SwiftUI
import SwiftUITesting
import Testing

private struct FullScreen: View {
  var body: some View {
    Text("Under the bars")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea()
  }
}

private struct InSafeArea: View {
  var body: some View {
    Text("Inside").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}

private struct Inset: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(1...60, id: \.self) { Text("Row \($0)") }
      }
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      Text("Total: 60 rows").frame(maxWidth: .infinity).padding()
    }
  }
}

private struct Sidebar: View {
  var body: some View {
    ScrollView {
      Text("Content").frame(maxWidth: .infinity, alignment: .leading)
    }
    .safeAreaInset(edge: .leading, alignment: .top, spacing: 10) {
      Text("Rail")
    }
  }
}

@MainActor
@Suite("Safe area")
struct SafeAreaTests {
  @Test("A view that ignores the safe area reaches the top of the screen, under the status bar")
  func ignores() {
    let app = HeadlessApp { FullScreen() }
    #expect(app.staticTexts["Under the bars"].frame.minY == 0)
    let inside = HeadlessApp { InSafeArea() }
    #expect(inside.staticTexts["Inside"].frame.minY == 62, "below the iPhone's status bar otherwise")
  }

  @Test("A bottom inset sits at the bottom of the screen and the scroll view ends above it")
  func bottomInset() {
    let app = HeadlessApp { Inset() }
    let total = app.staticTexts["Total: 60 rows"].frame
    #expect(abs(total.maxY - (852 - 34 - 16)) < 0.01, "at the bottom of the safe area, inside its padding")
    let scroll = app.scrollViews.firstMatch.frame
    #expect(
      abs(scroll.maxY - (total.minY - 16)) < 0.01, "the scroll view's viewport ends where the inset starts")
  }

  @Test("A leading inset sits at the leading edge and the view's content starts after it")
  func leadingInset() {
    let app = HeadlessApp { Sidebar() }
    let rail = app.staticTexts["Rail"].frame
    #expect(rail.minX == 0)
    #expect(rail.minY == 62, "top-aligned at the top of the safe area")
    #expect(app.staticTexts["Content"].frame.minX == rail.maxX + 10)
  }
}
