import SwiftUI
import SwiftUITesting
import Testing

/// Launching, relaunching and terminating an app, with arguments and environment variables, as
/// `XCUIApplication` does.
@MainActor
@Suite("Launch arguments, environment and termination")
struct LaunchTests {
  @Test("The app shows what its launch arguments and environment ask for")
  func argumentsAndEnvironment() {
    let app = HeadlessApp(launchArguments: ["-ui-testing"], launchEnvironment: ["SERVER": "stub"]) {
      LaunchReport()
    }
    #expect(app.staticTexts["Mode: testing"].exists)
    #expect(app.staticTexts["Server: stub"].exists)
  }

  @Test("Launched with nothing, the app sees no arguments or variables, not the test runner's")
  func nothingGiven() {
    let app = HeadlessApp { LaunchReport() }
    #expect(app.staticTexts["Mode: live"].exists)
    #expect(app.staticTexts["Server: none"].exists)
    #expect(app.staticTexts["Arguments: 0"].exists)
  }

  @Test("An App's initialiser reads the launch arguments")
  func appInitialiser() {
    let app = HeadlessApp(launchArguments: ["-ui-testing"], app: LaunchReportApp())
    #expect(app.staticTexts["Started for testing"].exists)
  }

  @Test("A view's task reads the launch environment")
  func taskReadsTheEnvironment() async {
    let app = HeadlessApp(launchEnvironment: ["GREETING": "Hej"]) { GreetingFromATask() }
    #expect(await app.staticTexts["Hej"].waitForExistence(timeout: 60))
  }

  @Test("A terminated app is not running, and shows nothing to find or tap")
  func terminate() {
    let app = HeadlessApp { LaunchCounter() }
    #expect(app.state == .runningForeground)
    app.buttons["Add one"].tap()
    app.terminate()
    #expect(app.state == .notRunning)
    #expect(!app.buttons["Add one"].exists)
    #expect(app.descendants.count == 0)
    withKnownIssue {
      app.buttons["Add one"].tap()
    }
  }

  @Test("Terminating runs no onDisappear; what the app printed stays readable")
  func terminateKeepsTheConsole() {
    let app = HeadlessApp { LaunchCounter() }
    app.terminate()
    #expect(app.console == ["appeared"])
  }

  @Test("Launching again starts a fresh app with the new arguments")
  func relaunch() {
    let app = HeadlessApp { LaunchReport() }
    app.buttons["Count"].tap()
    #expect(app.staticTexts["Taps: 1"].exists)
    app.terminate()
    app.launchArguments = ["-ui-testing"]
    app.launch()
    #expect(app.state == .runningForeground)
    #expect(app.staticTexts["Taps: 0"].exists)
    #expect(app.staticTexts["Mode: testing"].exists)
  }

  @Test("launch() on a running app ends it first, back on its first screen, on the same device")
  func launchWhileRunning() {
    let app = HeadlessApp(device: .iPadAir11) { LaunchCounter() }
    app.orientation = .landscape
    app.buttons["Details"].tap()
    #expect(app.navigationBars["Details"].exists)
    app.launch()
    #expect(app.navigationBars["Counter"].exists)
    #expect(app.staticTexts["Count: 0"].exists)
    #expect(app.device == .iPadAir11)
    #expect(app.orientation == .landscape)
    #expect(app.console == ["appeared"])
  }

  @Test("activate() launches a terminated app and leaves a running one as it is")
  func activate() {
    let app = HeadlessApp { LaunchCounter() }
    app.buttons["Add one"].tap()
    app.activate()
    #expect(app.staticTexts["Count: 1"].exists)
    app.terminate()
    app.activate()
    #expect(app.state == .runningForeground)
    #expect(app.staticTexts["Count: 0"].exists)
  }
}

private struct LaunchReport: View {
  @State private var taps = 0

  var body: some View {
    let process = ProcessInfo.processInfo
    VStack {
      Text("Mode: \(process.launchArguments.contains("-ui-testing") ? "testing" : "live")")
      Text("Server: \(process.launchEnvironment["SERVER"] ?? "none")")
      Text("Arguments: \(process.launchArguments.count)")
      Text("Taps: \(taps)")
      Button("Count") { taps += 1 }
    }
  }
}

private struct LaunchReportApp: App {
  let mode = ProcessInfo.processInfo.launchArguments.contains("-ui-testing") ? "testing" : "use"

  var body: some Scene {
    WindowGroup {
      Text("Started for \(mode)")
    }
  }
}

private struct GreetingFromATask: View {
  @State private var greeting = "…"

  var body: some View {
    Text(greeting)
      .task {
        await Task.yield()
        greeting = ProcessInfo.processInfo.launchEnvironment["GREETING"] ?? "none"
      }
  }
}

private struct LaunchCounter: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("Count: \(count)")
        Button("Add one") { count += 1 }
        NavigationLink("Details") { Text("More").navigationTitle("Details") }
      }
      .navigationTitle("Counter")
      .onAppear { print("appeared") }
      .onDisappear { print("disappeared") }
    }
  }
}
