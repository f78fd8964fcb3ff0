import SwiftUI
import SwiftUITesting
import Testing

private struct Board: View {
  @State private var taps = 0
  @State private var doubles = 0
  @State private var held = "Not held"
  @State private var moved = "Not moved"
  @State private var steps = 0
  @State private var pressing: [Bool] = []
  @GestureState private var dragOffset = CGSize.zero

  var body: some View {
    VStack {
      Text("Taps \(taps)").onTapGesture { taps += 1 }
      Text("Where").onTapGesture { location in moved = "At \(Int(location.x))" }
      Text("Doubles \(doubles)").onTapGesture(count: 2) { doubles += 1 }
      Text(held)
        .onLongPressGesture(minimumDuration: 1) {
          held = "Held"
        } onPressingChanged: {
          pressing.append($0)
        }
      Text("Pressing \(pressing.count)")
      Text(moved)
        .offset(dragOffset)
        .gesture(
          DragGesture()
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onChanged { _ in steps += 1 }
            .onEnded { value in
              moved = "Moved \(Int(value.translation.width)), \(Int(value.translation.height))"
            }
        )
      Text("Steps \(steps)")
      Text("Sequence")
        .gesture(
          LongPressGesture(minimumDuration: 0.1).onEnded { _ in held = "Sequence held" }
            .sequenced(before: DragGesture().onEnded { _ in moved = "Sequence dragged" }))
      Text("Offset \(Int(dragOffset.width))")
      Text("Gesture tap")
        .gesture(TapGesture().onEnded { taps += 10 })
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.2).onEnded { _ in held = "Long pressed" })
      Button("Button \(taps)") { taps += 100 }
        .highPriorityGesture(TapGesture(count: 2).onEnded { doubles += 10 })
    }
  }
}

/// `onLongPressGesture` as most apps write it: a trailing closure, every argument left out.
private struct HoldToConfirm: View {
  @State private var confirmed = false
  var body: some View {
    Text(confirmed ? "Confirmed" : "Hold to confirm")
      .onLongPressGesture { confirmed = true }
  }
}

/// A row that reacts to a tap anywhere on it, with a button of its own inside.
private struct TappableRow: View {
  @State private var rowTaps = 0
  @State private var starred = false
  var body: some View {
    VStack {
      HStack {
        Image(systemName: "person")
        Text("Kim")
        Button(starred ? "Unstar" : "Star") { starred.toggle() }
      }
      .onTapGesture { rowTaps += 1 }
      Text("Row tapped \(rowTaps) times")
    }
  }
}

@MainActor
@Suite("Gestures")
struct GestureTests {
  @Test("A tap gesture runs on a tap; a double-tap gesture on a double tap only")
  func taps() {
    let app = HeadlessApp { Board() }
    app.staticTexts["Taps 0"].tap()
    #expect(app.staticTexts["Taps 1"].exists)
    app.staticTexts["Doubles 0"].doubleTap()
    #expect(app.staticTexts["Doubles 1"].exists)
    app.staticTexts["Gesture tap"].tap()
    #expect(app.staticTexts["Taps 11"].exists)
  }

  @Test("A long press runs its action when held long enough, not when too short")
  func longPress() {
    let app = HeadlessApp { Board() }
    app.staticTexts["Not held"].press(forDuration: 0.5)
    #expect(app.staticTexts["Not held"].exists, "half a second is less than the minimum of one")
    #expect(app.staticTexts["Pressing 2"].exists, "pressing went true, then false")
    app.staticTexts["Not held"].press(forDuration: 1.2)
    #expect(app.staticTexts["Held"].exists)
    app.staticTexts["Gesture tap"].press(forDuration: 0.3)
    #expect(app.staticTexts["Long pressed"].exists, "a simultaneous gesture beside a tap")
  }

  @Test("A swipe drives a drag gesture: its steps, and its translation at the end")
  func drag() {
    let app = HeadlessApp { Board() }
    app.staticTexts["Not moved"].swipeLeft()
    #expect(app.staticTexts["Moved -120, 0"].exists)
    #expect(app.staticTexts["Steps 2"].exists)
    #expect(app.staticTexts["Offset 0"].exists, "a gesture state is back to its initial value at the end")
    app.staticTexts["Moved -120, 0"].swipeDown()
    #expect(app.staticTexts["Moved 0, 120"].exists)
  }

  @Test("A high-priority gesture wins over a button's own tap")
  func highPriority() {
    let app = HeadlessApp { Board() }
    app.buttons["Button 0"].tap()
    #expect(app.buttons["Button 100"].exists, "a single tap is still the button's")
    app.buttons["Button 100"].doubleTap()
    #expect(app.staticTexts["Doubles 10"].exists)
  }

  @Test("A tap gesture with a location is told the tap's place in the view: its centre")
  func tapLocation() {
    let app = HeadlessApp { Board() }
    app.staticTexts["Where"].tap()
    #expect(app.staticTexts["At 21"].exists, "the centre of the 42.5-point-wide text, rounded down")
  }

  @Test("A sequenced gesture runs each part's own actions as its event comes")
  func sequence() {
    let app = HeadlessApp { Board() }
    app.staticTexts["Sequence"].press(forDuration: 0.5)
    #expect(app.staticTexts["Sequence held"].exists)
    app.staticTexts["Sequence"].swipeRight()
    #expect(app.staticTexts["Sequence dragged"].exists)
  }

  @Test("A stack's onTapGesture answers a tap on what it shows; a button inside keeps its own action")
  func containerTap() {
    let app = HeadlessApp { TappableRow() }
    app.staticTexts["Kim"].tap()
    #expect(app.staticTexts["Row tapped 1 times"].exists)
    app.images["person"].tap()
    #expect(app.staticTexts["Row tapped 2 times"].exists)
    app.buttons["Star"].tap()
    #expect(app.buttons["Unstar"].exists)
    #expect(app.staticTexts["Row tapped 2 times"].exists)
  }

  @Test("onLongPressGesture with only a trailing closure compiles and runs on a press")
  func longPressTrailingClosure() {
    let app = HeadlessApp { HoldToConfirm() }
    app.staticTexts["Hold to confirm"].press(forDuration: 1)
    #expect(app.staticTexts["Confirmed"].exists)
  }
}
