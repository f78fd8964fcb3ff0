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
}
