import Foundation
import SwiftUI
import SwiftUITesting
import Testing

private struct Inbox: View {
  @State private var opened: [String] = []
  @State private var showsReader = true
  @State private var ticks = 0

  var body: some View {
    VStack {
      Text("Opened: \(opened.joined(separator: ", "))")
      Text("Ticks: \(ticks)")
      Button("Tick") { ticks += 1 }
      Button("Close the reader") { showsReader = false }
      if showsReader {
        Reader(opened: $opened)
      }
    }
  }
}

/// A view of its own whose body runs once: its handler must outlive updates made elsewhere.
private struct Reader: View {
  @Binding var opened: [String]

  var body: some View {
    Text("Reader")
      .onOpenURL { url in opened.append(url.host ?? "?") }
  }
}

@MainActor
@Suite("onOpenURL")
struct OpenURLTests {
  @Test("A handler in a view that did not change receives every link; one that left the screen none")
  func handlerFollowsItsView() {
    let app = HeadlessApp { Inbox() }
    app.open(URL(string: "inbox://first")!)
    #expect(app.staticTexts["Opened: first"].exists)
    app.buttons["Tick"].tap()
    app.buttons["Tick"].tap()
    #expect(app.staticTexts["Ticks: 2"].exists)
    app.open(URL(string: "inbox://second")!)
    #expect(app.staticTexts["Opened: first, second"].exists)
    app.buttons["Close the reader"].tap()
    app.open(URL(string: "inbox://third")!)
    #expect(app.staticTexts["Opened: first, second"].exists)
  }
}
