import SwiftUI
import SwiftUITesting
import Testing

private struct CityDetail: View {
  let city: String
  @available(*, deprecated)
  var body: some View {
    VStack {
      Text("About \(city)")
      NavigationLink("Hotels in \(city)", destination: Text("Hotels of \(city)"))
    }
    .navigationTitle(city)
  }
}

private struct LinksWithViewValues: View {
  @available(*, deprecated)
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Seattle", destination: CityDetail(city: "Seattle"))
        NavigationLink(destination: CityDetail(city: "Lima")) {
          Label("Lima", systemImage: "sun.max")
        }
      }
      .navigationTitle("Cities")
    }
  }
}

private struct ActiveLink: View {
  @State private var showsSettings = false

  @available(*, deprecated)
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink(destination: SettingsScreen(isShown: $showsSettings), isActive: $showsSettings) {
          Text("Settings")
        }
        Button("Open settings from code") { showsSettings = true }
        Text(showsSettings ? "settings: shown" : "settings: hidden")
      }
      .navigationTitle("Home")
    }
  }
}

private struct SettingsScreen: View {
  @Binding var isShown: Bool
  var body: some View {
    VStack {
      Text("The settings")
      Button("Done") { isShown = false }
    }
    .navigationTitle("Settings")
  }
}

private struct ActiveLinksInAList: View {
  @State private var active: [String: Bool] = [:]
  let cities = ["Oslo", "Quito", "Rome"]

  @available(*, deprecated)
  var body: some View {
    NavigationStack {
      List(cities, id: \.self) { city in
        NavigationLink(
          city, isActive: Binding(get: { active[city] ?? false }, set: { active[city] = $0 })
        ) {
          Text("Welcome to \(city)")
        }
      }
      .navigationTitle("Trips")
      .toolbar {
        Text("open: \(active.filter(\.value).keys.sorted().joined(separator: ","))")
      }
    }
  }
}

private struct TaggedLinks: View {
  @State private var selection: String?

  @available(*, deprecated)
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Inbox", destination: Text("The inbox"), tag: "inbox", selection: $selection)
        NavigationLink(tag: "sent", selection: $selection) {
          Text("The sent mail")
        } label: {
          Text("Sent")
        }
        Button("Show sent") { selection = "sent" }
        Text("selection: \(selection ?? "none")")
      }
      .navigationTitle("Mail")
    }
  }
}

@MainActor
@Suite("NavigationLink with a destination value, isActive and tag:selection")
struct DestinationLinkTests {
  @Test("NavigationLink(_:destination:) and (destination:label:) push the view they carry")
  func viewValues() {
    let app = HeadlessApp { LinksWithViewValues() }
    app.buttons["Seattle"].tap()
    #expect(app.staticTexts["About Seattle"].exists)
    #expect(app.navigationBars["Seattle"].buttons["Cities"].isBackButton)
    app.buttons["Hotels in Seattle"].tap()
    #expect(app.staticTexts["Hotels of Seattle"].exists)
    app.swipeBack()
    app.swipeBack()
    app.buttons["Lima"].tap()
    #expect(app.staticTexts["About Lima"].exists)
  }

  @Test("isActive: a tap pushes and sets the binding; going back sets it to false")
  func isActiveByTap() {
    let app = HeadlessApp { ActiveLink() }
    app.buttons["Settings"].tap()
    #expect(app.staticTexts["The settings"].exists)
    app.navigationBars["Settings"].buttons["Home"].tap()
    #expect(app.staticTexts["settings: hidden"].exists)
  }

  @Test("isActive: the binding set to true by code pushes; set to false by code pops")
  func isActiveByCode() {
    let app = HeadlessApp { ActiveLink() }
    app.buttons["Open settings from code"].tap()
    #expect(app.staticTexts["The settings"].exists)
    #expect(app.navigationBars["Settings"].exists)
    app.buttons["Done"].tap()
    #expect(!app.staticTexts["The settings"].exists)
    #expect(app.staticTexts["settings: hidden"].exists)
    // Once popped, the link pushes again.
    app.buttons["Settings"].tap()
    #expect(app.staticTexts["The settings"].exists)
    #expect(app.log == [])
  }

  @Test("isActive links in a list's rows push their row's destination, and only theirs")
  func isActiveInRows() {
    let app = HeadlessApp { ActiveLinksInAList() }
    app.cells["Quito"].tap()
    #expect(app.staticTexts["Welcome to Quito"].exists)
    app.swipeBack()
    #expect(app.staticTexts["open: "].exists)
    app.cells["Rome"].tap()
    #expect(app.staticTexts["Welcome to Rome"].exists)
    #expect(!app.staticTexts["Welcome to Quito"].exists)
  }

  @Test("tag:selection: a tap selects the tag and pushes; going back clears the selection")
  func tagSelectionByTap() {
    let app = HeadlessApp { TaggedLinks() }
    app.buttons["Inbox"].tap()
    #expect(app.staticTexts["The inbox"].exists)
    app.swipeBack()
    #expect(app.staticTexts["selection: none"].exists)
  }

  @Test("tag:selection: setting the selection by code pushes the link with that tag")
  func tagSelectionByCode() {
    let app = HeadlessApp { TaggedLinks() }
    app.buttons["Show sent"].tap()
    #expect(app.staticTexts["The sent mail"].exists)
    #expect(!app.staticTexts["The inbox"].exists)
    app.swipeBack()
    #expect(app.staticTexts["selection: none"].exists)
  }
}
