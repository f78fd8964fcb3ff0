import SwiftUI
import SwiftUITesting
import Testing

private struct Inbox: View {
  @State private var unread = 3
  @State private var marked = false
  var body: some View {
    VStack {
      Image(systemName: "tray")
        .overlay(alignment: .topTrailing) {
          if unread > 0 { Text("\(unread)") }
        }
      Text("Seattle")
        .padding()
        .background {
          Button("Mark") { marked = true }
        }
      Text(marked ? "Marked" : "Not marked")
      Button("Read one") { unread -= 1 }
    }
  }
}

@MainActor
@Suite("Overlays and backgrounds")
struct OverlayTests {
  @Test("An overlay's content shows in front of the view it decorates and follows its state")
  func overlayShows() {
    let app = HeadlessApp { Inbox() }
    #expect(app.staticTexts["3"].exists)
    app.buttons["Read one"].tap()
    #expect(app.staticTexts["2"].exists)
    app.buttons["Read one"].tap()
    app.buttons["Read one"].tap()
    #expect(!app.staticTexts["0"].exists, "the overlay's `if` removed its text")
  }

  @Test("An overlay lies inside the frame of the view it decorates, at its alignment")
  func overlayFrame() {
    let app = HeadlessApp { Inbox() }
    let tray = app.images["tray"].frame
    let badge = app.staticTexts["3"].frame
    #expect(badge.minY == tray.minY, "top-aligned")
    #expect(badge.maxX == tray.maxX, "trailing-aligned")
    #expect(app.staticTexts["Seattle"].frame.minY > tray.maxY, "an overlay takes no space of its own")
  }

  @Test("A background's content can be tapped like any view")
  func backgroundActs() {
    let app = HeadlessApp { Inbox() }
    app.buttons["Mark"].tap()
    #expect(app.staticTexts["Marked"].exists)
    #expect(app.log.isEmpty)
  }

  @Test("A background sits behind the view: it comes first, within the padded frame")
  func backgroundOrder() {
    let app = HeadlessApp { Inbox() }
    let labels = app.descendants.allElementsBoundByIndex.map(\.label)
    let mark = labels.firstIndex(of: "Mark")
    let seattle = labels.firstIndex(of: "Seattle")
    #expect(mark != nil && seattle != nil && mark! < seattle!)
    let button = app.buttons["Mark"].frame
    let text = app.staticTexts["Seattle"].frame
    #expect(button.minY >= text.minY - 16 && button.maxY <= text.maxY + 16)
  }
}
