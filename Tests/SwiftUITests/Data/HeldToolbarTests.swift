import SwiftUI
import SwiftUITesting
import Testing

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    NavigationStack {
      Text("Count \(count)")
        .toolbar {
          Button("Add") { count += 1 }
          Button("Reset") { count = 0 }
        }
    }
  }
}

private struct ItemCounter: View {
  @State private var count = 0
  var body: some View {
    NavigationStack {
      Text("Count \(count)")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add") { count += 1 }
          }
        }
    }
  }
}

private struct NextStep: View {
  @State private var count = 0
  var body: some View {
    let next = count + 1
    NavigationStack {
      Text("Count \(count)")
        .toolbar {
          Button(count.isMultiple(of: 2) ? "Next from even" : "Next from odd") { count = next }
        }
    }
  }
}

@Observable
@MainActor
private final class Tally {
  var count = 0
  var isEditing = false
}

private struct TallyScreen: View {
  let tally: Tally
  var body: some View {
    @Bindable var tally = tally
    let step = 1
    // The projection makes the variable one the closure holds in a box of its own, beside the step.
    Text("Tally \(tally.count)")
      .toolbar {
        Button("Add") { tally.count += step }
      }
      .sheet(isPresented: $tally.isEditing) { Text("Editing") }
  }
}

private struct TwoTallies: View {
  @State private var showsFirst = true
  let first = Tally()
  let second = Tally()
  var body: some View {
    NavigationStack {
      VStack {
        TallyScreen(tally: showsFirst ? first : second)
        Button("Switch") { showsFirst.toggle() }
      }
    }
  }
}

private struct Suffixed: View {
  @State private var suffix = "a"
  var body: some View {
    NavigationStack {
      Text("Suffix \(suffix)")
        .toolbar {
          ForEach(0..<2) { index in
            Button("Item \(index)\(suffix)") {}
          }
          Button("Change") { suffix = "b" }
        }
    }
  }
}

@MainActor
@Suite("A toolbar kept while the body around it runs again")
struct HeldToolbarTests {
  @Test("Buttons that capture their view act with the state of now, and their placements are replayed")
  func buttonsCapturingTheirView() {
    let app = HeadlessApp { Counter() }
    for _ in 0..<3 { app.buttons["Add"].tap() }
    #expect(app.staticTexts["Count 3"].exists)
    app.metrics.reset()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 4"].exists)
    // Both items are the elements kept from before, placed as they were.
    #expect(app.metrics.placementsReused >= 2)
    app.buttons["Reset"].tap()
    #expect(app.staticTexts["Count 0"].exists)
  }

  @Test("An item of a toolbar's content acts with the state of now, and its placement is replayed")
  func toolbarItem() {
    let app = HeadlessApp { ItemCounter() }
    for _ in 0..<3 { app.buttons["Add"].tap() }
    app.metrics.reset()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 4"].exists)
    #expect(app.metrics.placementsReused >= 1)
  }

  @Test("A button that captures a value the body computed acts with the value of the last body")
  func capturedValue() {
    let app = HeadlessApp { NextStep() }
    app.buttons["Next from even"].tap()
    #expect(app.staticTexts["Count 1"].exists)
    app.buttons["Next from odd"].tap()
    app.buttons["Next from even"].tap()
    #expect(app.staticTexts["Count 3"].exists)
  }

  @Test("A button that captures a bindable variable acts on the object the variable holds now")
  func capturedVariable() {
    let app = HeadlessApp { TwoTallies() }
    for _ in 0..<3 { app.buttons["Add"].tap() }
    #expect(app.staticTexts["Tally 3"].exists)
    app.metrics.reset()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Tally 4"].exists)
    // The variable's box is made again at each body: alike by the object it holds.
    #expect(app.metrics.placementsReused >= 1)
    app.buttons["Switch"].tap()
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Tally 1"].exists)
    app.buttons["Switch"].tap()
    #expect(app.staticTexts["Tally 4"].exists)
  }

  @Test("Items a toolbar's ForEach makes from the view's state show the state of now")
  func rowsReadingState() {
    let app = HeadlessApp { Suffixed() }
    #expect(app.buttons["Item 1a"].exists)
    app.buttons["Change"].tap()
    #expect(app.staticTexts["Suffix b"].exists)
    #expect(app.buttons["Item 0b"].exists)
    #expect(app.buttons["Item 1b"].exists)
    #expect(!app.buttons["Item 1a"].exists)
  }
}
