import SwiftUI
import SwiftUITesting
import Testing

/// A meeting timer in the style of Scrumdinger: it saves when the scene goes inactive and counts the
/// times the app resigned active through UIKit's notification.
private struct Meetings: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var saves = 0
  @State private var resigned = 0
  @State private var phases: [String] = []

  var body: some View {
    VStack {
      Text("Phase \(String(describing: scenePhase))")
      Text("Saved \(saves) times")
      Text("Resigned \(resigned) times")
      Text("Went \(phases.joined(separator: ", "))")
    }
    .onChange(of: scenePhase) { _, phase in
      phases.append(String(describing: phase))
      if phase == .inactive { saves += 1 }
    }
    .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
      resigned += 1
    }
  }
}

/// Settings in the older style: a grouped list, a long press with `pressing:`, and the person's
/// accessibility settings read from the environment.
private struct Settings: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
  @State private var pressed = "Not pressed"

  var body: some View {
    List {
      Text(reduceMotion ? "Motion reduced" : "Full motion")
      Text(withoutColor ? "Shapes for colours" : "Colours")
      Text(pressed)
        .onLongPressGesture(minimumDuration: 1, pressing: { pressed = $0 ? "Pressing" : "Let go" }) {
          pressed = "Held"
        }
    }
    .listStyle(GroupedListStyle())
  }
}

@MainActor
@Suite("Scene phase, UIKit's notifications and the Home button")
struct ScenePhaseTests {
  @Test("A scene starts active")
  func startsActive() {
    let app = HeadlessApp { Meetings() }
    #expect(app.staticTexts["Phase active"].exists)
    #expect(app.state == .runningForeground)
  }

  @Test("Pressing Home takes the scene through inactive to the background, saving once on the way")
  func homeSendsToBackground() {
    let app = HeadlessApp { Meetings() }
    XCUIDevice.shared.press(.home)
    #expect(app.state == .runningBackground)
    #expect(app.staticTexts["Phase background"].exists)
    #expect(app.staticTexts["Went inactive, background"].exists)
    #expect(app.staticTexts["Saved 1 times"].exists)
    #expect(app.staticTexts["Resigned 1 times"].exists)
  }

  @Test("activate() brings a backgrounded app back through inactive to active")
  func activateBringsItBack() {
    let app = HeadlessApp { Meetings() }
    XCUIDevice.shared.press(.home)
    app.activate()
    #expect(app.state == .runningForeground)
    #expect(app.staticTexts["Phase active"].exists)
    #expect(app.staticTexts["Went inactive, background, inactive, active"].exists)
    #expect(app.staticTexts["Saved 2 times"].exists)
    #expect(app.staticTexts["Resigned 1 times"].exists)
  }

  @Test("Home acts on the app launched last; the other stays in front")
  func homeActsOnTheAppInFront() {
    let first = HeadlessApp { Meetings() }
    let second = HeadlessApp { Meetings() }
    XCUIDevice.shared.press(.home)
    #expect(first.state == .runningForeground)
    #expect(second.state == .runningBackground)
  }

  @Test("Accessibility settings are off by default and a test can turn one on")
  func accessibilitySettings() {
    let plain = HeadlessApp { Settings() }
    #expect(plain.staticTexts["Full motion"].exists)
    #expect(plain.staticTexts["Colours"].exists)
    let reduced = HeadlessApp { Settings().environment(\.accessibilityReduceMotion, true) }
    #expect(reduced.staticTexts["Motion reduced"].exists)
  }

  @Test("iOS 13's long press form tells pressing and runs its action when held long enough")
  func olderLongPress() {
    let app = HeadlessApp { Settings() }
    app.staticTexts["Not pressed"].press(forDuration: 1.5)
    #expect(app.staticTexts["Held"].exists)
  }
}
