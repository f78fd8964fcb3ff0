import SwiftUI
import SwiftUITesting
import Testing

/// An app as Xcode writes one (without `@main`, which a test bundle cannot have).
struct GreetingApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        Text("Hello from the app").navigationTitle("Greeting")
      }
    }
    .commands {
      InspectorCommands()
    }
  }
}

@MainActor
@Suite("Apps and scenes")
struct AppTests {
  @Test("An App's first window group is what the host shows")
  func appRoot() {
    let app = HeadlessApp(device: .iPadAir11, app: GreetingApp())
    #expect(app.navigationBars["Greeting"].exists)
    #expect(app.staticTexts["Hello from the app"].exists)
  }
}
