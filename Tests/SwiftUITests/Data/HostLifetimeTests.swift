import SwiftUI
import SwiftUITesting
import Testing

/// An object the app's closures hold, to see whether the app lets it go.
private final class Token: Sendable {}

private struct OpenRow: View {
  var body: some View { NavigationLink("Open", value: 1) }
}

private struct TokenRow: View {
  let token: Token
  var body: some View { Button("Use the token") { _ = token } }
}

/// Rows that are views of their own keep their elements and layouts between updates.
private struct Catalogue: View {
  let token: Token
  var body: some View {
    NavigationStack {
      List {
        OpenRow()
        TokenRow(token: token)
      }
      .navigationDestination(for: Int.self) { Text("Page \($0)") }
      .sheet(isPresented: .constant(false)) { Text("Never") }
    }
  }
}

private struct SplitCatalogue: View {
  let token: Token
  var body: some View {
    NavigationSplitView {
      List {
        OpenRow()
        TokenRow(token: token)
      }
      .navigationDestination(for: Int.self) { Text("Page \($0)") }
    } detail: {
      Text("Nothing open")
    }
  }
}

@MainActor
@Suite("A host lets go of the app")
struct HostLifetimeTests {
  @Test("What the app's views and closures hold is released with the host, kept layouts included")
  func releasedWithTheHost() {
    weak var released: Token?
    do {
      let token = Token()
      released = token
      let app = HeadlessApp { Catalogue(token: token) }
      app.buttons["Use the token"].tap()
      app.buttons["Open"].tap()
      #expect(app.staticTexts["Page 1"].exists)
      app.swipeBack()
      #expect(app.buttons["Use the token"].exists)
    }
    #expect(released == nil)
  }

  @Test("The same in a split view, whose links show pages in the next column", arguments: [true, false])
  func releasedWithTheSplitView(isPad: Bool) {
    weak var released: Token?
    do {
      let token = Token()
      released = token
      let app = HeadlessApp(device: isPad ? .iPadAir11 : .iPhone17) { SplitCatalogue(token: token) }
      app.buttons["Use the token"].tap()
      app.buttons["Open"].tap()
      #expect(app.staticTexts["Page 1"].exists)
    }
    #expect(released == nil)
  }
}
