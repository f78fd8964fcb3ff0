import SwiftUI
import SwiftUITesting
import Testing

// A destination link's screen is the link's destination of now: a change to what the destination
// shows (the state of the view that holds the link) reaches the pushed screen, as in SwiftUI.

/// A city, a button that renames it through the view that owns the state, and a count of taps the
/// screen keeps itself.
private struct CityScreen: View {
  let city: String
  let rename: () -> Void
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("City: \(city)")
      Button("Tapped \(taps)") { taps += 1 }
      Button("Rename") { rename() }
    }
  }
}

private struct LinkInBody: View {
  @State private var city = "Seattle"

  var body: some View {
    NavigationStack {
      NavigationLink("Open") {
        CityScreen(city: city) { city = "Vancouver" }
      }
    }
  }
}

/// A container that pushes whatever destination it is handed.
private struct LinkContainer<Destination: View>: View {
  @ViewBuilder let destination: () -> Destination

  var body: some View {
    NavigationStack {
      NavigationLink("Open") { destination() }
    }
  }
}

private struct LinkThroughContainer: View {
  @State private var city = "Seattle"

  var body: some View {
    LinkContainer {
      CityScreen(city: city) { city = "Vancouver" }
    }
  }
}

/// A link on a pushed screen, whose destination reads the root's state.
private struct LinkOnPushedScreen: View {
  @State private var city = "Seattle"

  var body: some View {
    NavigationStack {
      NavigationLink("Open") {
        NavigationLink("Deeper") {
          CityScreen(city: city) { city = "Vancouver" }
        }
      }
    }
  }
}

/// A sidebar link whose destination shows in the detail column.
private struct SidebarLink: View {
  @State private var city = "Seattle"

  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("Open") {
          CityScreen(city: city) { city = "Vancouver" }
        }
      }
    } detail: {
      Text("Choose a city")
    }
  }
}

/// A sidebar value link whose destination, declared in the sidebar, shows in the detail column.
private struct SidebarValueLink: View {
  @State private var city = "Seattle"

  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("Open", value: 1)
      }
      .navigationDestination(for: Int.self) { _ in
        CityScreen(city: city) { city = "Vancouver" }
      }
    } detail: {
      Text("Choose a city")
    }
  }
}

@MainActor
@Suite("A link's screen follows its destination")
struct LinkDestinationTests {
  @Test("Shows the state the link's destination reads as it changes")
  func followsTheLinksDestination() {
    let app = HeadlessApp { LinkInBody() }
    app.buttons["Open"].tap()
    #expect(app.staticTexts["City: Seattle"].exists)
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["City: Vancouver"].exists)
    #expect(!app.staticTexts["City: Seattle"].exists)
  }

  @Test("Follows a destination a container view was handed")
  func followsADestinationThroughAContainer() {
    let app = HeadlessApp { LinkThroughContainer() }
    app.buttons["Open"].tap()
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["City: Vancouver"].exists)
  }

  @Test("Follows a link on a pushed screen, two screens deep")
  func followsALinkOnAPushedScreen() {
    let app = HeadlessApp { LinkOnPushedScreen() }
    app.buttons["Open"].tap()
    app.buttons["Deeper"].tap()
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["City: Vancouver"].exists)
    #expect(app.navigationBars.buttons["Back"].exists)
  }

  @Test("Keeps the pushed screen's own state as its destination changes")
  func keepsThePushedScreensState() {
    let app = HeadlessApp { LinkInBody() }
    app.buttons["Open"].tap()
    app.buttons["Tapped 0"].tap()
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["City: Vancouver"].exists)
    #expect(app.buttons["Tapped 1"].exists)
  }

  @Test("A sidebar link's destination in the detail column follows it too")
  func sidebarLinkFollowsItsDestination() {
    let app = HeadlessApp(device: .iPadAir11) { SidebarLink() }
    app.buttons["Open"].tap()
    #expect(app.staticTexts["City: Seattle"].exists)
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["City: Vancouver"].exists)
    #expect(!app.staticTexts["City: Seattle"].exists)
    #expect(app.console.isEmpty)
  }

  @Test("A sidebar value link's destination in the detail column follows what it shows")
  func sidebarValueLinkFollowsItsDestination() {
    let app = HeadlessApp(device: .iPadAir11) { SidebarValueLink() }
    app.buttons["Open"].tap()
    #expect(app.staticTexts["City: Seattle"].exists)
    app.buttons["Rename"].tap()
    #expect(app.staticTexts["City: Vancouver"].exists)
    #expect(!app.staticTexts["City: Seattle"].exists)
  }
}
