import SwiftUI
import SwiftUITesting
import Testing

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

private struct TwoCounters: View {
  @State private var showSecond = true
  var body: some View {
    VStack {
      Counter()
      if showSecond {
        Counter()
      }
      Button("Toggle second") { showSecond.toggle() }
    }
  }
}

/// A container that calls the content it is handed in its own body.
private struct Card<Content: View>: View {
  @ViewBuilder let content: () -> Content

  var body: some View {
    VStack { content() }
  }
}

/// A count shown and changed inside a card: only the card's body reads it.
private struct CountInACard: View {
  @State private var count = 0

  var body: some View {
    Card {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

/// A toggle bound to state made in the body rather than declared on the view: never installed.
private struct UninstalledState: View {
  var body: some View {
    let local = State(initialValue: false)
    Toggle("Local", isOn: local.projectedValue)
  }
}

/// A toggle bound to a state of each of two types, one after the other in the view: each keeps its
/// own storage across updates.
private struct TwoKindsOfState: View {
  @State private var isOn = false
  @State private var taps = 0
  var body: some View {
    VStack {
      Toggle("Switch", isOn: $isOn)
      Text("Taps: \(taps), on: \(isOn)")
      Button("Tap") { taps += 1 }
    }
  }
}

@MainActor
@Suite("State: identity and lifetime")
struct StateTests {
  @Test func stateChangesWhatTheScreenSays() {
    let app = HeadlessApp { Counter() }
    #expect(app.staticTexts["Count: 0"].exists)
    app.buttons["Add"].tap()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count: 2"].exists)
    #expect(!app.staticTexts["Count: 0"].exists)
  }

  @Test func eachIdentityKeepsItsOwnState() {
    let app = HeadlessApp { TwoCounters() }
    app.buttons.element(boundBy: 1).tap()
    #expect(app.staticTexts.element(boundBy: 0).label == "Count: 0")
    #expect(app.staticTexts.element(boundBy: 1).label == "Count: 1")
  }

  @Test func stateIsDiscardedWhenTheViewLeavesTheTree() {
    let app = HeadlessApp { TwoCounters() }
    app.buttons.element(boundBy: 1).tap()
    #expect(app.staticTexts["Count: 1"].exists)
    app.buttons["Toggle second"].tap()
    #expect(!app.staticTexts["Count: 1"].exists)
    app.buttons["Toggle second"].tap()
    #expect(app.staticTexts.element(boundBy: 1).label == "Count: 0")
  }

  @Test("A container's body that calls the content it was handed shows the state as it changes")
  func containerContentFollowsTheState() {
    let app = HeadlessApp { CountInACard() }
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count: 1"].exists)
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count: 2"].exists)
  }

  @Test("A binding to state that no view installed is a constant, with SwiftUI's warning")
  func uninstalledStateBindsToAConstant() {
    let app = HeadlessApp { UninstalledState() }
    #expect(
      app.log.contains(
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
      ))
    app.switches["Local"].tap()
    #expect(app.switches["Local"].value == "0")
  }

  @Test("States of different types in one view keep their own values through updates")
  func statesOfEachTypeKeepTheirValues() {
    let app = HeadlessApp { TwoKindsOfState() }
    app.switches["Switch"].tap()
    app.buttons["Tap"].tap()
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["Taps: 2, on: true"].exists)
    app.switches["Switch"].tap()
    #expect(app.staticTexts["Taps: 2, on: false"].exists)
  }
}
